import { expect, test } from "@playwright/test";
import { uniqueEmail } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { BASE } from "./client";
import { paths } from "~/lib/paths";

/**
 * Crafted cookies against a signed-in trainer's board: no crafted Cookie header (a forged session cookie, two session
 * cookies, a huge header) is ever answered with the trainer's board, and none leaves a page that another visitor
 * gets. The page cache keeps pages for visitors without cookies only (server/page-cache.ts, decision record 0061);
 * these guarantees held when it kept visitors' pages too (0052), and must hold for whatever keeps pages next.
 */
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function board(cookie: string | null, path = paths.board()) {
  const headers: Record<string, string> = { Accept: "text/html", "User-Agent": USER_AGENT };
  if (cookie !== null) headers.Cookie = cookie;
  const answer = await fetch(`${BASE}${path}`, { headers, redirect: "manual" });
  return { status: answer.status, html: await answer.text() };
}

test("crafted cookies never get a trainer's board, and leave nothing for anyone else", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("kept-hostile");
  await signedInAs(page, { email, name: "Kay Kept" });
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("edukon_session"));
  await context.close();
  expect(session).toBeDefined();
  const own = `${session!.name}=${session!.value}`;
  // The trainer's board, twice, as a reload asks for it.
  for (let round = 0; round < 2; round += 1) expect((await board(own)).html).toContain(email);

  const forgedValue = `${session!.value.slice(0, -4)}AAAA`;
  const forged = `${session!.name}=${forgedValue}`;
  const padding = `pad=${"x".repeat(6000)}`;
  const crafted = [
    forged,
    `${forged}; ${own}`,
    `${session!.name}=${session!.value}x`,
    `${padding}`,
    `${padding}; ${forged}`,
    `${own}`.toUpperCase(),
    "",
  ];
  for (const cookie of crafted) {
    for (let round = 0; round < 2; round += 1) {
      const answer = await board(cookie);
      expect([200, 400]).toContain(answer.status);
      expect(answer.html, `Cookie: ${cookie.slice(0, 80)}`).not.toContain(email);
    }
  }
  // A huge header that holds the real cookie is the trainer's own request.
  expect((await board(`${own}; ${padding}`)).html).toContain(email);
  expect((await board(padding)).html).not.toContain(email);
  // Nobody else got the trainer's page meanwhile: a visitor without cookies, nor one with someone else's.
  expect((await board(null)).html).not.toContain(email);
  expect((await board(forged)).html).not.toContain(email);
  expect((await board(own)).html).toContain(email);
});

test("a HEAD keeps nothing: the next GET with the same cookies gets the whole page", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("kept-head");
  await signedInAs(page, { email, name: "Hal Head" });
  const cookie = (await context.cookies()).map((each) => `${each.name}=${each.value}`).join("; ");
  await context.close();
  const path = `${paths.board()}?q=head`;
  const head = await fetch(`${BASE}${path}`, { method: "HEAD", headers: { Cookie: cookie, "User-Agent": USER_AGENT } });
  expect(head.status).toBe(200);
  for (let round = 0; round < 2; round += 1) {
    const answer = await board(cookie, path);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(email);
    expect(answer.html).toContain("</html>");
  }
});
