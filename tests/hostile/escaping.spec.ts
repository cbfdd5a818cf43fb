import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import * as schema from "~drizzle/schema";
import { build, testDb } from "../support/fixtures";
import { signedInAsAdmin } from "../support/session";
import { BASE } from "./client";
import { paths } from "~/lib/paths";

/**
 * Stored text is shown as text wherever it is shown ("the text is shown escaped
 * everywhere"): rows holding markup and script are put in the database as a form would store them,
 * then every page and feed that shows them is read, as an admin and as a visitor.
 */
const marker = `hostile${Date.now()}`;
const PAYLOADS = [
  `<img data-hostile src=x onerror="window.__hostile=1">${marker}`,
  `<script>window.__hostile=1</script>${marker}`,
  `"><svg data-hostile onload="window.__hostile=1">${marker}`,
  `</textarea><b data-hostile>${marker}</b>`,
  `javascript:window.__hostile=1//${marker}`,
];
const text = PAYLOADS.join(" \u202e ");

// Each worker (and a retry) runs this: the vendor rows are written once whoever comes first.
test.beforeAll(async () => {
  const short = text.slice(0, 400);
  await build.requirement({
    topic: text,
    title: text,
    details: text,
    deliveryLocation: null,
    company: {
      formName: "contact",
      name: short,
      email: "hostile@example.com",
      phone: "9876543210",
      subject: short,
      description: short,
    },
  });
  const db = testDb();
  const [vendor] = await db
    .insert(schema.vendors)
    .values({
      name: text,
      website: "https://hostile.example",
      normalizedWebsite: `hostile.example/${marker}`,
      description: text,
      status: "approved",
    })
    .onConflictDoUpdate({ target: schema.vendors.normalizedWebsite, set: { name: sql`excluded.name` } })
    .returning({ id: schema.vendors.id });
  await db
    .insert(schema.vendorRatings)
    .values({ vendorId: vendor!.id, userEmail: "hostile@example.com", rating: 4, comment: text, status: "pending" })
    .onConflictDoNothing();
});

/** The page shows the marker as text, and none of the markup became an element or ran. */
async function expectEscaped(page: Page, path: string, options: { shown: boolean }) {
  await page.goto(path);
  if (options.shown) await expect(page.getByText(marker).first()).toBeAttached({ timeout: 10_000 });
  await expect(page.locator("[data-hostile]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __hostile?: number }).__hostile)).toBeUndefined();
  const html = await page.content();
  for (const payload of PAYLOADS) {
    const tag = /<(img|script|svg|b) data-hostile|<script>window/.exec(payload)?.[0];
    if (tag) expect(html, `${path} holds ${tag} as markup`).not.toContain(tag);
  }
  const links = await page.locator("a[href^='javascript:' i]").count();
  expect(links, `${path} links to javascript:`).toBe(0);
}

/** Both lists are cached for a few seconds (docs/product.md section 9), and rows written here bypass the app. */
async function waitForListed(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.getByText(marker).count();
      },
      { timeout: 15_000, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThan(0);
}

test("the board and the vendor list show stored markup as text", async ({ page }) => {
  await waitForListed(page, paths.board());
  await expectEscaped(page, paths.board(), { shown: true });
  await waitForListed(page, paths.vendorsRating({ q: marker }));
  await expectEscaped(page, paths.vendorsRating({ q: marker }), { shown: true });
});

test("the back office shows stored markup as text", async ({ page }) => {
  await signedInAsAdmin(page);
  for (const path of [paths.adminEnquiries(), paths.adminRequirements({ status: "published" }), paths.adminVendors]) {
    await expectEscaped(page, path, { shown: true });
  }
  await expectEscaped(page, paths.admin, { shown: false });
});

test("the outbox and a mail's page show a stored subject, text, header and file name as text", async ({ page }) => {
  const mail = await build.outboxMail({
    to: "hostile@example.com",
    replyTo: text,
    subject: text,
    textBody: text,
    headers: { "List-Unsubscribe": text },
    status: "held",
    lastError: text,
  });
  await build.outboxAttachment({ outboxId: mail.id, fileName: text, contentType: text, content: Buffer.from([0]) });
  await signedInAsAdmin(page);
  await expectEscaped(page, paths.adminOutbox, { shown: true });
  await expectEscaped(page, paths.adminOutboxMail(mail.id), { shown: true });
});

test("the JSON feeds and the CSV hand the text over as data", async ({ request }) => {
  // The feed reads the same cached list as the board, so the new row shows within a few seconds.
  await expect
    .poll(
      async () => {
        const requirements = await request.get(`${BASE}${paths.requirementsFeed}`);
        expect(requirements.headers()["content-type"]).toContain("application/json");
        return JSON.stringify(await requirements.json());
      },
      { timeout: 15_000, intervals: [1000, 2000, 3000] },
    )
    .toContain(marker);
  const vendors = await request.get(`${BASE}${paths.vendorsFeed}`);
  expect(vendors.headers()["content-type"]).toContain("application/json");
});

test("the company's manage page shows its stored requirement and an applicant's name as text", async ({ page }) => {
  const token = `${marker}${"x".repeat(43)}`.slice(0, 43);
  const hash = createHash("sha256").update(token).digest("hex");
  const requirement = await build.requirement({
    topic: text,
    title: text,
    details: text,
    deliveryLocation: text,
    status: "pending",
    company: null,
  });
  await testDb().insert(schema.requirementManageLinks).values({ tokenHash: hash, requirementId: requirement.id });
  await build.application({
    requirementId: requirement.id,
    trainerEmail: `${marker}@example.com`,
    trainerName: text,
    mobileNumber: "9876543210",
  });
  await expectEscaped(page, paths.requirementManage(token), { shown: true });
});
