import type { Browser, Locator, Page } from "@playwright/test";
import {
  build,
  control,
  expect,
  expectAccessible,
  randomIp,
  read,
  requirementCards,
  solveCaptcha,
  test,
  uniqueEmail,
  waitOutTimeTrap,
} from "../support/fixtures";
import { daysAgo, hoursAgo } from "../support/builders";
import { daysBetween, pick } from "../support/readers";
import { signedInAs, signedInAsAdmin } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * The company's side of the marketplace loop: the private manage link from the confirmation mail,
 * the applicants without contact details, Shortlist / Decline (and their mails), Close, Keep open, Delete,
 * the applicant mails (first at once, then a daily digest) and expiry with its reminder. The clock is the
 * test's: it moves a requirement's dates in the database and waits for the requirement jobs' next round
 * (REQUIREMENT_JOBS_POLL_MS is short in the harness).
 */

const MANAGE_LINK = /https?:\/\/[^/\s]+(\/requirements\/manage\/[A-Za-z0-9_-]{43})(?=\s|$)/;

/** The manage link's path in a mail's text. */
function manageLinkIn(text: string): string {
  const path = MANAGE_LINK.exec(text)?.[1];
  if (!path) throw new Error(`no manage link in:\n${text}`);
  return path;
}

/** Another person at another browser (the admin, a trainer), with JavaScript as the project says. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    javaScriptEnabled: use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": randomIp() },
  });
  return context.newPage();
}

type Posted = { companyEmail: string; topic: string; requirementId: number; link: string };

/** A company posts a requirement on /post-requirement and reads its manage link from the confirmation mail. */
async function postRequirement(page: Page, details: string): Promise<Posted> {
  const companyEmail = uniqueEmail("company");
  const topic = `Manage ${Math.random().toString(36).slice(2, 10)}`;
  await page.goto(paths.postRequirement);
  const form = page.locator("#requirement-form");
  await form.getByLabel("Your Name", { exact: true }).fill("Bina Buyer");
  await form.getByLabel("Your Email", { exact: true }).fill(companyEmail);
  await form.getByLabel("Mobile Number", { exact: true }).fill("9820012345");
  await form.getByLabel("Training Topic", { exact: true }).fill(topic);
  await form.getByLabel("Requirement Details", { exact: true }).fill(details);
  await solveCaptcha(form);
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: "Submit Requirement" }).click();
  await expect(page.getByText(/Your training requirement has been received/)).toBeVisible();
  const mail = await control.waitForMail(companyEmail, "We received your");
  const requirement = await read.requirementPostedBy(companyEmail);
  return { companyEmail, topic, requirementId: Number(requirement?.id), link: manageLinkIn(mail.text) };
}

/** Publishes behind the admin's back, for tests whose subject is not the back office. */
async function publish(requirementId: number, expiresInDays = 30) {
  const now = new Date();
  await build.update.requirement(requirementId, {
    status: "published",
    publishedAt: now,
    postedAt: now,
    expiresAt: daysAgo(-expiresInDays),
  });
}

/** A trainer signs in and applies from the board (their saved profile, else `mobile` in the board's panel). */
async function applyAs(browser: Browser, trainer: { email: string; name: string }, topic: string, mobile?: string) {
  const page = await otherBrowser(browser);
  await signedInAs(page, trainer, paths.board({ q: topic }));
  if (mobile) {
    const panel = page.locator("#local-profile");
    await panel.getByLabel("Mobile Number").fill(mobile);
    await panel.getByRole("button", { name: "Save Profile" }).click();
    await expect(panel.getByText("Profile saved successfully!")).toBeVisible();
  }
  const card = requirementCards(page).filter({ hasText: topic });
  // A requirement published behind the admin's back (publish()) reaches the board with its list cache (5 s).
  await expect(async () => {
    await page.goto(paths.board({ q: topic }));
    await expect(card).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await card.getByRole("button", { name: "Apply" }).click();
  await expect(card.getByText("Applied!")).toBeVisible();
  await page.context().close();
}

/** A trainer with a saved profile (the company sees its skills, mode, charge, languages and experience). */
async function savedTrainer(name: string, mobile: string) {
  const email = uniqueEmail("trainer");
  await build.trainerProfile({
    email,
    name,
    mobileNumbers: [mobile],
    skills: ["Terraform", "Cobol"],
    perDayCharge: 15000,
    languagesSpoken: ["English", "Hindi"],
    experience: 9,
  });
  return { email, name };
}

/**
 * The answer to a manage-page button is where the company is looking: inside `place` (the card
 * or panel of the button pressed), and wholly within the viewport, below the sticky header.
 */
async function expectAnswerInView(page: Page, place: Locator, text: string | RegExp) {
  const note = place.getByText(text);
  await expect(note).toBeVisible();
  const viewport = page.viewportSize();
  // With JavaScript the page scrolls the answer into view once it has rendered: measure until the scroll has settled
  // (a box read mid-scroll made this flaky on a loaded machine), never accepting an answer that stays out of view.
  await expect(async () => {
    const box = await note.boundingBox();
    expect(box, "the answer has a box").not.toBeNull();
    expect(box!.y, "the answer is not above the viewport").toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, "the answer is not below the viewport").toBeLessThanOrEqual(viewport!.height);
  }).toPass({ timeout: 5_000 });
}

const mailsTo = async (to: string, match: RegExp) =>
  (await control.mails()).filter((mail) => mail.to.includes(to) && match.test(mail.subject));

test("the company sees its applicants without contacts, is mailed about them, shortlists, declines and closes", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const posted = await postRequirement(page, "Three days of Terraform modules and state for 12 engineers.");

  const opened = await page.goto(posted.link);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1, name: "Your requirement" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: posted.topic })).toBeVisible();
  await expect(page.getByText("Pending review", { exact: true })).toBeVisible();
  await expect(page.getByText("No trainer has applied yet.", { exact: false })).toBeVisible();

  const admin = await otherBrowser(browser);
  await signedInAsAdmin(admin);
  await admin.goto(paths.adminRequirements());
  await admin.getByRole("article").filter({ hasText: posted.topic }).getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText("Requirement published on the board.")).toBeVisible();
  await admin.context().close();
  const published = await read.requirement(posted.requirementId);
  expect(daysBetween(published!.publishedAt, published!.expiresAt)).toBe(30);

  await page.reload();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByText("Open until")).toBeVisible();

  // The first applicant is mailed at once, with a fresh manage link.
  const asha = await savedTrainer(`Asha ${posted.requirementId}`, "9845000001");
  await applyAs(browser, asha, posted.topic);
  const first = await control.waitForMail(posted.companyEmail, "A trainer applied to your requirement");
  expect(first.text).toContain(`${asha.name} (matched on: Terraform)`);
  expect(first.text).not.toContain(asha.email);
  const firstLink = manageLinkIn(first.text);
  expect(firstLink).not.toBe(posted.link);

  // The second waits for the daily digest: nothing now; a day later (moved clock) only the new one.
  const ravi = { email: uniqueEmail("trainer"), name: `Ravi ${posted.requirementId}` };
  await applyAs(browser, ravi, posted.topic, "9845000002");
  await page.waitForTimeout(1_500);
  expect(await mailsTo(posted.companyEmail, /applied to your requirement/)).toHaveLength(1);
  await build.update.requirement(posted.requirementId, { applicantsMailedAt: hoursAgo(25) });
  const digest = await control.waitForMail(posted.companyEmail, "1 new trainer applied to your requirement");
  expect(digest.text).toContain(ravi.name);
  expect(digest.text).not.toContain(asha.name);

  // Every link mailed opens the page; it lists both, without e-mail or phone.
  await page.goto(manageLinkIn(digest.text));
  const applicants = page.getByRole("list", { name: "Applicants" }).getByRole("listitem");
  await expect(applicants).toHaveCount(2);
  const ashaCard = applicants.filter({ hasText: asha.name });
  const raviCard = applicants.filter({ hasText: ravi.name });
  await expect(ashaCard).toContainText("Terraform");
  await expect(ashaCard).toContainText("Online");
  await expect(ashaCard).toContainText("₹15,000");
  await expect(ashaCard).toContainText("English, Hindi");
  await expect(ashaCard).toContainText("9");
  await expect(raviCard).toContainText("Not given");
  for (const hidden of [asha.email, ravi.email, "9845000001", "9845000002"]) {
    await expect(page.locator("main")).not.toContainText(hidden);
  }
  await expectAccessible(page);

  // Shortlist: consent to exchange contacts; both sides are mailed, and the page shows the trainer's.
  await ashaCard.getByRole("button", { name: "Shortlist" }).click();
  await expect(page.getByText(`${asha.name} is shortlisted.`, { exact: false })).toBeVisible();
  await expectAnswerInView(page, ashaCard, new RegExp(`${asha.name} is shortlisted\\.`));
  await expect(ashaCard).toContainText(asha.email);
  await expect(ashaCard).toContainText("9845000001");
  await expect(ashaCard.getByRole("button", { name: "Shortlist" })).toHaveCount(0);
  const toTrainer = await control.waitForMail(asha.email, "You are shortlisted");
  expect(toTrainer.text).toContain("Bina Buyer");
  expect(toTrainer.text).toContain(posted.companyEmail);
  expect(toTrainer.text).toContain("9820012345");
  const toCompany = await control.waitForMail(posted.companyEmail, `Contact details of ${asha.name}`);
  expect(toCompany.text).toContain(asha.email);
  expect(toCompany.text).toContain("9845000001");
  await expect(raviCard).not.toContainText(ravi.email);

  // Decline: the trainer is told; their contacts stay private.
  await raviCard.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText(`${ravi.name} was declined. We have let them know.`)).toBeVisible();
  await expectAnswerInView(page, raviCard, `${ravi.name} was declined. We have let them know.`);
  await expect(raviCard).toContainText("Declined");
  await expect(raviCard).not.toContainText(ravi.email);
  await control.waitForMail(ravi.email, "not selected");
  expect(pick(await read.applications({ requirementId: posted.requirementId }), "status")).toEqual([
    { status: "shortlisted" },
    { status: "declined" },
  ]);

  // Each trainer sees the company's decision on /my-applications; only the shortlisted one sees its contacts.
  for (const [trainer, status] of [
    [asha, "Shortlisted"],
    [ravi, "Not selected"],
  ] as const) {
    const view = await otherBrowser(browser);
    await signedInAs(view, trainer, paths.board());
    await view.goto(paths.myApplications);
    const row = view
      .getByRole("table")
      .getByRole("row")
      .filter({ has: view.getByRole("rowheader", { name: posted.topic }) });
    await expect(row.getByText(status, { exact: true })).toBeVisible();
    if (status === "Shortlisted") await expect(row).toContainText(posted.companyEmail);
    else await expect(row).not.toContainText(posted.companyEmail);
    await view.context().close();
  }

  // A repeat changes and mails nothing.
  const [ashaApplication] = await read.applications({ requirementId: posted.requirementId, trainerEmail: asha.email });
  const again = await page.request.post(posted.link, {
    form: { intent: "shortlist", application: String(ashaApplication?.id) },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(302);
  await page.waitForTimeout(1_000);
  expect(await mailsTo(asha.email, /You are shortlisted/)).toHaveLength(1);

  // Keep open: 30 days from today, the reminder re-armed.
  await build.update.requirement(posted.requirementId, { expiresAt: daysAgo(-2), expiryReminderSentAt: new Date() });
  await page.goto(posted.link);
  await page.getByRole("button", { name: "Keep open for 30 more days" }).click();
  await expect(page.getByText(/^Your requirement stays open until \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await expectAnswerInView(
    page,
    page.getByRole("region", { name: "Your requirement on the board" }),
    /^Your requirement stays open until \d{1,2} \w+ \d{4}\.$/,
  );
  const kept = await read.requirement(posted.requirementId);
  expect({ days: daysBetween(new Date(), kept!.expiresAt), reminded: kept!.expiryReminderSentAt }).toEqual({
    days: 30,
    reminded: null,
  });

  // Close: off the board and the feed at once.
  await page.goto(paths.board({ q: posted.topic }));
  await expect(requirementCards(page)).toHaveCount(1);
  await page.goto(posted.link);
  await page.getByRole("button", { name: "Close requirement" }).click();
  await expect(page.getByText("Your requirement is closed: it is no longer on the board.")).toBeVisible();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Close requirement" })).toHaveCount(0);
  await page.goto(paths.board({ q: posted.topic }));
  await expect(requirementCards(page)).toHaveCount(0);
  const feed = await (await page.request.get(paths.requirementsFeed)).text();
  expect(feed).not.toContain(posted.topic);
});

test("deleting the requirement removes the company's details, tells the applicants and ends the link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const posted = await postRequirement(page, "Two days of Kubernetes operators for 8 platform engineers.");
  await publish(posted.requirementId);
  const trainer = await savedTrainer(`Kiran ${posted.requirementId}`, "9845000003");
  await applyAs(browser, trainer, posted.topic);

  await page.goto(posted.link);
  const remove = page.getByRole("button", { name: "Delete this requirement and my details" });
  await remove.click();
  await expect(
    page.getByText('Please tick "Yes, delete it" to delete this requirement and your details.'),
  ).toBeVisible();
  expect(await read.enquiries({ email: posted.companyEmail })).toHaveLength(1);

  await page.getByLabel("Yes, delete it").check();
  await remove.click();
  // The home page, at its top (the form posted to its answer's place on the manage page).
  await expect(page).toHaveURL(/\/#top$/);
  await expect(
    page.getByText("Your requirement and your contact details were deleted. The trainers who applied have been told."),
  ).toBeVisible();
  const deleted = await read.requirement(posted.requirementId);
  const [company] = pick(
    await read.enquiries({ id: deleted!.sourceEnquiryId! }),
    "name",
    "email",
    "phone",
    "subject",
    "description",
  );
  expect({ ...company, ...pick([deleted!], "topic", "details", "status", "closedReason")[0] }).toEqual({
    name: "",
    email: "",
    phone: "",
    subject: "",
    description: "",
    topic: "Deleted requirement",
    details: "",
    status: "closed",
    closedReason: "deleted",
  });
  const withdrawn = await control.waitForMail(trainer.email, "Requirement withdrawn");
  expect(withdrawn.text).toContain(posted.topic);
  expect(withdrawn.text).not.toContain(posted.companyEmail);

  const gone = await page.goto(posted.link);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Error 404!" })).toBeVisible();
});

test("a requirement is reminded three days before it expires, then leaves the board", async ({ page }) => {
  test.setTimeout(90_000);
  const posted = await postRequirement(page, "One day of Splunk dashboards for the operations team.");
  await publish(posted.requirementId, 2);
  const reminder = await control.waitForMail(posted.companyEmail, "Your requirement closes on");
  expect(reminder.text).toContain("Keep open for 30 more days");
  await page.goto(manageLinkIn(reminder.text));
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await mailsTo(posted.companyEmail, /Your requirement closes on/)).toHaveLength(1);

  await build.update.requirement(posted.requirementId, { expiresAt: hoursAgo(1 / 60) });
  await expect.poll(async () => (await read.requirement(posted.requirementId))?.status).toBe("expired");
  await page.reload();
  await expect(page.getByText("Expired", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Keep open for 30 more days" })).toHaveCount(0);
  await page.goto(paths.board({ q: posted.topic }));
  await expect(requirementCards(page)).toHaveCount(0);
  const feed = await (await page.request.get(paths.requirementsFeed)).text();
  expect(feed).not.toContain(posted.topic);
});

test("a bad link is the site's 404; a foreign site, an unknown action and another's applicant are refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  for (const path of [
    paths.requirementManage("nope"),
    paths.requirementManage("A".repeat(43)),
    paths.requirementManage("A".repeat(5000)),
    paths.requirementManage(`${"A".repeat(42)}%00`),
    paths.requirementManage(`${"A".repeat(42)}.`),
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
  }
  await expect(page.getByRole("heading", { name: "Error 404!" })).toBeVisible();

  const posted = await postRequirement(page, "Three days of Ansible for 6 administrators.");
  const other = await postRequirement(page, "Two days of Ansible Tower for 4 administrators.");
  await publish(other.requirementId);
  const trainer = await savedTrainer(`Meera ${other.requirementId}`, "9845000004");
  await applyAs(browser, trainer, other.topic);
  const [foreignApplication] = await read.applications({ requirementId: other.requirementId });
  const origin = new URL(page.url()).origin;
  const post = (form: Record<string, string>, headers: Record<string, string> = { Origin: origin }) =>
    page.request.post(posted.link, { form, headers, maxRedirects: 0 });

  expect((await post({ intent: "close" }, { Origin: "https://evil.example" })).status()).toBe(403);
  const unknown = await post({ intent: "publish" });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("That action is not known. Nothing was changed.");
  const foreign = await post({ intent: "shortlist", application: String(foreignApplication?.id) });
  expect(foreign.status()).toBe(400);
  expect(await foreign.text()).toContain("That trainer did not apply to this requirement. Nothing was changed.");
  expect((await post({ intent: "decline", application: "-1" })).status()).toBe(400);
  expect((await post({ intent: "decline", application: "1e3" })).status()).toBe(400);
  expect(
    (
      await page.request.post(paths.requirementManage("B".repeat(43)), {
        form: { intent: "close" },
        headers: { Origin: origin },
      })
    ).status(),
  ).toBe(404);
  expect(pick(await read.applications({ requirementId: other.requirementId }), "status")).toEqual([{ status: "sent" }]);
  expect(pick(await read.requirements({ id: posted.requirementId }), "status")).toEqual([{ status: "pending" }]);
});
