import { expect, test } from "@playwright/test";
import { signedInAsAdmin } from "../support/session";
import { BASE } from "./client";
import { FORM_TOKEN_FIELD } from "~/forms/abuse";
import { pageRoutes } from "~/lib/routes";

/**
 * A one-time form token must never be handed by a shared cache to many visitors (the cached `/`
 * had no Cache-Control). Every page of the list of routes, as a visitor without a cookie (the page cache answers),
 * with a cookie (Remix renders) and signed in: where the page renders a form token, its answer is private and not
 * reused without revalidation.
 */
const TOKEN_INPUT = new RegExp(`name="${FORM_TOKEN_FIELD}"`);

async function fetchPage(path: string, headers: Record<string, string>) {
  const response = await fetch(`${BASE}${path}`, { headers: { Accept: "text/html", ...headers }, redirect: "manual" });
  return {
    status: response.status,
    cacheControl: response.headers.get("Cache-Control") ?? "",
    body: await response.text(),
  };
}

test("every page that renders a form token is Cache-Control: private, no-cache (or no-store)", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedInAsAdmin(page);
  const signedIn = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  await context.close();

  const visitors: [string, Record<string, string>][] = [
    ["no cookie", {}],
    ["a cookie", { Cookie: "consent=1" }],
    ["signed in", { Cookie: signedIn }],
  ];
  const withToken = new Set<string>();
  for (const route of pageRoutes) {
    for (const [visitor, headers] of visitors) {
      // Twice: the page cache keeps a page on its first answer and serves the second from memory.
      for (const round of visitor === "no cookie" ? [1, 2] : [1]) {
        const answer = await fetchPage(route.visit, headers);
        if (!TOKEN_INPUT.test(answer.body)) continue;
        withToken.add(route.visit);
        const label = `${route.visit} (${visitor}, answer ${round}): Cache-Control "${answer.cacheControl}"`;
        expect(answer.cacheControl, label).toMatch(/\bprivate\b/);
        expect(answer.cacheControl, label).toMatch(/\bno-(cache|store)\b/);
        expect(answer.cacheControl, label).not.toMatch(/\bpublic\b|\bs-maxage\b|\bmax-age=[1-9]/);
      }
    }
  }
  // The sweep is not empty: the home page, contact, post requirement, enrol and vendor rating carry tokens.
  expect(withToken.size, [...withToken].join(", ")).toBeGreaterThanOrEqual(5);
  expect(withToken).toContain("/");
});
