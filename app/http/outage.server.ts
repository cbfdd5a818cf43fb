import { isDatabaseUnavailable } from "~/infra/db.server";

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

/**
 * The answer to a plain (no-JavaScript) form post that has no page of its own to render while the
 * database is away (Apply posts to a resource route): a 503 page with the form's failure text and a link
 * back to where the visitor was, instead of a redirect that would hide the failed status.
 */
export function outagePage(message: string, back: { href: string; label: string }): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(message)}</title></head><body><main><h1>${escapeHtml(message)}</h1>` +
    `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" },
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
