/**
 * A signed-in browser without the sign-in flow (decision records 0043 and 0067): the test makes the session as
 * sign-in does (a sessions row, `build.session`, and the signed cookie that names it, signed here with the secret the
 * harness starts the app with), and the cookie goes into the page's context. For specs that are not about signing in;
 * sign-in.spec, the first-run and the form-drafts specs keep the real flow (`signIn`, `signInLocally` in fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, LOCAL_ADMIN_EMAIL, TEST_SESSION_SECRET } from "./ports";
import { test as base, build, uniqueEmail } from "./fixtures";
import { SESSION_ID_KEY, sessionCookieStorage } from "~/infra/session.server";

export type Identity = { name: string; email: string };

const localProject = () => base.info().project.name === "local-sign-in";

/** The administrator of the running test's harness (its ADMIN_EMAILS, or a fresh start's admin@localhost). */
const adminEmail = () => (localProject() ? LOCAL_ADMIN_EMAIL : ADMIN_EMAIL);

/** Signs `page`'s browser context in as `identity`, then opens `startPath` (if given). */
export async function signedInAs(page: Page, identity: Identity, startPath?: string): Promise<void> {
  const admin = identity.email.toLowerCase() === adminEmail();
  const { id } = await build.session({ ...identity, admin });
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error("signedInAs needs the project's baseURL");
  // The harness serves http://localhost: the cookie is not Secure, as sessionStorage() makes it on such an origin.
  const storage = sessionCookieStorage([TEST_SESSION_SECRET], baseURL.startsWith("https:"));
  const session = await storage.getSession();
  session.set(SESSION_ID_KEY, id);
  const [pair = ""] = (await storage.commitSession(session)).split(";");
  const at = pair.indexOf("=");
  await page
    .context()
    .addCookies([
      { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL, httpOnly: true, sameSite: "Lax" },
    ]);
  if (startPath) await page.goto(startPath);
}

/** The administrator of the running harness (ADMIN_EMAILS), signed in directly. */
export async function signedInAsAdmin(page: Page, startPath?: string): Promise<void> {
  await signedInAs(page, { name: "Site Admin", email: adminEmail() }, startPath);
}

/**
 * The site's `test` with two more fixtures: `trainer`, a page signed in as a fresh trainer (its identity on
 * `trainer.identity`), and `admin`, a page signed in as the administrator.
 */
export const test = base.extend<{ trainer: Page & { identity: Identity }; admin: Page }>({
  trainer: async ({ page }, use) => {
    const identity = { name: "Test Trainer", email: uniqueEmail("trainer") };
    await signedInAs(page, identity);
    await use(Object.assign(page, { identity }));
  },
  admin: async ({ page }, use) => {
    await signedInAsAdmin(page);
    await use(page);
  },
});
export { expect } from "./fixtures";
