import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { adminAnswerId } from "~/forms/admin-answer";
import { ownEntry, parseId } from "~/lib/ids";
import type { SessionUser } from "~/infra/session.server";
import { getActingUser, requireAdmin } from "./auth.server";
import { unlessDatabaseAway } from "./outage.server";
import { flashHeaders } from "./flash.server";
import { noteFormRefused } from "./form-answer.server";
import { guardedFormData } from "./guarded-form.server";

/**
 * The back office's one action pattern: an admin only, refused cross-site, a plain POST form with an
 * `intent` and an `id`; the handler changes the row and records it in the audit log. The answer shows where the
 * admin pressed the button (docs/product.md section 5, "Where answers appear"), at the place the page gives the row
 * or the form (app/forms/admin-answer.ts):
 *
 * - done, or the row already changed or gone: a redirect (303) back to the same screen plus `#{place}-answer`, with a
 *   flash naming the place (inline: no banner at the top), so a reload never repeats it and the page opens at the
 *   answer;
 * - refused (what was posted in the form's fields is wrong): the page itself (400), with the errors and what was
 *   typed, so nothing typed is lost, and a title that starts with "Error: ".
 *
 * A handler answers the success text, null when the row was already changed or is gone, or
 * `{ refused, field }` with a message saying what is wrong with the posted fields (and which one).
 */
/** The back office's answer (503) while the database is away; the action may simply be sent again. */
export const ADMIN_UNAVAILABLE =
  "The database is unavailable just now, so nothing was changed. Please try again in a moment.";

/** The answer (400) to an intent that is no handler's or an id that is no row's (out of range, not a number). */
export const ADMIN_UNKNOWN_ACTION = "That action is not known. Nothing was changed.";

/** The answer to an action on a row that was already changed, or is gone. */
export const ADMIN_GONE = "That item was already changed or no longer exists.";

export type AdminOutcome = string | null | { refused: string; field?: string };
export type AdminHandler = (id: number, admin: SessionUser, form: FormData) => Promise<AdminOutcome>;

/** A refused back-office form, answered with its page: where it answers, each error, and what was typed. */
export type AdminRefusal = {
  place: string;
  /** In the form's order: the field each is about (its name), none for a message about the whole form. */
  errors: { field?: string; message: string }[];
  values: Record<string, string | string[]>;
};

/** How a page's actions answer: the request's context, and the place of the answer to `intent` on row `id`. */
export type AdminAnswering = {
  context: AppLoadContext;
  place: (id: number, intent: string) => string;
  /** The names of the fields of the page's forms with fields: given back with a refusal. */
  fields?: readonly string[];
};

/** The longest value given back with a refusal (a form's longest field is shorter; more is a crafted post). */
const KEPT_CHARACTERS = 4000;

/** What was posted in `names`, to give back with a refusal; each of `lists` (a group of check boxes) as a list. */
export function postedValues(
  form: FormData,
  names: readonly string[],
  lists: readonly string[] = [],
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const name of names) {
    const all = form.getAll(name).map((value) => (typeof value === "string" ? value.slice(0, KEPT_CHARACTERS) : ""));
    values[name] = lists.includes(name) ? all : (all[0] ?? "");
  }
  return values;
}

/**
 * The redirect after a back-office action: to `to` (the same screen, or the page the answer is on) plus the answer's
 * fragment, with the message as a flash for that place only.
 */
export async function adminAnswer(
  request: Request,
  answer: { place: string; kind: "success" | "error"; text: string; to?: string },
) {
  const back = new URL(request.url);
  const to = answer.to ?? `${back.pathname}${back.search}`;
  const flash = { kind: answer.kind, text: answer.text, target: answer.place, inline: true };
  return redirect(`${to}#${adminAnswerId(answer.place)}`, {
    status: 303,
    headers: await flashHeaders(request, flash),
  });
}

/** A refused back-office form: its page (400) with the errors and what was typed; its title starts with "Error: ". */
export function refuseAdminForm(context: AppLoadContext, refusal: AdminRefusal) {
  noteFormRefused(context);
  return json({ refusal }, { status: 400 });
}

export function handleAdminAction(request: Request, handlers: Record<string, AdminHandler>, answering: AdminAnswering) {
  // While the database is away nothing can be changed: an error page that says so (503), not the sign-in page.
  return unlessDatabaseAway(
    "admin",
    () => changeRow(request, handlers, answering),
    () => {
      throw new Response(ADMIN_UNAVAILABLE, { status: 503 });
    },
  );
}

async function changeRow(request: Request, handlers: Record<string, AdminHandler>, answering: AdminAnswering) {
  await getActingUser(request);
  const admin = await requireAdmin(request);
  const form = await guardedFormData(request);
  // Own keys only (no `__proto__` or `valueOf`), an id within a serial's bounds (docs/product.md section 8).
  const intent = form.get("intent");
  const handler = ownEntry(handlers, intent);
  const id = parseId(form.get("id"));
  // No button of the back office posts these, so this is a crafted request: a 400 that says so, nothing changed.
  if (!handler || id === null || typeof intent !== "string") throw new Response(ADMIN_UNKNOWN_ACTION, { status: 400 });
  const place = answering.place(id, intent);
  const outcome = await handler(id, admin, form);
  if (outcome === null) return adminAnswer(request, { place, kind: "error", text: ADMIN_GONE });
  if (typeof outcome === "object") {
    return refuseAdminForm(answering.context, {
      place,
      errors: [{ field: outcome.field, message: outcome.refused }],
      values: postedValues(form, answering.fields ?? []),
    });
  }
  return adminAnswer(request, { place, kind: "success", text: outcome });
}
