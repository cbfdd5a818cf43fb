import {
  ADMIN_EMAIL,
  build,
  control,
  expect,
  read,
  solveCaptcha,
  uniqueEmail,
  waitOutTimeTrap,
} from "../support/fixtures";
import { dayFromNow } from "../support/builders";
import { errorSummary } from "../support/in-view";
import { test } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * The operator runs the catalogue at /admin/courses (docs/product.md, "Courses, batches and seats"), with JavaScript on
 * and off: a batch added there is on the course page, its one seat taken makes it Full with a waiting list; a price
 * edited there is on /course; a refused form keeps what was typed; a cancelled batch mails its learners; the CSV holds
 * the enrolments, formula-escaped.
 */

test("the operator adds a one-seat batch; once taken, the page shows Full and offers the waiting list", async ({
  admin: page,
}) => {
  test.setTimeout(90_000);
  await page.goto(paths.adminCourses);
  await page.getByRole("link", { name: "Kubernetes", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kubernetes" })).toBeVisible();
  const form = page.locator("#batch-new");
  const firstDay = dayFromNow(70 + test.info().project.name.length);
  await form.getByLabel("First day").fill(firstDay);
  await form.getByLabel("Last day").fill(firstDay);
  for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]) await form.getByLabel(day).check();
  await form.getByLabel("Seats").fill("0");
  await form.getByRole("button", { name: "Add the batch" }).click();
  // Refused, with what was typed kept.
  await expect(errorSummary(page, page.locator("#batch-new"))).toContainText("A whole number from 1 to 1000");
  await expect(page.locator("#batch-new").getByLabel("Seats")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#batch-new").getByLabel("First day")).toHaveValue(firstDay);
  await expect(page.locator("#batch-new").getByLabel("Sat")).toBeChecked();
  await page.locator("#batch-new").getByLabel("Seats").fill("1");
  await page.locator("#batch-new").getByRole("button", { name: "Add the batch" }).click();
  await expect(page.getByText("Batch added.")).toBeVisible();
  const [batch] = await read.batches({ courseId: await build.courseId("kubernetes"), startsOn: firstDay });
  const [audit] = await read.auditLog({ entity: "batch", entityId: String(batch!.id) });
  expect(audit?.action).toBe("batch.create");

  await page.goto(paths.course("kubernetes"));
  const card = page.locator(`#batch-${batch!.id}`);
  await expect(card.getByText("1 seat left")).toBeVisible();
  // Signed in: the form starts from the account's name and e-mail.
  await expect(card.getByLabel("Your Email", { exact: true })).toHaveValue(ADMIN_EMAIL);
  await card.getByLabel("Mobile Number", { exact: true }).fill("9876543210");
  await solveCaptcha(card);
  await waitOutTimeTrap(page);
  await card.getByRole("button", { name: "Enrol" }).click();
  await expect(page.getByText("Your seat is booked")).toBeVisible();
  await page.goto(paths.course("kubernetes"));
  await expect(card.getByText("Full", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Join the waiting list" })).toBeVisible();

  // The operator sees the enrolment, exports it, and cancels the batch: the learner is mailed.
  await page.goto(paths.adminCourse(await build.courseId("kubernetes")));
  const section = page.locator(`section[aria-labelledby="admin-batch-${batch!.id}"]`);
  await expect(section.getByRole("cell", { name: ADMIN_EMAIL })).toBeVisible();
  const csv = await page.request.get(paths.adminEnrolmentsCsv(batch!.id));
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`"enrolled","Site Admin","${ADMIN_EMAIL}","9876543210"`);
  await section.getByRole("button", { name: "Cancel this batch" }).click();
  await expect(page.getByText("Batch cancelled: its learners and waiting list are mailed.")).toBeVisible();
  await control.waitForMail(ADMIN_EMAIL, /^Cancelled: Kubernetes/);
  await page.goto(paths.course("kubernetes"));
  await expect(page.locator(`#batch-${batch!.id}`)).toHaveCount(0);
});

test("the operator edits a course's price, and /course shows it", async ({ admin: page }) => {
  const courseId = await build.courseId("splunk");
  const setPrice = async (price: string) => {
    await page.goto(paths.adminCourse(courseId));
    await page.locator("#course").getByLabel("Price in US dollars").fill(price);
    await page.locator("#course").getByRole("button", { name: "Save the course" }).click();
    await expect(page.getByText("Course saved.")).toBeVisible();
  };
  // The catalogue is kept whole by the page cache for visitors without cookies, per search: a kept copy first.
  const keptCatalogue = async () => {
    const answer = await page.request.get(paths.courses({ q: "Splunk" }), { headers: { cookie: "" } });
    // A kept answer carries an ETag; Remix's own renders carry none.
    expect(answer.headers()["etag"]).toMatch(/^W\/".+"$/);
    return answer.text();
  };
  expect(await keptCatalogue()).toMatch(/\$100/);
  await setPrice("137");
  try {
    // The change drops the kept copies (the catalogue's version is announced).
    expect(await keptCatalogue()).toMatch(/\$137/);
    await page.goto(paths.courses({ q: "Splunk" }));
    await expect(page.getByRole("article", { name: "Splunk" }).getByText("$137")).toBeVisible();
    await page.goto(paths.course("splunk"));
    await expect(page.getByText("$137").first()).toBeVisible();
    // The home page is kept whole by the page cache for visitors without cookies: the change drops it.
    const home = await page.request.get(paths.home, { headers: { cookie: "" } });
    expect(await home.text()).toMatch(/\$137/);
  } finally {
    await setPrice("100");
  }
  await page.goto(paths.courses({ q: "Splunk" }));
  await expect(page.getByRole("article", { name: "Splunk" }).getByText("$100")).toBeVisible();
  expect(await keptCatalogue()).toMatch(/\$100/);
});

test("a learner's name that looks like a formula is escaped in the CSV", async ({ admin: page }) => {
  const batch = await build.batch({
    course: "python",
    startsOn: dayFromNow(30),
    endsOn: dayFromNow(31),
    classDays: 127,
    startsAt: "10:00",
    endsAt: "13:00",
    mode: "online",
    city: null,
  });
  await build.enrolment({ batchId: batch.id, name: '=HYPERLINK("http://evil")', email: uniqueEmail("formula") });
  const csv = await (await page.request.get(paths.adminEnrolmentsCsv(batch.id))).text();
  expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
});
