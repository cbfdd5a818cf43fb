import type { Locator, Page } from "@playwright/test";
import { dayFromNow } from "../support/builders";
import {
  build,
  control,
  expect,
  NOTIFY_EMAIL,
  read,
  solveCaptcha,
  test,
  uniqueEmail,
  waitOutTimeTrap,
} from "../support/fixtures";
import { paths } from "~/lib/paths";

/**
 * Course pages, batches and seats (docs/product.md, "Courses, batches and seats"), with JavaScript on and off: every
 * catalogue card leads to its course page; an enrolment takes a seat, mails an iCalendar invitation and a cancel link
 * that gives the seat back; a full batch offers its waiting list.
 */

/** An evening hybrid batch in Pune, forty days from now, twelve days long. */
async function newBatch(slug: string, seats: number): Promise<number> {
  return (await build.batch({ course: slug, startsOn: dayFromNow(40), endsOn: dayFromNow(51), seatsTotal: seats })).id;
}

const batchCard = (page: Page, id: number) => page.locator(`#batch-${id}`);

async function enrol(page: Page, batch: Locator, values: { name: string; email: string }, button = "Enrol") {
  await batch.getByLabel("Your Name", { exact: true }).fill(values.name);
  await batch.getByLabel("Your Email", { exact: true }).fill(values.email);
  await batch.getByLabel("Mobile Number", { exact: true }).fill("9876543210");
  await solveCaptcha(batch);
  await waitOutTimeTrap(page);
  await batch.getByRole("button", { name: button }).click();
}

test("every catalogue card leads to its course page", async ({ page }) => {
  await page.goto(paths.courses());
  const titles = page.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(titles).toHaveCount(40);
  const links = await titles.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ title: anchor.textContent ?? "", href: anchor.getAttribute("href") ?? "" })),
  );
  for (const { title, href } of links) {
    expect(href).toMatch(/^\/courses\/[a-z0-9-]+$/);
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text()).toContain(`<h1`);
    expect(await response.text()).toContain(title.replace(/&/g, "&amp;"));
  }
  await titles.filter({ hasText: "Azure Administration" }).click();
  await expect(page).toHaveURL(paths.course("azure-administration"));
  await expect(page.getByRole("heading", { level: 1, name: "Azure Administration" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming batches" })).toBeVisible();
  await page.getByRole("link", { name: "Read the Azure Administration tutorials" }).click();
  await expect(page).toHaveURL(paths.courseAzureAdmin);
  await page.getByRole("link", { name: /Upcoming batches and enrolment/ }).click();
  await expect(page).toHaveURL(paths.course("azure-administration"));
});

test("an unknown course is a 404, an archived one a 410 with the way back to the catalogue", async ({ page }) => {
  expect((await page.goto(paths.course("no-such-course")))?.status()).toBe(404);
  // An archived course of this test's own: archiving a seeded one would take it off the catalogue that the other
  // tests, running in parallel, read.
  const slug = `archived-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await build.course({
    slug,
    category: "Blockchain",
    summary: "A retired course",
    outline: "Nothing now",
    trainer: "Nobody",
    archivedAt: new Date(),
  });
  expect((await page.goto(paths.course(slug)))?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1, name: "This course is no longer offered" })).toBeVisible();
  await page.getByRole("link", { name: "Browse the course catalogue" }).click();
  await expect(page).toHaveURL(paths.courses());
});

test("an enrolment takes a seat, mails a calendar invitation, and its cancel link gives the seat back", async ({
  page,
}) => {
  const batchId = await newBatch("terraform", 3);
  await page.goto(paths.course("terraform"));
  const batch = batchCard(page, batchId);
  await expect(batch.getByText("3 seats left")).toBeVisible();
  const email = uniqueEmail("learner");
  await enrol(page, batch, { name: "Asha Rao", email });

  const answer = page.locator(`#${"batch-enrol-" + batchId}`).getByText("Your seat is booked");
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
  await page.goto(paths.course("terraform"));
  await expect(batchCard(page, batchId).getByText("2 seats left")).toBeVisible();
  const [row] = await read.enrolments({ email });
  expect(row).toMatchObject({ status: "enrolled" });

  const mail = await control.waitForMail(email, "Your seat in Terraform is booked");
  expect(mail.attachments.some((file) => file.contentType.startsWith("text/calendar"))).toBe(true);
  await control.waitForMail(NOTIFY_EMAIL, new RegExp(`Email: ${email.replace(/[.+]/g, "\\$&")}`));
  const link = /https?:\/\/[^\s]+\/enrolments\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Cancel my seat" }).click();
  await expect(page.getByText("Your seat is cancelled")).toBeVisible();
  await page.goto(paths.course("terraform"));
  await expect(batchCard(page, batchId).getByText("3 seats left")).toBeVisible();
  // The link worked once.
  expect((await page.goto(new URL(link).pathname))?.status()).toBe(404);
});

test("a batch's last seat taken, the page shows Full and offers the waiting list", async ({ page }) => {
  const batchId = await newBatch("ansible", 1);
  await page.goto(paths.course("ansible"));
  await enrol(page, batchCard(page, batchId), { name: "Ravi Kumar", email: uniqueEmail("first") });
  await expect(page.getByText("Your seat is booked")).toBeVisible();
  await page.goto(paths.course("ansible"));
  const batch = batchCard(page, batchId);
  await expect(batch.getByText("Full", { exact: true })).toBeVisible();
  await enrol(page, batch, { name: "Meena Iyer", email: uniqueEmail("second") }, "Join the waiting list");
  const answer = batch.getByText("you are on its waiting list");
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
});

test("a cancelled batch refuses an enrolment with a readable 409", async ({ page }) => {
  const batchId = await newBatch("splunk", 5);
  await page.goto(paths.course("splunk"));
  await build.update.batch(batchId, { cancelledAt: new Date() });
  const response = page.waitForResponse((answer) => answer.request().method() === "POST");
  await enrol(page, batchCard(page, batchId), { name: "Asha Rao", email: uniqueEmail("late") });
  expect((await response).status()).toBe(409);
  await expect(page.getByText("This batch is no longer open for enrolment")).toBeVisible();
});

test("the enrolment enquiry of a course shows its upcoming batches above the form", async ({ page }) => {
  const batchId = await newBatch("docker", 4);
  await page.goto(paths.courseEnroll("Docker"));
  await expect(page.getByRole("heading", { name: "Upcoming batches" })).toBeVisible();
  await page.locator(`a[href="${paths.courseBatch("docker", batchId)}"]`).click();
  await expect(page).toHaveURL(paths.courseBatch("docker", batchId));
  await expect(batchCard(page, batchId).getByText("4 seats left")).toBeInViewport();
  // A title that is no catalogue course still has its enquiry form, without batches.
  await page.goto(paths.courseEnroll("Docker Essentials"));
  await expect(page.getByRole("button", { name: "Enroll Now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upcoming batches" })).toHaveCount(0);
});

test("a batch's city with markup is shown as text on the course page", async ({ page }) => {
  const city = `<img src=x onerror="document.title='owned'">Pune`;
  const row = await build.batch({
    course: "airflow",
    startsOn: dayFromNow(45),
    endsOn: dayFromNow(46),
    classDays: 127,
    startsAt: "10:00",
    endsAt: "13:00",
    mode: "in_person",
    city,
  });
  await page.goto(paths.course("airflow"));
  await expect(batchCard(page, row.id).getByText(`In person, ${city}`)).toBeVisible();
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  await expect(page).not.toHaveTitle("owned");
});

test("the sitemap lists every course page, and the home carousel links to them", async ({ page, request }) => {
  const xml = await (await request.get(paths.sitemap)).text();
  expect(xml).toContain(`${paths.course("azure-administration")}</loc>`);
  expect(xml.match(/\/courses\/[a-z0-9-]+<\/loc>/g)).toHaveLength(40);
  await page.goto(paths.home);
  const carousel = page.getByRole("region", { name: "Featured courses" });
  await expect(carousel.locator(`a[href="${paths.course("kubernetes")}"]`).first()).toBeAttached();
});
