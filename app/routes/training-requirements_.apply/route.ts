import type { ActionFunctionArgs } from "@remix-run/node";
import { applyAction } from "./apply.server";

/**
 * POST /training-requirements/apply (lead_id, back): Apply. The board's script asks for JSON and
 * shows the answer in place; without JavaScript the answer comes back as a flash on the board.
 */
export function action({ request }: ActionFunctionArgs) {
  return applyAction(request);
}
