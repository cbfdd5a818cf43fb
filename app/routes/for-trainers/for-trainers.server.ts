import { json } from "@remix-run/node";
import { publishedRequirements } from "~/services/requirements.server";

const LATEST = 5;

export async function loader() {
  const { requirements } = await publishedRequirements();
  return json({ latest: requirements.slice(0, LATEST), total: requirements.length });
}
