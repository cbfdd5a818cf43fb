import { randomInt, randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { builders } from "./builders";
import { readers } from "./readers";
import type { MockIdentity } from "./mock-idp";
import { MOCK_IDENTITY_COOKIE } from "./mock-idp";
import {
  ADMIN_EMAIL,
  LOCAL_ADMIN_EMAIL,
  localSignInPorts,
  NOTIFY_EMAIL,
  TEST_SESSION_SECRET,
  testPorts,
} from "./ports";
import type { CapturedMail } from "./smtp-sink";
import { testDb } from "./test-db";
import { paths } from "~/lib/paths";
import { sealFormToken } from "~/services/form-token.server";

/** The control server of the harness the running test's project talks to. */
function controlUrl(): string {
  const local = base.info().project.name === "local-sign-in";
  return `http://127.0.0.1:${(local ? localSignInPorts() : testPorts()).control}`;
}

/**
 * The test harness's control server: mails from the SMTP sink, the SMTP outage switch, the HTTP server's body counters
 * and the pin-code lookups. Rows are read and written in the database directly (`build`, `read`, `testDb`).
 */
export const control = {
  async mails(): Promise<CapturedMail[]> {
    return (await (await fetch(`${controlUrl()}/mails`)).json()) as CapturedMail[];
  },
  /** Waits until a mail to `to` whose subject or text matches `match` arrives in the sink. */
  async waitForMail(to: string, match: RegExp | string = /.*/, timeoutMs = 30_000): Promise<CapturedMail> {
    const pattern = typeof match === "string" ? new RegExp(match.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) : match;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await control.mails()).find(
        (m) => m.to.includes(to.toLowerCase()) && (pattern.test(m.subject) || pattern.test(m.text)),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  },
  async stopSmtp() {
    await fetch(`${controlUrl()}/smtp/stop`, { method: "POST" });
  },
  async startSmtp() {
    await fetch(`${controlUrl()}/smtp/start`, { method: "POST" });
  },
  /** The HTTP server's request-body counters (server/request-guards.js createBodyBudget). */
  async bodyStats(): Promise<{ held: number; peakHeld: number; budgetBytes: number; unreadBodies: number }> {
    return (await (await fetch(`${controlUrl()}/body-stats`)).json()) as {
      held: number;
      peakHeld: number;
      budgetBytes: number;
      unreadBodies: number;
    };
  },
  async pinLookups(): Promise<string[]> {
    return (await (await fetch(`${controlUrl()}/pincode-lookups`)).json()) as string[];
  },
};

/** The data builders (tests/support/builders.ts) on the running test's harness database (tests/support/test-db.ts). */
export const build = builders(testDb);
/** The data readers (tests/support/readers.ts): the rows the app stored, for a test's checks. */
export const read = readers(testDb);

export { testDb };

export { ADMIN_EMAIL, LOCAL_ADMIN_EMAIL, NOTIFY_EMAIL };

/** A fresh address per test, so that tests never see each other's rows. */
export function uniqueEmail(prefix = "visitor"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Who the mock provider signs in next (the cookie `signIn` sets too), without pressing any Sign In yet. */
export async function nextIdentity(page: Page, identity: MockIdentity): Promise<void> {
  await page.context().addCookies([
    {
      name: MOCK_IDENTITY_COOKIE,
      value: encodeURIComponent(JSON.stringify(identity)),
      domain: "127.0.0.1",
      path: "/",
    },
  ]);
}

/**
 * Signs in through the real flow: the mock provider reads who to be from a cookie, then the Sign In
 * control posts to /auth/google, which redirects to the provider and back to the callback.
 */
export async function signIn(page: Page, identity: MockIdentity, startPath = paths.login()): Promise<void> {
  await nextIdentity(page, identity);
  await page.goto(startPath);
  await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
}

/** Waits until the page has hydrated: root.tsx marks `<html data-hydrated>` after every component's effects ran. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/**
 * Holds the page's scripts (/build/*.js, the stylesheet passes) until the returned function lets them through:
 * the page as a slow network shows it, where the visitor types and clicks before hydration. Open pages with
 * `waitUntil: "commit"` meanwhile (their load waits for the scripts).
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route("**/build/**/*.js", (route) => (holding ? held.push(() => route.continue()) : route.continue()));
  return async () => {
    holding = false;
    for (const release of held.splice(0)) await release();
  };
}

/** Signs in through the local sign-in (the local-sign-in harness): header Sign In, then name and e-mail. */
export async function signInLocally(
  page: Page,
  identity: { name: string; email: string },
  startPath: string = paths.home,
): Promise<void> {
  await page.goto(startPath);
  await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
  await page.getByLabel("Your Name").fill(identity.name);
  await page.getByLabel("Email Address").fill(identity.email);
  await page.getByRole("button", { name: "Sign in locally" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
}

export async function signInAsAdmin(page: Page, startPath = paths.login()): Promise<void> {
  await signIn(page, { email: ADMIN_EMAIL, name: "Site Admin" }, startPath);
}

/**
 * axe on the current page, with no violations allowed. axe needs JavaScript to run: for a page
 * opened with JavaScript off, the same URL is checked in a JS-enabled context whose app scripts are
 * blocked, so that what axe sees is the no-JS page.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const javaScriptEnabled = base.info().project.use.javaScriptEnabled !== false;
  if (javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
    return;
  }
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({
    javaScriptEnabled: true,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  await context.addCookies(await page.context().cookies());
  const checkPage = await context.newPage();
  await checkPage.route("**/build/**/*.js", (route) => route.abort());
  await checkPage.goto(page.url());
  const results = await new AxeBuilder({ page: checkPage }).analyze();
  await context.close();
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}

export function randomIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

/**
 * Every test comes from its own client address (X-Forwarded-For, trusted one hop in the harness), so
 * that rate limits count per test as they count per visitor. Its API requests (`page.request`, `request`) are sent
 * as the site's own page would send them: a browser names the origin of every form it posts (Origin, Referer or
 * fetch metadata), and the site refuses a POST that names none (decision record 0058); Playwright's API client
 * sends none of them by itself. A test that sends another Origin, or its own Sec-Fetch-Site, still gets it refused.
 * Only the API clients say it: Chromium fails every request of a page whose context sets a Sec-Fetch-* header
 * (net::ERR_INVALID_ARGUMENT), so in `extraHTTPHeaders` it would keep pages from loading their scripts.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": randomIp() });
  },
  context: async ({ context }, use) => {
    sameOriginApi(context.request);
    await use(context);
  },
  request: async ({ request }, use) => {
    sameOriginApi(request);
    await use(request);
  },
});

/** Makes an API client's requests say `Sec-Fetch-Site: same-origin` unless the test set that header itself. */
function sameOriginApi(api: APIRequestContext): void {
  const fetch = api.fetch.bind(api);
  api.fetch = (urlOrRequest, options = {}) =>
    fetch(urlOrRequest, { ...options, headers: { "Sec-Fetch-Site": "same-origin", ...options.headers } });
}

export { expect };

/**
 * Watches a page from now on for console errors, uncaught exceptions, failed requests and answers
 * of 400 or more; `expectNone()` fails the test with the list. Requests the browser itself cancels
 * (a navigation superseding a prefetch: net::ERR_ABORTED) are not problems.
 */
export function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  // With JavaScript switched off Chromium refuses the page's module scripts and preloads, reporting
  // them as "csp" failures: that is the switch working, not a problem of the page.
  const scriptsRefused = base.info().project.use.javaScriptEnabled === false;
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "failed";
    if (scriptsRefused && failure === "csp" && request.resourceType() === "script") return;
    if (!failure.includes("ERR_ABORTED")) problems.push(`request failed: ${request.url()} (${failure})`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    problems,
    expectNone() {
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

/** Answers the built-in captcha of the form: reads the sum from its label ("Captcha: What is 3 + 4?"). */
export async function solveCaptcha(form: Locator, answer?: string): Promise<void> {
  const label = await form.locator("label", { hasText: "Captcha:" }).innerText();
  const match = /What is (\d+) \+ (\d+)\?/.exec(label);
  if (!match) throw new Error(`no captcha question in "${label}"`);
  await form.getByLabel(/Captcha:/).fill(answer ?? String(Number(match[1]) + Number(match[2])));
}

/** Waits out the harness's time-trap (FORM_MIN_FILL_MS = 300) so that a fast robot test counts as a person. */
export async function waitOutTimeTrap(page: Page): Promise<void> {
  await page.waitForTimeout(350);
}

/**
 * A fresh form token "served" at a chosen time (e.g. in the future, so it is always too fast), with its captcha
 * answer: sealed as the app seals the tokens it serves (app/services/form-token.server.ts), with the secret the
 * harness starts it with. Each token is accepted once.
 */
export function mintFormToken(formName: string, issuedAt = Date.now()): { token: string; answer: string } {
  const sum = randomInt(2, 19);
  return { token: sealFormToken(TEST_SESSION_SECRET, formName, { issuedAt, sum }), answer: String(sum) };
}

/**
 * Opens a content page and checks what every one shares: status 200, one h1 with the given text, its own title and
 * description, sized images with alt texts, and (unless it `hydrates`) no application script at all.
 */
export async function openPage(
  page: Page,
  path: string,
  h1: string | RegExp,
  title: RegExp,
  { hydrates = false } = {},
): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expectPageBasics(page, h1, title, { hydrates });
}

/**
 * What every page shares: one h1 with the given text, its own title and description, sized images with alt
 * texts (not empty with `describedImages`: no decorative picture in the content), and (when `hydrates` is false) no
 * application script at all.
 */
export async function expectPageBasics(
  page: Page,
  h1: string | RegExp,
  title: RegExp,
  { hydrates = true, describedImages = false } = {},
): Promise<void> {
  const headings = page.getByRole("heading", { level: 1 });
  await expect(headings).toHaveCount(1);
  await expect(headings).toHaveText(h1);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\w{3,}.{20,}/);
  if (!hydrates) await expect(page.locator("script[src]")).toHaveCount(0);
  // Every <img>, decorative ones too (those have no role, so a role query would skip them).
  for (const img of await page.getByRole("main").locator("img").all()) {
    await expect(img).toHaveAttribute("width", /^\d+$/);
    await expect(img).toHaveAttribute("height", /^\d+$/);
    await expect(img).toHaveAttribute("alt", describedImages ? /\w+/ : /.*/);
  }
}

/** Nothing in the page content is wider than a 320 px phone screen. */
export async function expectFitsSmallPhone(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path);
  const overflow = await page.getByRole("main").evaluate((main) => main.scrollWidth - main.clientWidth);
  expect(overflow, `${path} is wider than 320 px`).toBeLessThanOrEqual(0);
}

/** The board's "Your trainer profile" panel (/training-requirements), named by its heading. */
export function localProfilePanel(page: Page): Locator {
  return page.getByRole("complementary", { name: "Your trainer profile" });
}

/** Saves the board's local profile (the visitor is on /training-requirements) and waits for its confirmation. */
export async function saveLocalProfile(page: Page, mobile: string, skills?: string): Promise<Locator> {
  const panel = localProfilePanel(page);
  await panel.getByLabel("Mobile Number").fill(mobile);
  if (skills !== undefined) await panel.getByLabel("Skills").fill(skills);
  await panel.getByRole("button", { name: "Save Profile" }).click();
  await expect(panel.getByText("Profile saved successfully!")).toBeVisible();
  return panel;
}

export type VendorRating = { name: string; website: string; rating: string; description: string };

/** The vendor rating form on /vendors-rating. */
export function vendorRatingForm(page: Page): Locator {
  return page.locator("#vendor-rating-form");
}

/** Fills the vendor rating form (the visitor is signed in on /vendors-rating) and sends it after the time trap. */
export async function rateVendor(page: Page, values: VendorRating): Promise<Locator> {
  const form = vendorRatingForm(page);
  await form.getByLabel("Vendor Name").fill(values.name);
  await form.getByLabel("Website").fill(values.website);
  await form.getByLabel("Rating").fill(values.rating);
  await form.getByLabel("Description").fill(values.description);
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: "Submit Rating" }).click();
  return form;
}

/** The requirement cards on the board (/training-requirements), in their order. */
export function requirementCards(page: Page): Locator {
  return page.getByRole("list", { name: "Training requirements" }).getByRole("listitem");
}

/** The vendor cards on /vendors-rating, highest rated first. */
export function vendorCards(page: Page): Locator {
  return page.getByRole("list", { name: "Rated vendors" }).getByRole("listitem");
}
