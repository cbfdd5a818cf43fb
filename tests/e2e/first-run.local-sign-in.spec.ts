import type { Browser, Locator, Page } from "@playwright/test";
import {
  build,
  expect,
  LOCAL_ADMIN_EMAIL,
  randomIp,
  rateVendor,
  read,
  requirementCards,
  saveLocalProfile,
  signInLocally,
  solveCaptcha,
  test,
  uniqueEmail,
  vendorCards,
  waitOutTimeTrap,
} from "../support/fixtures";
import { pick } from "../support/readers";
import { sampleTrainers } from "~/content/sample-trainers";
import { paths } from "~/lib/paths";

/**
 * The local-sign-in harness: the site as a fresh `npm start` serves it (no Google, no ADMIN_EMAILS, a
 * loopback origin). A newcomer can sign in locally and try every flow.
 */

async function newVisitor(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  return context.newPage();
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

async function submit(page: Page, form: Locator, button: string) {
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: button }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Sign In offers the local sign-in, says what it is, keeps a bad form's values, and signs in", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/local\?redirectTo=%2Fcontact$/);
    await expect(page.getByText("This is a local development sign-in.")).toBeVisible();
    await expect(page.getByText(`To open the back office, sign in as ${LOCAL_ADMIN_EMAIL}.`)).toBeVisible();

    await page.getByLabel("Your Name").fill("Nina Newcomer");
    await page.getByLabel("Email Address").fill("not-an-address");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Sign in locally" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Please enter a valid e-mail address.");
    await expect(page.getByLabel("Your Name")).toHaveValue("Nina Newcomer");

    const email = uniqueEmail("nina");
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("button", { name: "Sign in locally" }).click();
    // "#top": the sign-in form's own fragment (its answer's place) is not carried to the page it returns to.
    await expect(page).toHaveURL(/\/contact#top$/);
    await expect(page.getByRole("banner").getByText("Nina Newcomer")).toBeVisible();
    // The contact form knows who is writing.
    await expect(page.getByLabel("Your Email", { exact: true })).toHaveValue(email);
    expect(pick(await read.sessions({ email }), "name")).toEqual([{ name: "Nina Newcomer" }]);

    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    expect(await read.sessions({ email })).toEqual([]);
  });
});

test("first run: the admin publishes, a trainer applies, enrols, rates and saves a profile, the admin approves", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const topic = `First run ${Date.now() % 100000}`;
  await build.requirement({
    title: topic,
    topic,
    details: "Three days on Azure networking.",
    status: "pending",
    company: null,
  });

  // The admin, as the README's first-run section says: sign in as admin@localhost, publish the requirement.
  const admin = await newVisitor(browser, baseURL);
  await signInLocally(admin, { name: "Local Admin", email: LOCAL_ADMIN_EMAIL }, paths.home);
  await admin.goto(paths.adminRequirements());
  await admin.getByRole("article").filter({ hasText: topic }).getByRole("button", { name: "Publish" }).click();
  await expect.poll(async () => pick(await read.requirements({ topic }), "status")).toEqual([{ status: "published" }]);

  // A trainer signs in locally and applies to it.
  const email = uniqueEmail("first-run");
  await signInLocally(page, { name: "Ravi Trainer", email }, paths.board());
  await saveLocalProfile(page, "9845012345");
  await page.goto(paths.board({ q: topic }));
  const card = requirementCards(page).filter({ hasText: topic });
  await card.getByRole("button", { name: "Apply" }).click();
  await expect(card.getByText("Applied!")).toBeVisible();
  expect(pick(await read.applications({ trainerEmail: email }), "mobileNumber")).toEqual([
    { mobileNumber: "9845012345" },
  ]);

  // Enrols in a course.
  await page.goto(paths.courseEnroll("Docker Essentials"));
  const enrol = page.locator("#enroll-form");
  await expect(enrol.getByLabel("Your Email", { exact: true })).toHaveValue(email);
  await enrol.getByLabel("Mobile Number", { exact: true }).fill("9845012345");
  await solveCaptcha(enrol);
  await submit(page, enrol, "Enroll Now");
  await expect(page.getByText(/Thank you, Ravi Trainer! Your enrolment request has been received/)).toBeVisible();

  // Rates a vendor.
  const vendor = `First Run Labs ${Date.now() % 100000}`;
  await page.goto(paths.vendorsRating());
  await rateVendor(page, {
    name: vendor,
    website: "https://first-run.example",
    rating: "5",
    description: "Hands-on labs, clear trainers.",
  });
  await expect(
    page.getByText("Vendor rating received successfully. We will review it and publish after approval."),
  ).toBeVisible();

  // Saves all three sections of the trainer profile.
  await page.goto(paths.trainerProfile);
  const basic = section(page, "Basic Profile Information");
  await basic.getByLabel("Full Name").fill("Ravi Trainer");
  await basic.getByLabel("Mobile number", { exact: true }).fill("9845012345");
  await basic.getByLabel("Per Day Charge (₹)").fill("7000");
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();
  const professional = section(page, "Professional & Availability");
  await professional.getByLabel("Experience (years)", { exact: true }).fill("9");
  await professional.getByRole("button", { name: "Save Professional Info" }).click();
  await expect(professional.getByText("Professional info saved successfully! ✅")).toBeVisible();
  const additional = section(page, "Additional Information");
  await additional.getByLabel("Education").fill("B.Tech");
  await additional.getByRole("button", { name: "Save Additional Info" }).click();
  await expect(additional.getByText("Additional info saved successfully! ✅")).toBeVisible();
  expect(pick(await read.trainerProfiles({ email }), "name", "experience")).toEqual([
    { name: "Ravi Trainer", experience: 9 },
  ]);

  // The admin approves the rating.
  await admin.goto(paths.adminVendors);
  const rows = admin
    .getByRole("row")
    .filter({ hasText: vendor })
    .filter({ has: admin.getByRole("button", { name: "Approve" }) });
  for (let left = await rows.count(); left > 0; left -= 1) {
    await rows.first().getByRole("button", { name: "Approve" }).click();
    await expect(rows).toHaveCount(left - 1);
  }
  await page.goto(paths.vendorsRating({ q: vendor }));
  await expect(vendorCards(page).filter({ hasText: vendor })).toBeVisible();
  await admin.context().close();
});

test("someone who is not admin@localhost does not get the back office", async ({ page }) => {
  await signInLocally(page, { name: "Not Admin", email: uniqueEmail("plain") }, paths.home);
  const response = await page.goto(paths.admin);
  expect(response?.status()).toBe(403);
});

test("first run: the directory shows the sample trainers ranked by verified reviews, and a public page with its reviews", async ({
  page,
}) => {
  const [first, , , last] = sampleTrainers;
  await page.goto(paths.trainers());
  const cards = page
    .getByRole("list", { name: "Trainers" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
  await expect(cards.first()).toContainText(first!.name);
  await expect(cards.first()).toContainText("4.7 from 3 verified reviews");
  await expect(cards.filter({ hasText: last!.name })).toContainText("No reviews yet");

  await cards.first().getByRole("link", { name: first!.name }).click();
  await expect(page).toHaveURL(paths.trainer(first!.slug));
  await expect(page.getByRole("heading", { level: 1, name: first!.name })).toBeVisible();
  const reviews = page.getByRole("list", { name: "Verified reviews" }).getByRole("listitem");
  await expect(reviews).toHaveCount(first!.engagements.length);
  for (const engagement of first!.engagements) {
    await expect(reviews.filter({ hasText: engagement.review }).getByText("Verified engagement")).toBeVisible();
  }
  await expect(page.getByText(first!.engagements[0]!.reply!)).toBeVisible();
  await expect(page.getByText("₹18,000")).toBeVisible();
  // Never the trainer's e-mail address (the seed gives each one at trainers.example).
  expect(await page.content()).not.toContain("@trainers.example");
});
