import { json } from "@remix-run/node";
import { vendorFeed } from "~/server/services/vendors.server";

/** GET /lead-generation/api/vendors/: approved vendors with their approved ratings, never the raters' emails. */
export async function loader() {
  try {
    return json(await vendorFeed(), { headers: { "Cache-Control": "public, max-age=30" } });
  } catch (error) {
    console.error("[vendors] the JSON feed failed:", error);
    return json({ message: "Failed to load vendors. Please try again." }, { status: 503 });
  }
}
