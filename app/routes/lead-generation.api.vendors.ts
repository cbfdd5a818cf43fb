import { json } from "@remix-run/node";
import { vendorFeed } from "~/services/vendor-lists.server";

/** GET /lead-generation/api/vendors/: approved vendors with their approved ratings, never the raters' emails. */
export async function loader() {
  try {
    // The cached list's text, written once per rebuild (docs/decisions/0022), not stringified per request.
    return new Response(await vendorFeed(), {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=30" },
    });
  } catch (error) {
    console.error("[vendors] the JSON feed failed:", error);
    return json({ message: "Failed to load vendors. Please try again." }, { status: 503 });
  }
}
