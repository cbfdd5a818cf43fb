import { isDatabaseUnavailable } from "~/server/infra/db.server";

/**
 * Runs the part of a form's action that reads or writes the database. While the database is away (or
 * restarting) the error becomes the form's own answer, built by `unavailable` (a 503 that keeps what the
 * visitor typed and says to try again), instead of a 500 error page; any other error still propagates.
 */
export async function unlessDatabaseAway<T>(
  label: string,
  work: () => Promise<T>,
  unavailable: () => T | Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`[${label}] failed (database unavailable):`, error);
    return unavailable();
  }
}
