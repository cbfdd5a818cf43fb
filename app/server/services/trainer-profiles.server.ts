import { eq } from "drizzle-orm";
import { readTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { getDb, schema } from "~/server/infra/db.server";

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

/**
 * The trainer's local profile as Apply and matching use it: the `trainerProfileData` cookie's
 * core.mobileNumber and core.skills, else the saved profile's first mobile number and skills.
 */
export async function localTrainerProfile(request: Request, email: string | null): Promise<{ mobileNumber: string; skills: string[] }> {
  const draft = readTrainerProfileCookie(request.headers.get("Cookie"));
  const saved = email ? await getTrainerProfile(email) : null;
  const cookieSkills = draft.core.skills?.filter((skill) => skill.trim()) ?? [];
  return {
    mobileNumber: draft.core.mobileNumber?.trim() || saved?.mobileNumbers.find((number) => number.trim()) || "",
    skills: cookieSkills.length > 0 ? cookieSkills : (saved?.skills ?? []),
  };
}
