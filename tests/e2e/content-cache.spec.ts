import { expect, signIn, test, uniqueEmail, watchPageProblems } from "../support/fixtures";

/**
 * Content pages are rendered once and served from memory to visitors without cookies (server/page-cache.js,
 * decision record 0018): the nonce is still fresh on every answer, revalidation answers 304, and a
 * visitor with a cookie (signed in) still gets their own header.
 */
const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("a content page is served from memory with an ETag, a fresh nonce each time, and 304 on revalidation", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const first = await visitor.get("/blog");
  const second = await visitor.get("/blog");
  expect(first.status()).toBe(200);
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);
  expect(second.headers()["etag"]).toBe(etag);
  const [nonce1, nonce2] = [
    nonceOf(first.headers()["content-security-policy"]),
    nonceOf(second.headers()["content-security-policy"]),
  ];
  expect(nonce1).toBeTruthy();
  expect(nonce1).not.toBe(nonce2);
  expect(await second.text()).toContain(`nonce="${nonce2}"`);
  expect(await second.text()).not.toContain(nonce1!);

  const revalidated = await visitor.get("/blog", { headers: { "If-None-Match": etag! } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()["content-security-policy"]).toBeUndefined();

  const withCookie = await visitor.get("/blog", { headers: { Cookie: "somebody=1" } });
  expect(withCookie.status()).toBe(200);
  expect(withCookie.headers()["etag"]).not.toBe(etag);
  await visitor.dispose();
});

test("a cached page runs its scripts under its nonce, and a signed-in visitor sees their own header", async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (test.info().project.use.javaScriptEnabled !== false) {
    // The inline script's only effect is the `js` class on <html> (it switches styles for the scripted page); there is
    // no user-visible handle for "an inline script ran under its nonce", so the class is what shows it.
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  }
  problems.expectNone();

  await signIn(page, { email: uniqueEmail("cached"), name: "Cached Reader" }, "/about");
  await page.goto("/about");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Cached Reader")).toBeVisible();
});
