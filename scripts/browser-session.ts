/**
 * What the browser scripts (scripts/screenshots.ts, scripts/design-shots.ts) do before they look at a page: sign
 * in through the local sign-in, post a requirement as a company to reach its manage page, load the lazy images. Both need a server
 * with the local sign-in on and the form's time trap off (LOCAL_SIGN_IN=1, FORM_MIN_FILL_MS=0).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { paths } from "~/lib/paths";

/** The administrator of the local sign-in (README.md, first run). */
export const ADMIN = { name: "Site Admin", email: "admin@localhost" };

export async function signInLocally(
  context: BrowserContext,
  baseUrl: string,
  who: { name: string; email: string },
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${paths.authLocal()}`);
  await page.getByLabel("Your Name").fill(who.name);
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByRole("button", { name: "Sign in locally" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).waitFor();
  await page.close();
}

/**
 * A company posts a requirement; its manage link is read from the held confirmation mail in the back office.
 * The company's address is a long single word (meera.shah@globex.example) so that the back office's tables are
 * checked with one. `admin` is a context signed in as ADMIN.
 */
export async function manageLink(visitor: BrowserContext, admin: BrowserContext, baseUrl: string): Promise<string> {
  const page = await visitor.newPage();
  await page.goto(`${baseUrl}${paths.postRequirement}`);
  const form = page.locator("#requirement-form");
  await form.getByLabel("Your Name", { exact: true }).fill("Meera Shah");
  await form.getByLabel("Your Email", { exact: true }).fill("meera.shah@globex.example");
  await form.getByLabel("Mobile Number", { exact: true }).fill("9820012345");
  await form.getByLabel("Training Topic", { exact: true }).fill("Kubernetes for platform engineers");
  await form
    .getByLabel("Requirement Details", { exact: true })
    .fill("Two days of hands-on Kubernetes for 8 engineers, on site in Pune.");
  const question = await form.locator("label", { hasText: "Captcha:" }).innerText();
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(question) ?? [];
  await form.getByLabel(/Captcha:/).fill(String(Number(a) + Number(b)));
  await form.getByRole("button", { name: "Submit Requirement" }).click();
  await page.getByText(/Your training requirement has been received/).waitFor();
  await page.close();

  const inbox = await admin.newPage();
  for (let attempt = 0; ; attempt++) {
    await inbox.goto(`${baseUrl}${paths.adminOutbox}`);
    const mail = inbox.getByRole("link", { name: /^We received your training requirement/ });
    if (await mail.count()) {
      await mail.first().click();
      break;
    }
    if (attempt > 40) throw new Error("the requirement's confirmation mail never reached the outbox");
    await inbox.waitForTimeout(250);
  }
  const href = await inbox
    .getByRole("region", { name: "Mail text" })
    .getByRole("link", { name: /\/requirements\/manage\// })
    .getAttribute("href");
  await inbox.close();
  if (!href) throw new Error("no manage link in the confirmation mail");
  return new URL(href).pathname;
}

/**
 * Lazy images below the fold only load when scrolled to: scroll through the page first, then make them eager,
 * because a full-page capture does not scroll and would show their boxes empty.
 */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 800) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    window.scrollTo(0, 0);
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = "eager"));
    // decode() waits for a rendered frame, which a page the browser deems in the background may never get:
    // an image that has not decoded in 5 s is left to the caller's broken-image check.
    const settled = Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}
