import { build, control, expect, read, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { publishedRequirement, savedTrainerProfile, uniqueTag, uniqueWord } from "../support/marketplace";
import { paths } from "~/lib/paths";

const DIGEST_SUBJECT = /new requirements? matching your skills/;

/**
 * The digest job runs every half second in the harness and compares with the database's clock: a
 * test makes "time pass" by moving the trainer's and its requirements' timestamps back.
 */
async function timePasses(emails: string[], requirementIds: number[], hours: number) {
  // Requirements first: a digest run between the two updates must not see a trainer already due while
  // the requirements are still too new to count, or it would move the trainer's horizon past them.
  await build.update.publishedEarlier(requirementIds, hours);
  await build.update.alertsEarlier(emails, hours);
}

async function alertsEnabled(email: string): Promise<boolean> {
  return (await read.trainerProfile(email))?.alertsEnabled ?? false;
}

test("alerts: opt in, a daily digest of matching requirements only, and one-click unsubscribe without sign-in", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Skills no other test's requirement mentions, so that the digest holds this test's requirements only.
  const tag = uniqueTag();
  const skill = uniqueWord();
  const trainer = uniqueEmail("alerted");
  const bystander = uniqueEmail("unmatched");
  await savedTrainerProfile(trainer, { skills: [skill], mode: "online" });
  await savedTrainerProfile(bystander, { skills: [uniqueWord()], alerts: true });

  await signedInAs(page, { email: trainer, name: "Tara Trainer" }, paths.trainerProfile);
  const alerts = page.getByRole("region", { name: "Requirement alerts" });
  const box = alerts.getByLabel("Email me new requirements that match my skills");
  await expect(box).not.toBeChecked();
  await box.check();
  await alerts.getByRole("button", { name: "Save alerts" }).click();
  await expect(
    page.getByText("Alerts are on: we will mail you new requirements that match your skills, at most once a day."),
  ).toBeVisible();
  await expect(alerts.getByLabel("Email me new requirements that match my skills")).toBeChecked();
  expect(await alertsEnabled(trainer)).toBe(true);

  const match = await publishedRequirement(`Match ${tag}`, `${skill} modules for a platform team`);
  const other = await publishedRequirement(`Other ${tag}`, "Excel pivot tables");
  await timePasses([], [match.id, other.id], 0.5);
  await timePasses([trainer, bystander], [], 1);

  const digest = await control.waitForMail(trainer, DIGEST_SUBJECT);
  expect(digest.subject).toBe("1 new requirement matching your skills");
  expect(digest.text).toContain(`Match ${tag}`);
  expect(digest.text).toContain(`Matched on: ${skill} · online ✓`);
  expect(digest.text).not.toContain(`Other ${tag}`);
  const link = /http:\/\/\S+\/alerts\/unsubscribe\/[\w-]+/.exec(digest.text)?.[0];
  expect(link).toBeTruthy();
  expect(digest.headers["list-unsubscribe"]).toBe(`<${link}>`);
  expect(digest.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  // The bystander's skills match nothing: no mail, and no day used up.
  await page.waitForTimeout(1500);
  expect((await control.mails()).filter((mail) => mail.to.includes(bystander))).toEqual([]);
  const bystanderRow = await read.trainerProfile(bystander);
  expect(bystanderRow).toBeDefined();
  expect(bystanderRow?.alertsLastSentAt).toBeNull();

  // The link works signed out; opening it changes nothing (mail scanners follow links).
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByText("Stop the e-mails with new training requirements that match your skills?")).toBeVisible();
  expect(await alertsEnabled(trainer)).toBe(true);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You are unsubscribed: we will not mail you new requirements any more.")).toBeVisible();
  expect(await alertsEnabled(trainer)).toBe(false);

  // A day later a new match arrives: no further digest.
  const later = await publishedRequirement(`Later ${tag}`, `${skill} state`);
  await timePasses([], [later.id], 0.5);
  await timePasses([trainer], [match.id, other.id], 25);
  await page.waitForTimeout(2000);
  expect(
    (await control.mails()).filter((mail) => mail.to.includes(trainer) && DIGEST_SUBJECT.test(mail.subject)),
  ).toHaveLength(1);
});

test("the List-Unsubscribe one-click POST (RFC 8058) unsubscribes; a forged link is a 404", async ({ page }) => {
  const skill = uniqueWord();
  const trainer = uniqueEmail("oneclick");
  await savedTrainerProfile(trainer, { skills: [skill], alerts: true });
  const match = await publishedRequirement(`One click ${skill}`, `${skill} dashboards`);
  await timePasses([], [match.id], 0.5);
  await timePasses([trainer], [], 1);
  const digest = await control.waitForMail(trainer, DIGEST_SUBJECT);
  const link = /<(\S+)>/.exec(digest.headers["list-unsubscribe"] ?? "")?.[1];
  expect(link).toBeTruthy();

  // What a mail client sends: no Origin, no cookie, the RFC's body.
  const oneClick = await page.request.post(link!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(await alertsEnabled(trainer)).toBe(false);

  const forged = await page.goto(paths.alertsUnsubscribe("forged-token"));
  expect(forged?.status()).toBe(404);
  await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});

test("alerts need a saved profile first", async ({ page }) => {
  await signedInAs(page, { email: uniqueEmail("unsaved"), name: "New Trainer" }, paths.trainerProfile);
  const alerts = page.getByRole("region", { name: "Requirement alerts" });
  await alerts.getByLabel("Email me new requirements that match my skills").check();
  await alerts.getByRole("button", { name: "Save alerts" }).click();
  // Said in the error summary at the top of the section and in the status line beside Save.
  await expect(alerts.getByText(/Please save your Basic info \(with your skills\) first/)).toHaveCount(2);
  await expect(alerts.getByText(/Please save your Basic info \(with your skills\) first/).first()).toBeVisible();
});

test("Save alerts keeps what was typed in the profile sections, marked Unsaved changes", async ({ page }) => {
  const trainer = uniqueEmail("alerts-typed");
  await savedTrainerProfile(trainer, { skills: ["Azure"] });
  await signedInAs(page, { email: trainer, name: "Tara Trainer" }, "/trainer-profile");
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page);
  const professional = page.getByRole("region", { name: "Professional & Availability" });
  await professional.getByLabel("Availability").fill("Evenings after 18:00 IST");
  const alerts = page.getByRole("region", { name: "Requirement alerts" });
  await alerts.getByLabel("Email me new requirements that match my skills").check();
  await alerts.getByRole("button", { name: "Save alerts" }).click();
  await expect(
    page.getByText("Alerts are on: we will mail you new requirements that match your skills, at most once a day."),
  ).toBeVisible();
  expect(await alertsEnabled(trainer)).toBe(true);
  await expect(professional.getByLabel("Availability")).toHaveValue("Evenings after 18:00 IST");
  await expect(professional).toHaveAccessibleDescription("Unsaved changes");
});
