import type { Page } from "@playwright/test";
import { expect, saveLocalProfile, test, uniqueEmail } from "../support/fixtures";
import { publishedRequirement, savedTrainerProfile, uniqueWord } from "../support/marketplace";
import { signedInAs } from "../support/session";
import { paths, requirementAnchor } from "~/lib/paths";

/**
 * A signed-in trainer's board shows what changed at once: it is rendered for each request (decision record 0061; it
 * was kept per visitor before, 0052), from the lists and the per-visitor values kept in memory (decision 0050), each
 * dropped as soon as what it holds changes, in this process or (announced by the database) in another. Each test
 * opens the board twice first, as a visitor who reloads it does. This process's own writes (Apply, a profile save,
 * sign-out) must show on the very next answer; a write made through the harness (as another process would) is
 * announced at its commit, and is waited for at most 2.5 s (1 s is the promise; a loaded machine's page load takes
 * part of it), well before anything kept would have expired by itself.
 */

/** Opens `url` until `check` passes, for at most `timeout` ms. */
async function openShowing(page: Page, url: string, check: () => Promise<void>, timeout = 2_500) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout, intervals: [50] });
}

/** Set-up: a requirement made through the harness reaches the board's list cache (its rebuild may take a while). */
const SET_UP_MS = 15_000;

/** The Cookie header the page's browser sends to the site. */
async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

const NOTHING_FOUND = "No requirements match your search.";

test("a trainer's board shows a requirement published meanwhile", async ({ page }) => {
  const word = uniqueWord();
  const url = paths.board({ q: word });
  await signedInAs(page, { email: uniqueEmail("kept"), name: "Kim Kept" }, url);
  await page.goto(url);
  await expect(page.getByText(NOTHING_FOUND)).toBeVisible();

  // Written straight into the database, as another process would: the database announces it.
  const { id } = await publishedRequirement(`Kept board ${word}`, `Two days of ${word} for our team.`);
  await openShowing(page, url, () => expect(page.locator(`#${requirementAnchor(id)}`)).toBeVisible({ timeout: 0 }));
});

test("a trainer's own Apply shows as applied on the board's next answer", async ({ page }) => {
  const word = uniqueWord();
  const email = uniqueEmail("kept");
  await savedTrainerProfile(email);
  const { id } = await publishedRequirement(`Apply here ${word}`, `Three days of ${word}.`);
  const url = paths.board({ q: word });
  const card = page.locator(`#${requirementAnchor(id)}`);
  await signedInAs(page, { email, name: "Abe Applier" });
  await openShowing(page, url, () => expect(card).toBeVisible({ timeout: 0 }), SET_UP_MS);
  await page.goto(url);
  await expect(card.getByRole("button", { name: "Apply" })).toBeVisible();

  await card.getByRole("button", { name: "Apply" }).click();
  await expect(card.getByText("Applied!")).toBeVisible();
  await page.goto(url);
  await expect(card.getByText("Applied!")).toBeVisible();
  await expect(card.getByRole("button", { name: "Apply" })).toHaveCount(0);
});

test("a profile save shows its skills matched on the board's next answer, and its message once", async ({ page }) => {
  const word = uniqueWord();
  const email = uniqueEmail("kept");
  await savedTrainerProfile(email, { skills: [] });
  const { id } = await publishedRequirement(`Match me ${word}`, `A course on ${word} for twelve people.`);
  const url = paths.board({ q: word });
  const card = page.locator(`#${requirementAnchor(id)}`);
  await signedInAs(page, { email, name: "Mia Matcher" });
  await openShowing(page, url, () => expect(card).toBeVisible({ timeout: 0 }), SET_UP_MS);
  await page.goto(url);
  await expect(card.getByText("Matched on:")).toHaveCount(0);

  // The panel's Save Profile saves the trainer profile and comes back to the board with a message (a flash).
  await saveLocalProfile(page, "9845012345", word);
  await page.goto(url);
  await expect(card.getByText(`Matched on: ${word}`)).toBeVisible();
  await expect(page.getByText("Profile saved successfully!")).toHaveCount(0);
});

test("after sign-out the old cookie gets the signed-out board, never the trainer's", async ({ page }) => {
  const email = uniqueEmail("kept");
  const url = new URL(paths.board(), test.info().project.use.baseURL);
  await signedInAs(page, { email, name: "Sid Signout" }, paths.board());
  await expect(page.getByTitle(email)).toBeVisible();
  const cookie = await cookieHeader(page);
  // A browser's User-Agent: a crawler's (fetch's own is one) gets a render of its own.
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const board = async () => {
    const answer = await fetch(url, { headers: { Cookie: cookie, Accept: "text/html", "User-Agent": userAgent } });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  // The same Cookie header twice, as a reload sends it.
  await board();
  expect(await board()).toContain(email);

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  // The old cookie sent again (a copied cookie, a tab that never saw the sign-out): at once, the signed-out board.
  const replay = await board();
  expect(replay).not.toContain(email);
  expect(replay).not.toContain("Sign Out");
});

test("two trainers never see each other's board", async ({ browser }) => {
  const word = uniqueWord();
  const url = paths.board({ q: word });
  const trainers = [
    { email: uniqueEmail("one"), name: "Ona First" },
    { email: uniqueEmail("two"), name: "Tom Second" },
  ];
  const pages: Page[] = [];
  for (const trainer of trainers) {
    await savedTrainerProfile(trainer.email);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedInAs(page, trainer, url);
    pages.push(page);
  }
  // Taking turns, twice each.
  for (let round = 0; round < 2; round += 1) {
    for (const [index, page] of pages.entries()) {
      await page.goto(url);
      await expect(page.getByTitle(trainers[index]!.email)).toBeVisible();
      await expect(page.getByTitle(trainers[1 - index]!.email)).toHaveCount(0);
      expect(await page.content()).not.toContain(trainers[1 - index]!.email);
    }
  }
  for (const page of pages) await page.context().close();
});
