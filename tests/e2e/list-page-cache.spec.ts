import type { APIRequestContext } from "@playwright/test";
import { build, expect, test } from "../support/fixtures";
import { directoryTrainer } from "../support/directory";
import { publishedRequirement, uniqueWord } from "../support/marketplace";
import { paths } from "~/lib/paths";

/**
 * The board, the vendor page, the trainer directory and the course catalogue are kept by the page cache for visitors without a cookie, one copy per query
 * string the site's own links and forms make (handle.cachedList, decision record 0044), and a kept copy is
 * dropped as soon as its list changes. A kept answer is told apart from a render by its ETag (Remix's own
 * answers carry none).
 */

/**
 * The page's answer once it shows `text`, asked for until 1 s has passed: on PostgreSQL a write reaches the server
 * through LISTEN/NOTIFY a few milliseconds after it is made, and the promise is "within 1 s".
 */
async function answerShowing(visitor: APIRequestContext, url: string, text: string) {
  let answer = { etag: undefined as string | undefined, html: "" };
  await expect
    .poll(
      async () => {
        const response = await visitor.get(url);
        expect(response.status()).toBe(200);
        answer = { etag: response.headers()["etag"], html: await response.text() };
        return answer.html.includes(text);
      },
      { timeout: 1_000, intervals: [50] },
    )
    .toBe(true);
  return answer;
}

test("the board's kept answer changes as soon as a requirement is published", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const word = uniqueWord();
  const url = `${paths.board()}?q=${word}`;
  const before = await visitor.get(url);
  expect(before.status()).toBe(200);
  const etag = before.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);
  expect(await before.text()).toContain("No requirements match your search.");
  const again = await visitor.get(url, { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);

  // Written straight into the database, as another process or an operator would: the database announces it.
  const { id } = await publishedRequirement(`Kept board ${word}`, `Two days of ${word} for our team.`);
  const after = await answerShowing(visitor, url, `Kept board ${word}`);
  expect(after.etag).toMatch(/^W\/".+"$/);
  expect(after.etag).not.toBe(etag);
  expect(after.html).toContain("1 requirement matching");

  await build.update.requirement(id, { status: "closed" });
  const closed = await answerShowing(visitor, url, "No requirements match your search.");
  // Not the first ETag again necessarily: other tests' share clicks change the page's share total meanwhile.
  expect(closed.etag).not.toBe(after.etag);
  await visitor.dispose();
});

test("the directory's kept answer changes as soon as a trainer is listed", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const word = uniqueWord();
  const url = paths.trainers({ q: word, mode: "online" });
  const before = await visitor.get(url);
  expect(before.headers()["etag"]).toMatch(/^W\/".+"$/);
  expect(await before.text()).toContain("No trainer in the directory matches this search.");

  await directoryTrainer(`Kept ${word}`, { mode: "online" });
  const after = await answerShowing(visitor, url, `Kept ${word}`);
  expect(after.etag).toMatch(/^W\/".+"$/);
  expect(after.etag).not.toBe(before.headers()["etag"]);
  await visitor.dispose();
});

test("only the query strings of the site's own links and forms are kept", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const word = uniqueWord();
  for (const kept of [`?q=${word}`, `?q=${word}&pages=2`, "?q=", ""]) {
    const answer = await visitor.get(`${paths.board()}${kept}`);
    expect(answer.status(), kept).toBe(200);
    expect(answer.headers()["etag"], kept).toBeTruthy();
  }
  for (const notKept of [`?q=${word}&utm_source=x`, `?q=${word}&q=${word}`, `?q=%20${word}`, "?pages=0", "?pages=a"]) {
    const answer = await visitor.get(`${paths.board()}${notKept}`);
    expect(answer.status(), notKept).toBe(200);
    expect(answer.headers()["etag"], notKept).toBeUndefined();
  }
  const withCookie = await visitor.get(paths.board(), { headers: { Cookie: "somebody=1" } });
  expect(withCookie.headers()["etag"]).toBeUndefined();
  await visitor.dispose();
});

test("the kept vendor page gives every visitor a form token of their own", async ({ playwright, baseURL }) => {
  const tokenIn = (html: string) => /<input[^>]*name="form_token"[^>]*value="([^"]+)"/.exec(html)?.[1];
  const tokens: string[] = [];
  for (let visitor = 0; visitor < 2; visitor += 1) {
    const context = await playwright.request.newContext({ baseURL });
    const answer = await context.get(`${paths.vendorsRating()}?page=1`);
    expect(answer.status()).toBe(200);
    // A revalidated copy would carry a spent token: a page with a challenge has no ETag.
    expect(answer.headers()["etag"]).toBeUndefined();
    const html = await answer.text();
    expect(html).not.toMatch(/pagecache[0-9a-f]{24}/);
    const token = tokenIn(html) ?? "";
    expect(token).toMatch(/^[\w-]{40,}$/);
    tokens.push(token);
    await context.dispose();
  }
  expect(tokens[0]).not.toBe(tokens[1]);
});
