import { describe, expect, it } from "vitest";
import { handleDataRequest } from "~/entry.server";

/** What handleDataRequest sets on a data request for `path` (single fetch: `<path>.data`). */
async function cacheControlOf(path: string, answer = new Response("{}")) {
  const response = await handleDataRequest(answer, {
    request: new Request(`http://localhost${path}`),
    params: {},
    context: {},
  });
  return response.headers.get("Cache-Control");
}

describe("Cache-Control on data requests (single fetch)", () => {
  it("keeps every back-office data request private, /admin itself included", async () => {
    expect(await cacheControlOf("/admin.data")).toBe("private, no-store");
    expect(await cacheControlOf("/admin/outbox.data")).toBe("private, no-store");
    const cached = new Response("{}", { headers: { "Cache-Control": "public, max-age=60" } });
    expect(await cacheControlOf("/admin/enquiries.data", cached)).toBe("private, no-store");
  });

  it("lets other data say how long it keeps, and stores nothing by default", async () => {
    expect(await cacheControlOf("/_root.data")).toBe("no-store");
    const cached = new Response("{}", { headers: { "Cache-Control": "public, max-age=5" } });
    expect(await cacheControlOf("/training-requirements.data", cached)).toBe("public, max-age=5");
    expect(await cacheControlOf("/administration.data")).toBe("no-store");
  });
});
