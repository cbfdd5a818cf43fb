import type { Browser, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import {
  expect,
  randomIp,
  rateVendor,
  read,
  test,
  uniqueEmail,
  vendorCards,
  vendorRatingForm,
  waitOutTimeTrap,
} from "../support/fixtures";
import { pick } from "../support/readers";
import { signedInAs, signedInAsAdmin } from "../support/session";
import { paths } from "~/lib/paths";

const ALL_FIELDS = "Please fill in all fields: name, website, rating, and description.";
const RECEIVED = "Vendor rating received successfully. We will review it and publish after approval.";

/** Runs `work` as the admin in a context of its own, so the test's own visitor stays signed in. */
async function asAdmin(browser: Browser, baseURL: string | undefined, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  const page = await context.newPage();
  await signedInAsAdmin(page, paths.login());
  await work(page);
  await context.close();
}

async function approveAll(page: Page, vendorName: string) {
  await page.goto(paths.adminVendors);
  const approvable = page
    .getByRole("row")
    .filter({ hasText: vendorName })
    .filter({ has: page.getByRole("button", { name: "Approve" }) });
  for (let left = await approvable.count(); left > 0; left -= 1) {
    await approvable.first().getByRole("button", { name: "Approve" }).click();
    await expect(approvable).toHaveCount(left - 1);
  }
}

/** The public list's vendor names and averages, top to bottom. */
async function publicList(page: Page, query = "", only?: string) {
  await page.goto(paths.vendorsRating({ q: query }));
  const list = await Promise.all(
    (await vendorCards(page).all()).map(async (card) => ({
      name: (await card.getByRole("heading", { level: 2 }).textContent()) ?? "",
      // The stars are one image named by the average ("4.5 out of 5 stars from 2 ratings").
      stars: (await card.getByRole("img", { name: /out of 5 stars|No ratings/ }).getAttribute("aria-label")) ?? "",
    })),
  );
  // Other tests' vendors may have similar names (fuzzy search): keep the one asked about.
  return only ? list.filter((vendor) => vendor.name === only) : list;
}

test("signed out: the form says to sign in, cannot be sent, and a forged POST stores nothing", async ({
  page,
  baseURL,
}) => {
  await page.goto(paths.vendorsRating());
  await expect(page.getByText("ratings are unverified community opinions")).toBeVisible();
  const form = vendorRatingForm(page);
  await expect(form.getByText("Please sign in to submit a rating.")).toBeVisible();
  await expect(form.getByRole("button", { name: "Submit Rating" })).toBeDisabled();
  await expect(form.getByLabel("Rating")).toHaveValue("3");
  const website = `https://forged-${randomUUID().slice(0, 8)}.example`;
  const answer = await page.request.post(paths.vendorsRating(), {
    form: { name: "Forged", website, rating: "5", description: "x" },
    headers: { Origin: baseURL ?? "" },
  });
  expect(answer.status()).toBe(401);
  expect(await read.vendors({ website })).toEqual([]);
});

test("a rating is invisible until approved, then listed with its average, in order; a second rating replaces the first", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const suffix = randomUUID().slice(0, 8);
  const vendorName = `Zeta Skills ${suffix}`;
  const rater = uniqueEmail("rater");
  await signedInAs(page, { email: rater, name: "Rita Rater" }, paths.vendorsRating());

  const form = vendorRatingForm(page);
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: "Submit Rating" }).click();
  await expect(form.getByText(ALL_FIELDS)).toBeVisible();

  await rateVendor(page, {
    name: vendorName,
    website: `https://www.zeta-${suffix}.example/`,
    rating: "5",
    description: "Hands-on Kubernetes labs",
  });
  await expect(page.getByText(RECEIVED)).toBeVisible();
  await expect(form.getByLabel("Vendor Name")).toHaveValue("");
  const [zeta] = await read.vendors({ normalizedWebsite: `zeta-${suffix}.example` });
  expect(zeta?.status).toBe("pending");
  expect(pick(await read.ratings({ vendorId: zeta!.id }), "rating", "userEmail")).toEqual([
    { rating: 5, userEmail: rater },
  ]);
  expect(await publicList(page, vendorName, vendorName)).toEqual([]);

  await asAdmin(browser, baseURL, (admin) => approveAll(admin, vendorName));
  expect(await publicList(page, vendorName, vendorName)).toEqual([
    { name: vendorName, stars: "5.0 out of 5 stars from 1 rating" },
  ]);

  // A second rater, same vendor written differently: added to the same vendor.
  const second = await browser.newContext({
    baseURL,
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  const other = await second.newPage();
  await signedInAs(other, { email: uniqueEmail("rater2"), name: "Omar Other" }, paths.vendorsRating());
  await rateVendor(other, {
    name: "Zeta",
    website: `zeta-${suffix}.example`,
    rating: "2",
    description: "Too slow for us",
  });
  await expect(other.getByText(RECEIVED)).toBeVisible();
  await second.close();
  await asAdmin(browser, baseURL, (admin) => approveAll(admin, vendorName));
  const list = await publicList(page);
  const mine = list.findIndex((vendor) => vendor.name === vendorName);
  expect(list[mine]?.stars).toBe("3.5 out of 5 stars from 2 ratings");
  const averages = list.map((vendor) => Number(/^([\d.]+) out of/.exec(vendor.stars)?.[1] ?? 0));
  expect(averages).toEqual([...averages].sort((a, b) => b - a));

  // The first rater changes their mind: one row, back in moderation, out of the average.
  await rateVendor(page, {
    name: vendorName,
    website: `http://zeta-${suffix}.example`,
    rating: "1",
    description: "Changed my mind",
  });
  await expect(page.getByText(RECEIVED)).toBeVisible();
  expect(pick(await read.ratings({ vendorId: zeta!.id, userEmail: rater }), "rating", "status")).toEqual([
    { rating: 1, status: "pending" },
  ]);
  expect(await publicList(page, vendorName, vendorName)).toEqual([
    { name: vendorName, stars: "2.0 out of 5 stars from 1 rating" },
  ]);

  const feed = (await (await page.request.get(paths.vendorsFeed)).json()) as {
    name: string;
    average_rating: number;
    ratings: object[];
  }[];
  const entry = feed.find((vendor) => vendor.name === vendorName);
  expect(entry).toMatchObject({ average_rating: 2, ratings: [{ rating: 2 }] });
  expect(JSON.stringify(feed)).not.toContain("@example.com");
});

test("search by name finds close matches and says when nothing matches", async ({ page }) => {
  await page.goto(paths.vendorsRating());
  const search = page.getByRole("search", { name: "Search vendors" });
  await search.getByLabel("Search vendors").fill("cloudcraft");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=cloudcraft/);
  await expect(vendorCards(page).getByRole("heading", { level: 2 })).toHaveText(["CloudCraft Academy"]);
  await search.getByLabel("Search vendors").fill("qqqqxxxx");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No matching vendors found.")).toBeVisible();
});

test("the back office is refused to visitors and to signed-in non-admins", async ({ page }) => {
  const adminPages = [
    paths.admin,
    paths.adminEnquiries(),
    paths.adminRequirements(),
    paths.adminApplications,
    paths.adminVendors,
    paths.adminOutbox,
  ];
  for (const path of adminPages) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  }
  await signedInAs(page, { email: uniqueEmail("nosy"), name: "Nosy Parker" });
  for (const path of adminPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
});

test("an admin action posted from another site is refused and changes nothing", async ({ page, baseURL }) => {
  const suffix = randomUUID().slice(0, 8);
  await signedInAs(page, { email: uniqueEmail("cross"), name: "Cara Cross" }, paths.vendorsRating());
  await rateVendor(page, {
    name: `Cross ${suffix}`,
    website: `cross-${suffix}.example`,
    rating: "4",
    description: "Fine",
  });
  await expect(page.getByText(RECEIVED)).toBeVisible();
  const [vendor] = await read.vendors({ normalizedWebsite: `cross-${suffix}.example` });
  await page.context().clearCookies();
  await signedInAsAdmin(page);
  const answer = await page.request.post(paths.adminVendors, {
    form: { intent: "approve-vendor", id: String(vendor?.id) },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect(pick(await read.vendors({ id: vendor!.id }), "status")).toEqual([{ status: "pending" }]);
  const sameSite = await page.request.post(paths.adminVendors, {
    form: { intent: "approve-vendor", id: String(vendor?.id) },
    headers: { Origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  // See other (303): the back office's answer after a POST (app/http/admin-action.server.ts).
  expect(sameSite.status()).toBe(303);
  expect(pick(await read.vendors({ id: vendor!.id }), "status")).toEqual([{ status: "approved" }]);
  const audit = await read.auditLog({ entity: "vendors", entityId: String(vendor!.id) });
  expect(pick(audit, "action")).toEqual([{ action: "vendor.approve" }]);
});

test("a website typed without a scheme is stored as https and linked; a javascript: one is refused", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const suffix = randomUUID().slice(0, 8);
  const vendorName = `Bare Host ${suffix}`;
  await signedInAs(page, { email: uniqueEmail("rater"), name: "Bea Bare" }, paths.vendorsRating());
  const form = vendorRatingForm(page);
  await rateVendor(page, {
    name: `Evil ${suffix}`,
    website: "javascript:alert(1)+'@x.com'+'.com",
    rating: "5",
    description: "Script link",
  });
  // At the field (the error summary at the top of the form repeats it as a link).
  await expect(form.getByLabel("Website")).toHaveAccessibleDescription(
    "Please enter the vendor's website address, like https://example.com",
  );
  await expect(form.getByLabel("Website")).toHaveValue("javascript:alert(1)+'@x.com'+'.com");
  expect(await read.vendors({ name: `Evil ${suffix}` })).toEqual([]);

  await rateVendor(page, {
    name: vendorName,
    website: `Bare-${suffix}.example`,
    rating: "4",
    description: "Typed bare",
  });
  await expect(page.getByText(RECEIVED)).toBeVisible();
  expect(pick(await read.vendors({ name: vendorName }), "website")).toEqual([
    { website: `https://bare-${suffix}.example/` },
  ]);
  await asAdmin(browser, baseURL, (admin) => approveAll(admin, vendorName));
  await page.goto(paths.vendorsRating({ q: vendorName }));
  const card = vendorCards(page).filter({ hasText: vendorName });
  await expect(card.getByRole("link", { name: `bare-${suffix}.example` })).toHaveAttribute(
    "href",
    `https://bare-${suffix}.example/`,
  );
});

test("a new vendor's submission is one back-office row with the vendor beside the rating and its status; one Approve publishes both", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const suffix = randomUUID().slice(0, 8);
  const vendorName = `One Row ${suffix}`;
  await signedInAs(page, { email: uniqueEmail("rater"), name: "Oona Row" }, paths.vendorsRating());
  await rateVendor(page, {
    name: vendorName,
    website: `one-row-${suffix}.example`,
    rating: "4",
    description: "Fresh vendor",
  });
  await expect(page.getByText(RECEIVED)).toBeVisible();

  await asAdmin(browser, baseURL, async (admin) => {
    await admin.goto(paths.adminVendors);
    const rows = admin.getByRole("row").filter({ hasText: vendorName });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(`https://one-row-${suffix}.example/`);
    await expect(rows).toContainText("Fresh vendor");
    await expect(rows).toContainText("4 of 5");
    await expect(rows).toContainText("New vendor: Pending");
    await expect(rows.getByRole("cell", { name: "Pending", exact: true })).toBeVisible();
    await rows.getByRole("button", { name: "Approve" }).click();
    await expect(rows).toHaveCount(0);
  });
  expect(await publicList(page, vendorName, vendorName)).toEqual([
    { name: vendorName, stars: "4.0 out of 5 stars from 1 rating" },
  ]);
});

test("an empty Website is marked at the field, named in the error summary and focused (with JavaScript)", async ({
  page,
}, testInfo) => {
  await signedInAs(page, { email: uniqueEmail("no-site"), name: "Noor Site" }, paths.vendorsRating());
  const form = await rateVendor(page, { name: "No Site Academy", website: "", rating: "4", description: "Fine." });
  const website = form.getByLabel("Website");
  await expect(website).toHaveAttribute("aria-invalid", "true");
  await expect(website).toHaveAccessibleDescription("Please enter the vendor's website");
  const summary = form.getByRole("alert").filter({ has: page.getByRole("heading", { name: "There is a problem" }) });
  await expect(summary).toContainText(ALL_FIELDS);
  await expect(summary.getByRole("link", { name: "Please enter the vendor's website" })).toHaveAttribute(
    "href",
    `#${await website.getAttribute("id")}`,
  );
  if (testInfo.project.use.javaScriptEnabled !== false) await expect(website).toBeFocused();
  else await expect(page).toHaveTitle(/^Error: /);
});
