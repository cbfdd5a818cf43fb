import {
  control,
  expect,
  NOTIFY_EMAIL,
  read,
  solveCaptcha,
  test,
  uniqueEmail,
  waitOutTimeTrap,
} from "../support/fixtures";
import { pick } from "../support/readers";
import { paths } from "~/lib/paths";

// Stopping the shared SMTP sink touches every test's mail: its own project (smtp-outage) runs it after the others.
test.describe.configure({ mode: "serial" });

test("with the SMTP sink down the enquiry is stored, its mail waits in the outbox and goes out once the sink is back", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(paths.contact);
  const form = page.locator("#contact-form");
  const email = uniqueEmail("outage");
  await form.getByLabel("Your Name", { exact: true }).fill("Outage Test");
  await form.getByLabel("Your Email", { exact: true }).fill(email);
  await form.getByLabel("Mobile Number", { exact: true }).fill("9845012345");
  await form.getByLabel("Your Subject", { exact: true }).fill("During the outage");
  await form.getByLabel("Your Message", { exact: true }).fill("Please keep this");
  await solveCaptcha(form);
  await control.stopSmtp();
  try {
    await waitOutTimeTrap(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(/Thank you, Outage Test!/)).toBeVisible();
    const [enquiry] = await read.enquiries({ email });
    expect(enquiry).toBeDefined();
    await expect
      .poll(async () => (await read.outboxMails({ to: NOTIFY_EMAIL, relatedTo: `enquiry:${enquiry?.id}` }))[0], {
        timeout: 15_000,
      })
      .toMatchObject({ status: "pending", attempts: 1 });
  } finally {
    await control.startSmtp();
  }
  const mail = await control.waitForMail(NOTIFY_EMAIL, "During the outage", 40_000);
  expect(mail.text).toContain("Please keep this");
  const rows = (await read.outboxMails({ to: NOTIFY_EMAIL })).filter((row) =>
    row.subject.includes("During the outage"),
  );
  expect(pick(rows, "status")).toEqual([{ status: "sent" }]);
});
