import { json } from "@remix-run/node";
import { publishedLeads } from "~/server/services/requirements.server";

/** GET /lead-generation/lead/json/: the published requirements in the spec's field names (never the buyer's contact). */
export async function loader() {
  const { leads } = await publishedLeads();
  // The feed keeps the spec's fields (docs/product.md section 7); the location is the board's addition.
  const allData = leads.map(({ lead_id, topic, training_topic_name, lead_details, posted_on }) => ({
    lead_id,
    topic,
    training_topic_name,
    lead_details,
    posted_on,
  }));
  return json({ all_data: allData }, { headers: { "Cache-Control": "public, max-age=5" } });
}
