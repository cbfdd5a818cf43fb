import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import {
  ALERTS_FIELD,
  ALERTS_NEED_PROFILE,
  ALERTS_OFF_MESSAGE,
  ALERTS_ON_MESSAGE,
  ALERTS_TARGET,
} from "~/forms/trainer-alerts";
import { PROFILE_LIST_CAPS } from "~/forms/trainer-profile";
import { getActingUser, loginPath } from "~/http/auth.server";
import { flashHeaders } from "~/http/flash.server";
import { guardedForm } from "~/http/guarded-form.server";
import { profileDraftHeaders } from "~/http/trainer-cookie.server";
import { setAlerts } from "~/services/trainer-alerts.server";
import { paths } from "~/lib/paths";

const BACK = paths.trainerProfileSection(ALERTS_TARGET);

/** The alerts form lives on /trainer-profile; a GET here goes there. */
export const loader = () => redirect(BACK);

/**
 * Saves the alerts checkbox (an unchecked box is absent: off), then back to the profile with a note. The button
 * posts the whole profile form: what was typed in its sections is kept in the draft, so the page shows it again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { form } = await guardedForm(request, { listCaps: PROFILE_LIST_CAPS });
  const user = await getActingUser(request);
  if (!user) throw redirect(loginPath(new Request(new URL(paths.trainerProfile, request.url))), 303);
  const enabled = form.get(ALERTS_FIELD) === "on";
  const outcome = await setAlerts(user.email, enabled);
  const note =
    outcome === "no-profile"
      ? { kind: "error" as const, text: ALERTS_NEED_PROFILE }
      : { kind: "success" as const, text: enabled ? ALERTS_ON_MESSAGE : ALERTS_OFF_MESSAGE };
  const headers = new Headers(await flashHeaders(request, { ...note, target: ALERTS_TARGET, inline: true }));
  for (const [name, value] of Object.entries(await profileDraftHeaders(request, form, user.email)))
    headers.append(name, value);
  return redirect(BACK, { status: 303, headers });
}
