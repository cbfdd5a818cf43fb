/**
 * A signed-in browser without the sign-in flow (issue 26 section 4): the harness's control server makes the session
 * as sign-in does (a sessions row, the signed cookie that names it, app/host.server.ts `sessionCookie`), and
 * the cookie goes into the page's context. For specs that are not about signing in; sign-in.spec, the first-run and
 * the form-drafts specs keep the real flow (`signIn`, `signInLocally` in fixtures.ts).
 */
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, LOCAL_ADMIN_EMAIL, localSignInPorts, testPorts } from "./ports";
import { test as base, uniqueEmail } from "./fixtures";

export type Identity = { name: string; email: string };

function controlUrl(): string {
  const local = base.info().project.name === "local-sign-in";
  return `http://127.0.0.1:${(local ? localSignInPorts() : testPorts()).control}`;
}

/** Signs `page`'s browser context in as `identity`, then opens `startPath` (if given). */
export async function signedInAs(page: Page, identity: Identity, startPath?: string): Promise<void> {
  const response = await fetch(`${controlUrl()}/session`, { method: "POST", body: JSON.stringify(identity) });
  if (!response.ok) throw new Error(`control /session failed: ${response.status} ${await response.text()}`);
  const cookie = (await response.json()) as { name: string; value: string };
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error("signedInAs needs the project's baseURL");
  await page.context().addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  if (startPath) await page.goto(startPath);
}

/** The administrator of the running harness (ADMIN_EMAILS), signed in directly. */
export async function signedInAsAdmin(page: Page, startPath?: string): Promise<void> {
  const local = base.info().project.name === "local-sign-in";
  await signedInAs(page, { name: "Site Admin", email: local ? LOCAL_ADMIN_EMAIL : ADMIN_EMAIL }, startPath);
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
