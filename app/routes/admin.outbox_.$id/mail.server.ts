import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseId } from "~/lib/ids";
import { requireAdmin } from "~/http/auth.server";
import { getConfig } from "~/infra/config.server";
import { outboxMail } from "~/services/outbox.server";

/**
 * /admin/outbox/{id}'s data: the admin check first (a visitor learns nothing about ids), then a 404 for
 * any id that is not a stored mail, however malformed. The origin decides which links in the text are
 * shown as links (app/lib/mail-text-links.ts).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const rawId = params.id;
  await requireAdmin(request);
  const id = parseId(rawId);
  const found = id === null ? null : await outboxMail(id);
  if (!found)
    throw new Response("No such mail. It may have been removed, or the address is mistyped.", { status: 404 });
  return json({ ...found, origin: getConfig().publicOrigin });
}
