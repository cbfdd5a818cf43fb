import { json } from "@remix-run/node";
import { publishedLeads } from "~/server/services/leads.server";

/** GET /lead-generation/lead/json/: the published requirements in the spec's field names (never the buyer's contact). */
export async function loader() {
  const { leads } = await publishedLeads();
  return json({ all_data: leads }, { headers: { "Cache-Control": "public, max-age=5" } });
}
