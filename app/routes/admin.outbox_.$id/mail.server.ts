import { json } from "@remix-run/node";
import { requireAdmin } from "~/server/http/auth.server";
import { getConfig } from "~/server/infra/config.server";
import { outboxMail } from "~/server/services/outbox.server";

/** The largest id a `serial` column can hold: a longer or larger id names no mail. */
const MAX_SERIAL = 2_147_483_647;

/**
 * /admin/outbox/{id}'s data: the admin check first (a visitor learns nothing about ids), then a 404 for
 * any id that is not a stored mail, however malformed. The origin decides which links in the text are
 * shown as links (app/lib/mail-text-links.ts).
 */
export async function outboxMailLoader(request: Request, rawId: string | undefined) {
  await requireAdmin(request);
  const id = /^[1-9]\d{0,9}$/.test(rawId ?? "") ? Number(rawId) : NaN;
  const found = id <= MAX_SERIAL ? await outboxMail(id) : null;
  if (!found)
    throw new Response("No such mail. It may have been removed, or the address is mistyped.", { status: 404 });
  return json({ ...found, origin: getConfig().publicOrigin });
}
