import { redirect } from "@remix-run/node";
import { ownEntry, parseId } from "~/lib/ids";
import type { SessionUser } from "~/infra/session.server";
import { getActingUser, requireAdmin } from "./auth.server";
import { unlessDatabaseAway } from "./outage.server";
import { flashHeaders } from "./flash.server";
import { guardedFormData } from "./guarded-form.server";

/**
 * The back office's one action pattern: an admin only, refused cross-site, a plain POST form with an
 * `intent` and an `id`; the handler changes the row and records it in the audit log; the answer is
 * a redirect back to the same screen with a flash message (so a reload never repeats it).
 *
 * A handler answers the success text, null when the row was already changed or is gone, or
 * `{ refused }` with a message saying what is wrong with the posted fields.
 */
/** The back office's answer (503) while the database is away; the action may simply be sent again. */
export const ADMIN_UNAVAILABLE =
  "The database is unavailable just now, so nothing was changed. Please try again in a moment.";

/** The answer (400) to an intent that is no handler's or an id that is no row's (out of range, not a number). */
export const ADMIN_UNKNOWN_ACTION = "That action is not known. Nothing was changed.";

export type AdminOutcome = string | null | { refused: string };
export type AdminHandler = (id: number, admin: SessionUser, form: FormData) => Promise<AdminOutcome>;

export function handleAdminAction(request: Request, handlers: Record<string, AdminHandler>) {
  // While the database is away nothing can be changed: an error page that says so (503), not the sign-in page.
  return unlessDatabaseAway(
    "admin",
    () => changeRow(request, handlers),
    () => {
      throw new Response(ADMIN_UNAVAILABLE, { status: 503 });
    },
  );
}

async function changeRow(request: Request, handlers: Record<string, AdminHandler>) {
  await getActingUser(request);
  const admin = await requireAdmin(request);
  const form = await guardedFormData(request);
  // Own keys only (no `__proto__` or `valueOf`), an id within a serial's bounds (docs/product.md section 8).
  const handler = ownEntry(handlers, form.get("intent"));
  const id = parseId(form.get("id"));
  const back = new URL(request.url);
  const answer = async (kind: "success" | "error", text: string) =>
    redirect(`${back.pathname}${back.search}`, { headers: await flashHeaders(request, { kind, text }) });
  // No button of the back office posts these, so this is a crafted request: a 400 that says so, nothing changed.
  if (!handler || id === null) throw new Response(ADMIN_UNKNOWN_ACTION, { status: 400 });
  const outcome = await handler(id, admin, form);
  if (outcome === null) return answer("error", "That item was already changed or no longer exists.");
  if (typeof outcome === "object") return answer("error", outcome.refused);
  return answer("success", outcome);
}
