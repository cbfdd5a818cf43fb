/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import { json } from "@remix-run/node";
import { publishedRequirements } from "~/services/requirements.server";

const LATEST = 5;

export async function loader() {
  const { requirements } = await publishedRequirements();
  return json({ latest: requirements.slice(0, LATEST), total: requirements.length });
}
