import { redirect } from "@remix-run/node";
import { RATE_LIMIT_MESSAGE } from "~/forms/abuse";
import { parseWithZod } from "~/forms/parse-with-zod";
import { DIRECTORY_TARGET } from "~/forms/trainer-directory";
import { DIRECTORY_FIELDS, DIRECTORY_MESSAGES, directorySchema, PROFILE_LIST_CAPS } from "~/forms/trainer-profile";
import { paths } from "~/lib/paths";
import { getActingUser, loginPath } from "~/http/auth.server";
import { flashHeaders } from "~/http/flash.server";
import { guardedForm } from "~/http/guarded-form.server";
import { profileDraftHeaders } from "~/http/trainer-cookie.server";
import { requestFacts } from "~/http/request-facts.server";
import { withinRateLimit } from "~/services/abuse.server";
import { setDirectorySettings } from "~/services/trainer-directory.server";

const BACK = paths.trainerProfileSection(DIRECTORY_TARGET);

export const toDirectorySection = () => redirect(BACK);

/**
 * Saves "Show my profile to companies", "Show my per-day charge" (unticked boxes are not posted: off) and the public
 * page's headline, then back
 * to the profile with a note beside the section. The button posts the whole profile form, as the alerts' does: what
 * was typed in the sections goes into the draft, so the page shows it again.
 */
export async function handleDirectorySettings(request: Request) {
  const { form } = await guardedForm(request, { listCaps: PROFILE_LIST_CAPS });
  const user = await getActingUser(request);
  if (!user) throw redirect(loginPath(new Request(new URL(paths.trainerProfile, request.url))), 303);
  const submission = parseWithZod(form, { schema: directorySchema });
  let note: { kind: "success" | "error"; text: string; reason?: string };
  if (submission.status !== "success") {
    // The field in error is the note's reason: the section's error summary links to it (docs/product.md section 5).
    const [field, messages] = Object.entries(submission.error ?? {}).find(([, list]) => list?.length) ?? [];
    note = { kind: "error", text: messages?.[0] ?? DIRECTORY_MESSAGES.needsProfile, reason: field || undefined };
  } else if (!(await withinRateLimit((await requestFacts(request)).clientAddress, "trainer-directory", user.email))) {
    note = { kind: "error", text: RATE_LIMIT_MESSAGE };
  } else {
    const listed = submission.value[DIRECTORY_FIELDS.listed] === true;
    const outcome = await setDirectorySettings(user.email, {
      listed,
      showRate: submission.value[DIRECTORY_FIELDS.showRate] === true,
      // An empty field is not posted as a value: the headline is cleared.
      headline: submission.value[DIRECTORY_FIELDS.headline] ?? "",
    });
    note =
      outcome === "no-profile"
        ? { kind: "error", text: DIRECTORY_MESSAGES.needsProfile }
        : { kind: "success", text: listed ? DIRECTORY_MESSAGES.listed : DIRECTORY_MESSAGES.unlisted };
  }
  const headers = new Headers(await flashHeaders(request, { ...note, target: DIRECTORY_TARGET, inline: true }));
  for (const [name, value] of Object.entries(await profileDraftHeaders(request, form, user.email)))
    headers.append(name, value);
  return redirect(BACK, { status: 303, headers });
}
