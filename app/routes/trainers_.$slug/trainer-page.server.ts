import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { invitingRequirement } from "~/services/invitations.server";
import { manageLinkFor } from "~/services/manage-links.server";
import { publicTrainer } from "~/services/trainer-directory.server";

/** A company's page, read with its manage link: never kept by a cache, never sent on as a referrer. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

/**
 * The requirement a company may invite this trainer to: when the page was opened from its invite page (`?for=` the
 * manage link's token), the link is live and the requirement on the board. Anything else: no invitation, and the
 * page offers "Post a requirement" as it does to everyone (it says nothing about the token).
 */
async function invitation(token: string | null) {
  if (!token || token.length > 100) return null;
  const link = await manageLinkFor(token);
  if (!link || link.revoked) return null;
  const requirement = await invitingRequirement(link.requirementId);
  return requirement?.status === "published" ? { token, title: requirement.title } : null;
}

/**
 * An opted-in trainer's public page; anything else (not opted in, opted out since, deleted, no such slug) is the
 * site's 404, the same for all, so that the page says nothing about who has a profile.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { slug } = params;
  const trainer = await publicTrainer(slug ?? "");
  if (!trainer) throw json(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("for");
  const invite = await invitation(token);
  return json({ trainer, invite }, token === null ? undefined : { headers: PRIVATE_HEADERS });
}
