import { expect, read, solveCaptcha, test, uniqueEmail, waitOutTimeTrap, watchPageProblems } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { pick } from "../support/readers";
import { paths } from "~/lib/paths";

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
  const first = await visitor.get(paths.blog);
  const second = await visitor.get(paths.blog);
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

  const revalidated = await visitor.get(paths.blog, { headers: { "If-None-Match": etag! } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()["content-security-policy"]).toBeUndefined();

  const withCookie = await visitor.get(paths.blog, { headers: { Cookie: "somebody=1" } });
  expect(withCookie.status()).toBe(200);
  expect(withCookie.headers()["etag"]).not.toBe(etag);
  await visitor.dispose();
});

test("a cached page runs its scripts under its nonce, and a signed-in visitor sees their own header", async ({
  page,
}) => {
  const problems = watchPageProblems(page);
  await page.goto(paths.blog);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (test.info().project.use.javaScriptEnabled !== false) {
    // The inline script's only effect is the `js` class on <html> (it switches styles for the scripted page); there is
    // no user-visible handle for "an inline script ran under its nonce", so the class is what shows it.
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  }
  problems.expectNone();

  await signedInAs(page, { email: uniqueEmail("cached"), name: "Cached Reader" }, paths.about);
  await page.goto(paths.about);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Cached Reader")).toBeVisible();
});

/**
 * The home page and the contact page are kept too (their routes' `handle.cachedWithChallenges`): every answer fills in
 * a challenge of its own for the page's form, in the form and in the page's hydration data alike, and a fresh nonce.
 */
test.describe("pages with a form from the page cache", () => {
  const tokenIn = (html: string) => /<input[^>]*name="form_token"[^>]*value="([^"]+)"/.exec(html)?.[1];
  const occurrences = (html: string, text: string) => html.split(text).length - 1;

  for (const url of [paths.home, paths.contact]) {
    test(`two visitors of ${url} get their own form token, question and nonce, the same in the form and in the page data`, async ({
      playwright,
      baseURL,
    }) => {
      const seen: { token: string; nonce: string }[] = [];
      for (let visitor = 0; visitor < 2; visitor += 1) {
        const context = await playwright.request.newContext({ baseURL });
        const answer = await context.get(url);
        expect(answer.status()).toBe(200);
        // The kept copy, not a render: it varies by the cookie, since a visitor with one gets their own render.
        expect(answer.headers()["vary"]).toMatch(/\bCookie\b/);
        // A revalidated copy would carry a spent token: such a page is never answered with 304.
        expect(answer.headers()["etag"]).toBeUndefined();
        const html = await answer.text();
        const nonce = nonceOf(answer.headers()["content-security-policy"]) ?? "";
        expect(html).toContain(`nonce="${nonce}"`);
        const token = tokenIn(html) ?? "";
        expect(token).toMatch(/^[\w-]{40,}$/);
        const question = /What is \d \+ \d\?/.exec(html)?.[0] ?? "";
        expect(question).not.toBe("");
        // Once in the form, once in the loader data the browser hydrates from.
        expect(occurrences(html, token)).toBeGreaterThanOrEqual(2);
        expect(occurrences(html, question)).toBeGreaterThanOrEqual(2);
        expect(html).not.toMatch(/pagecache[0-9a-f]{24}/);
        seen.push({ token, nonce });
        await context.dispose();
      }
      expect(seen[0]!.token).not.toBe(seen[1]!.token);
      expect(seen[0]!.nonce).not.toBe(seen[1]!.nonce);
    });
  }

  test("a workshop registration from the cached home page is accepted once", async ({ page, baseURL }) => {
    const problems = watchPageProblems(page);
    await page.goto(paths.home);
    const form = page.locator("#workshop-form");
    const token = (await form.locator('input[name="form_token"]').getAttribute("value")) ?? "";
    const email = uniqueEmail("cached-workshop");
    await form.getByLabel("Your Name", { exact: true }).fill("Cached Visitor");
    await form.getByLabel("Your Email", { exact: true }).fill(email);
    await form.getByLabel("Mobile Number", { exact: true }).fill("98450 12345");
    await form.getByLabel("Message", { exact: true }).fill("Sent from the kept page");
    await solveCaptcha(form);
    const answer = await form.getByLabel(/Captcha:/).inputValue();
    await waitOutTimeTrap(page);
    await form.getByRole("button", { name: "Register Now" }).click();
    await expect(
      page.getByText(/Thank you, Cached Visitor! You are registered for the Azure Cloud workshop/),
    ).toBeVisible();
    problems.expectNone();

    const replay = await page.request.post("/?index", {
      form: {
        form_token: token,
        name: "Cached Visitor",
        email,
        phone: "98450 12345",
        description: "Sent from the kept page",
        "g-recaptcha-response": answer,
      },
      headers: { Origin: baseURL ?? "" },
    });
    expect(replay.status()).toBe(400);
    expect(await replay.text()).toContain("This form was already sent. Please check your details and send it again.");
    expect(pick(await read.enquiries({ email }), "formName")).toEqual([{ formName: "register-for-workshop" }]);
  });
});
