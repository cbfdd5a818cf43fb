import { json } from "@remix-run/node";
import type { BoardRequirement } from "~/lib/requirement-matching";
import { publishedRequirements } from "~/services/requirements.server";

/**
 * One requirement under the feed's public names (docs/product.md section 7): the original site's clients read
 * these, so they stay as the spec wrote them. The delivery location is the board's addition, not the feed's.
 */
function feedEntry(requirement: BoardRequirement) {
  return {
    lead_id: requirement.id,
    topic: requirement.topic,
    training_topic_name: requirement.trainingTopicName,
    lead_details: requirement.details,
    posted_on: requirement.postedOn,
  };
}

/** GET /lead-generation/lead/json/: the published requirements (never the company's contact details). */
export async function loader() {
  const { requirements } = await publishedRequirements();
  return json({ all_data: requirements.map(feedEntry) }, { headers: { "Cache-Control": "public, max-age=5" } });
}
