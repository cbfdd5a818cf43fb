import { json } from "@remix-run/node";
import { publicTrainer } from "~/server/services/trainer-directory.server";

/**
 * An opted-in trainer's public page; anything else (not opted in, opted out since, deleted, no such slug) is the
 * site's 404, the same for all, so that the page says nothing about who has a profile.
 */
export async function trainerPageLoader(slug: string | undefined) {
  const trainer = await publicTrainer(slug ?? "");
  if (!trainer) throw json(null, { status: 404 });
  return json({ trainer });
}
