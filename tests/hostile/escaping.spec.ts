import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { control } from "../support/fixtures";
import { signedInAsAdmin } from "../support/session";
import { BASE } from "./client";
import { paths } from "~/lib/paths";

/**
 * Stored text is shown as text wherever it is shown (issue 14: "the text is shown escaped
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
  const [enquiry] = await control.sql<{ id: number }>(
    `INSERT INTO enquiries (form_name, name, email, phone, subject, description)
     VALUES ('contact', $1, 'hostile@example.com', '9876543210', $1, $1) RETURNING id`,
    [text.slice(0, 400)],
  );
  await control.sql(
    `INSERT INTO requirements (topic, training_topic_name, details, status, published_at, source_enquiry_id)
     VALUES ($1, $1, $1, 'published', now(), $2)`,
    [text, enquiry!.id],
  );
  const [vendor] = await control.sql<{ id: number }>(
    `INSERT INTO vendors (name, website, normalized_website, description, status)
     VALUES ($1, 'https://hostile.example', $2, $1, 'approved')
     ON CONFLICT (normalized_website) DO UPDATE SET name = excluded.name RETURNING id`,
    [text, `hostile.example/${marker}`],
  );
  await control.sql(
    `INSERT INTO vendor_ratings (vendor_id, user_email, rating, comment, status) VALUES ($1, 'hostile@example.com', 4, $2, 'pending')
     ON CONFLICT DO NOTHING`,
    [vendor!.id, text],
  );
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
  const [mail] = await control.sql<{ id: number }>(
    `INSERT INTO outbox (to_address, reply_to, subject, text_body, headers, status, last_error)
     VALUES ('hostile@example.com', $1, $1, $1, $2::jsonb, 'held', $1) RETURNING id`,
    [text, JSON.stringify({ "List-Unsubscribe": text })],
  );
  await control.sql(
    `INSERT INTO outbox_attachments (outbox_id, file_name, content_type, content) VALUES ($1, $2, $2, '\\x00')`,
    [mail!.id, text],
  );
  await signedInAsAdmin(page);
  await expectEscaped(page, paths.adminOutbox, { shown: true });
  await expectEscaped(page, paths.adminOutboxMail(mail!.id), { shown: true });
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
  await control.sql(
    `WITH requirement AS (
       INSERT INTO requirements (topic, training_topic_name, details, delivery_location, status)
       VALUES ($1, $1, $1, $1, 'pending') RETURNING id
     ), link AS (
       INSERT INTO requirement_manage_links (token_hash, requirement_id) SELECT $2, id FROM requirement
     )
     INSERT INTO applications (requirement_id, trainer_email, trainer_name, mobile_number)
     SELECT id, $3, $1, '9876543210' FROM requirement`,
    [text, hash, `${marker}@example.com`],
  );
  await expectEscaped(page, paths.requirementManage(token), { shown: true });
});
