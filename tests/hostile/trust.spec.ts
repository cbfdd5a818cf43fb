import { expect, test } from "@playwright/test";
import { count } from "drizzle-orm";
import * as schema from "~drizzle/schema";
import { testDb } from "../support/fixtures";
import { BASE, expectHealthy, FORM, ORIGIN, sendHostile, urlencoded } from "./client";
import { paths } from "~/lib/paths";

/**
 * The form-draft store cannot be filled by one client (its Sign In counts against
 * RATE_LIMIT_PER_MINUTE, 10 in the harness, before the body is read), and a POST that names no origin at all is
 * refused unless fetch metadata says it is same-origin; our host under another scheme or port is
 * another origin.
 */

const draftRows = async () => (await testDb().select({ n: count() }).from(schema.formDrafts))[0]!.n;

test("a flood of 200 sign-in drafts from one client gets 429 after the 10th, and keeps nothing past it", async () => {
  const client = { "X-Forwarded-For": "10.97.37.1" };
  const typed = "d".repeat(15_000);
  const before = await draftRows();
  const statuses: number[] = [];
  let refused = "";
  for (let i = 0; i < 200; i += 1) {
    const sent = await sendHostile(
      {
        path: paths.signIn,
        headers: { ...ORIGIN, "Content-Type": FORM, ...client },
        body: urlencoded([
          ["sign_in_form", "vendor-rating"],
          ["redirectTo", paths.vendorsRating()],
          ["name", `Flood ${i}`],
          ["description", typed],
        ]),
      },
      `sign-in draft ${i}`,
    );
    statuses.push(sent.status);
    if (sent.status === 429) refused = sent.body;
  }
  expect(
    statuses.slice(0, 10).every((status) => status >= 300 && status < 400),
    statuses.join(","),
  ).toBe(true);
  expect(
    statuses.slice(10).every((status) => status === 429),
    statuses.join(","),
  ).toBe(true);
  // A readable page that says why, and that nothing was kept.
  expect(refused).toContain("<h1>Please wait a minute</h1>");
  expect(refused).toContain("Too many sign-ins from your connection in the last minute, so nothing you typed was kept");
  // Each kept draft replaces nothing (no cookie was sent back), so at most 10 rows came from this client.
  expect((await draftRows()) - before).toBeLessThanOrEqual(10);
  // Another client is not held back by this one.
  const other = await sendHostile(
    {
      path: paths.signIn,
      headers: { ...ORIGIN, "Content-Type": FORM, "X-Forwarded-For": "10.97.37.2" },
      body: urlencoded([
        ["sign_in_form", "vendor-rating"],
        ["redirectTo", paths.vendorsRating()],
        ["name", "Someone else"],
      ]),
    },
    "another client's sign-in",
  );
  expect(other.status).toBeLessThan(400);
  await expectHealthy("the sign-in flood");
});

test("a POST with neither Origin nor Referer is refused unless fetch metadata says same-origin", async () => {
  const post = (headers: Record<string, string>) =>
    sendHostile(
      { path: paths.signOut, headers: { "Content-Type": FORM, ...headers }, body: urlencoded([["redirectTo", "/"]]) },
      `sign-out with ${JSON.stringify(headers)}`,
    );
  const bare = await post({});
  expect(bare.status).toBe(403);
  expect(bare.body).toContain("This form can only be sent from our own site.");
  expect((await post({ "Sec-Fetch-Site": "same-site" })).status).toBe(403);
  expect((await post({ "Sec-Fetch-Site": "none" })).status).toBe(403);
  expect((await post({ "Sec-Fetch-Site": "same-origin" })).status).toBe(302);
  expect((await post({ Referer: `${BASE}/contact` })).status).toBe(302);
  expect((await post({ Referer: "https://evil.example/" })).status).toBe(403);
  // A mail's one-click unsubscribe (RFC 8058) comes from mail servers without any of them: not refused as cross-site.
  const oneClick = await sendHostile(
    {
      path: paths.alertsUnsubscribe("A".repeat(43)),
      headers: { "Content-Type": FORM },
      body: urlencoded([["List-Unsubscribe", "One-Click"]]),
    },
    "one-click unsubscribe without Origin",
  );
  expect(oneClick.status).not.toBe(403);
});

test("our own host under another scheme or port is another origin", async () => {
  const { port } = new URL(BASE);
  for (const origin of [`https://localhost:${port}`, "http://localhost", `http://localhost:${Number(port) + 1}`]) {
    const sent = await sendHostile(
      {
        path: paths.signOut,
        headers: { "Content-Type": FORM, Origin: origin },
        body: urlencoded([["redirectTo", "/"]]),
      },
      `sign-out from ${origin}`,
    );
    expect(sent.status, origin).toBe(403);
  }
  const ours = await sendHostile(
    { path: paths.signOut, headers: { "Content-Type": FORM, ...ORIGIN }, body: urlencoded([["redirectTo", "/"]]) },
    "sign-out from our origin",
  );
  expect(ours.status).toBe(302);
});

/** A browser's request: the page cache keeps no page for a crawler (Node's fetch says "node"). */
const BROWSER = {
  Accept: "text/html",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};

/** The board's share total as a fresh render shows it (`<strong>N</strong> shares`, React's text separators between). */
const shareTotal = (html: string) =>
  Number(/<strong>(\d+)<\/strong>(?:<!-- -->|\s)*shares?\b/.exec(html)?.[1] ?? Number.NaN);

test("shares from 40 visitors leave the kept board alone: the copy kept before them is answered after them", async () => {
  const word = `kept${Date.now().toString(36)}`;
  const board = (q: string, headers: Record<string, string> = {}) =>
    sendHostile({ method: "GET", path: `${paths.board()}?q=${q}`, headers: { ...BROWSER, ...headers } }, q);
  // A kept copy lives 5 seconds: a round that took longer says nothing either way, and is tried again.
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    const before = shareTotal((await board(`${word}before${round}`)).body);
    const kept = await board(`${word}${round}`);
    const etag = kept.headers.get("ETag");
    expect(etag).toMatch(/^W\/".+"$/);
    const networks = ["whatsapp", "linkedin", "messenger", "facebook", "twitter"];
    // Each from its own client address (sendHostile's), so each one counts and announces a list change.
    const shares = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sendHostile({ method: "GET", path: paths.share(networks[i % 5]!, paths.board()) }, `share ${i}`),
      ),
    );
    expect(shares.map((share) => share.status)).toEqual(Array(40).fill(302));
    const again = await board(`${word}${round}`, { "If-None-Match": etag! });
    const after = shareTotal((await board(`${word}after${round}`)).body);
    if (performance.now() - started > 4_000) continue;
    expect(after - before, "the shares were counted").toBeGreaterThanOrEqual(40);
    expect(again.status, "the kept board was dropped by a share").toBe(304);
    return;
  }
  throw new Error("three rounds each took over 4 s, longer than a kept page lives: nothing was shown");
});
