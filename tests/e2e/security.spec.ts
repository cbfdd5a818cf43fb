import { expect, test } from "../support/fixtures";
import { signedInAsAdmin } from "../support/session";
import { paths } from "~/lib/paths";

test.describe("security baseline", () => {
  test("documents carry the security headers and an enforced CSP with a nonce", async ({ request }) => {
    const response = await request.get(paths.home);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
  });

  test("static files and JSON carry the headers too", async ({ request }) => {
    for (const path of ["/favicon.svg", paths.healthz, paths.robots]) {
      const response = await request.get(path);
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
  });

  test("a cross-site POST is refused with 403", async ({ request }) => {
    const foreignOrigin = await request.post(paths.signOut, {
      headers: { Origin: "https://evil.example" },
      form: { redirectTo: paths.home },
      maxRedirects: 0,
    });
    expect(foreignOrigin.status()).toBe(403);
    const fetchMetadata = await request.post(paths.authGoogle, {
      headers: { "Sec-Fetch-Site": "cross-site" },
      form: { redirectTo: paths.home },
      maxRedirects: 0,
    });
    expect(fetchMetadata.status()).toBe(403);
  });

  test("an oversized body is refused with 413", async ({ request }) => {
    const response = await request.post(paths.signOut, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `redirectTo=${"x".repeat(2 * 1024 * 1024)}`,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
  });

  test("pages of a signed-in visitor and the back office are not kept by caches", async ({ page, request }) => {
    const anonymous = await request.get(paths.courses());
    expect(anonymous.headers()["cache-control"] ?? "").not.toContain("no-store");
    expect(anonymous.headers()["permissions-policy"]).toContain("camera=()");
    expect(anonymous.headers()["permissions-policy"]).toContain("geolocation=()");

    await signedInAsAdmin(page);
    for (const path of [
      paths.courses(),
      paths.board(),
      paths.admin,
      paths.adminEnquiries(),
      paths.adminEnquiriesCsv(),
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    const data = await page.request.get(`${paths.adminRequirements()}?_data=routes%2Fadmin.requirements`);
    expect(data.headers()["cache-control"]).toBe("private, no-store");
  });

  test("healthz, robots.txt and sitemap.xml", async ({ request }) => {
    const health = await request.get(paths.healthz);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const robots = await request.get(paths.robots);
    expect(await robots.text()).toContain("Sitemap: http://localhost");
    const sitemap = await request.get(paths.sitemap);
    const xml = await sitemap.text();
    for (const path of [paths.courses(), paths.board(), paths.vendorsRating(), paths.contact, paths.postRequirement]) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });
});
