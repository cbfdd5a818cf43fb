import { eq } from "drizzle-orm";
import { getDb, schema } from "./db.server";

export type TrainerProfileRow = typeof schema.trainerProfiles.$inferSelect;

/** The saved trainer profile of a signed-in email, or null when that trainer has not saved one yet. */
export async function getTrainerProfile(email: string): Promise<TrainerProfileRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.trainerProfiles)
    .where(eq(schema.trainerProfiles.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}
