import { control, expect, NOTIFY_EMAIL, solveCaptcha, test, uniqueEmail, waitOutTimeTrap } from "../support/fixtures";
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
    const [enquiry] = await control.sql<{ id: number }>("select id from enquiries where email = $1", [email]);
    expect(enquiry).toBeDefined();
    await expect
      .poll(
        async () =>
          (
            await control.sql<{ attempts: number; status: string }>(
              "select attempts, status from outbox where related_to = $1 and to_address = $2",
              [`enquiry:${enquiry?.id}`, NOTIFY_EMAIL],
            )
          )[0],
        { timeout: 15_000 },
      )
      .toMatchObject({ status: "pending", attempts: 1 });
  } finally {
    await control.startSmtp();
  }
  const mail = await control.waitForMail(NOTIFY_EMAIL, "During the outage", 40_000);
  expect(mail.text).toContain("Please keep this");
  const rows = await control.sql<{ status: string }>(
    "select status from outbox where to_address = $1 and subject like '%During the outage%'",
    [NOTIFY_EMAIL],
  );
  expect(rows).toEqual([{ status: "sent" }]);
});
