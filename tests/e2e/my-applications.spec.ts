import { build, control, expect, read, test, uniqueEmail } from "../support/fixtures";
import { pick } from "../support/readers";
import { signedInAs } from "../support/session";
import { application, openBoardShowing, publishedRequirement, uniqueTag } from "../support/marketplace";
import { MOCK_IDENTITY_COOKIE } from "../support/mock-idp";
import { paths, requirementAnchor } from "~/lib/paths";

test("a trainer follows their applications: Sent, Shortlisted with the company's contacts, Not selected, Withdrawn, Closed", async ({
  page,
}) => {
  const tag = uniqueTag();
  const email = uniqueEmail("applicant");
  const first = await publishedRequirement(`Shortlist me ${tag}`, `Terraform ${tag} workshop`, { company: "Acme HR" });
  const second = await publishedRequirement(`Decline me ${tag}`, `Ansible ${tag} workshop`);
  await signedInAs(page, { email, name: "Tara Trainer" });
  await openBoardShowing(page, paths.board({ q: tag }), [first.id, second.id]);

  // Two real applications through the board.
  const panel = page.locator("#local-profile");
  await panel.getByLabel("Mobile Number").fill("9845012345");
  await panel.getByRole("button", { name: "Save Profile" }).click();
  await expect(panel.getByText("Profile saved successfully!")).toBeVisible();
  await expect(
    page.getByText(
      "Applying shares your trainer profile with the company: your name, skills, training mode, per-day charge, languages and experience, not your e-mail or phone. Contact details are exchanged only if the company shortlists you.",
    ),
  ).toBeVisible();
  for (const requirement of [first, second]) {
    const card = page.locator(`#${requirementAnchor(requirement.id)}`);
    await card.getByRole("button", { name: "Apply" }).click();
    await expect(card.getByText("Applied!")).toBeVisible();
  }
  const mail = await control.waitForMail(email, `Your application: Shortlist me ${tag}`);
  expect(mail.text).toContain("Contact details are exchanged only if the company shortlists you.");
  expect(mail.text).toContain(paths.myApplications);

  // Two more made directly: one to withdraw, one whose requirement closes.
  const withdrawRequirement = await publishedRequirement(`Withdraw me ${tag}`, `Helm ${tag}`);
  const closedRequirement = await publishedRequirement(`Closed ${tag}`, `Kafka ${tag}`);
  await application(withdrawRequirement.id, email);
  await application(closedRequirement.id, email);

  await page.locator("header").getByRole("link", { name: "My applications" }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  const row = (title: string) => rows.filter({ has: page.getByRole("rowheader", { name: title }) });
  await expect(row(`Shortlist me ${tag}`).getByText("Sent", { exact: true })).toBeVisible();
  await expect(row(`Decline me ${tag}`).getByText("Sent", { exact: true })).toBeVisible();
  // Newest first: the two made last come before the two applied through the board.
  const titles = await page.getByRole("rowheader").allInnerTexts();
  expect(titles.indexOf(`Decline me ${tag}`)).toBeLessThan(titles.indexOf(`Shortlist me ${tag}`));

  // The company decides (its page is tested with the company side); the database says so here.
  await build.update.applicationTo(first.id, email, { status: "shortlisted", decidedAt: new Date() });
  await build.update.applicationTo(second.id, email, { status: "declined", decidedAt: new Date() });
  await build.update.requirement(closedRequirement.id, { status: "closed", closedReason: "company" });
  await page.reload();
  const shortlisted = row(`Shortlist me ${tag}`);
  await expect(shortlisted.getByText("Shortlisted", { exact: true })).toBeVisible();
  await expect(shortlisted.getByText("Acme HR")).toBeVisible();
  await expect(shortlisted.getByRole("link", { name: first.companyEmail })).toHaveAttribute(
    "href",
    `mailto:${first.companyEmail}`,
  );
  await expect(shortlisted.getByText(first.companyPhone)).toBeVisible();
  await expect(shortlisted.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
  const declined = row(`Decline me ${tag}`);
  await expect(declined.getByText("Not selected", { exact: true })).toBeVisible();
  await expect(declined.getByText(second.companyEmail)).toHaveCount(0);
  await expect(row(`Closed ${tag}`).getByText("Closed", { exact: true })).toBeVisible();
  await expect(row(`Closed ${tag}`).getByRole("button", { name: /Withdraw/ })).toHaveCount(0);

  await row(`Withdraw me ${tag}`)
    .getByRole("button", { name: `Withdraw your application to Withdraw me ${tag}` })
    .click();
  await expect(page.getByText("Your application was withdrawn. The company will not see it any more.")).toBeVisible();
  await expect(row(`Withdraw me ${tag}`).getByText("Withdrawn", { exact: true })).toBeVisible();
  await expect(row(`Withdraw me ${tag}`).getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
  expect(
    pick(await read.applications({ requirementId: withdrawRequirement.id, trainerEmail: email }), "status"),
  ).toEqual([{ status: "withdrawn" }]);

  // The profile links here too.
  await page.goto(paths.trainerProfile);
  await page.getByRole("main").getByRole("link", { name: "My applications" }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
});

test("Withdraw is refused for someone else's application, from another site, and once decided; again is harmless", async ({
  page,
}) => {
  const tag = uniqueTag();
  const email = uniqueEmail("withdrawer");
  const requirement = await publishedRequirement(`Guarded ${tag}`, `Jenkins ${tag}`);
  const mine = await application(requirement.id, email);
  const theirs = await application(requirement.id, uniqueEmail("someone-else"));
  await signedInAs(page, { email, name: "Wes Withdrawer" }, paths.myApplications);
  const response = await page.goto(paths.myApplications);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  const origin = new URL(page.url()).origin;
  const post = (id: number, headers: Record<string, string> = { Origin: origin }) =>
    page.request.post(paths.myApplications, {
      form: { intent: "withdraw", application_id: String(id) },
      headers,
      maxRedirects: 0,
    });

  const foreign = await post(theirs);
  expect(foreign.status()).toBe(404);
  expect(await foreign.text()).toContain("We could not find that application among yours.");
  expect((await post(mine, { Origin: "https://evil.example" })).status()).toBe(403);
  expect((await post(0)).status()).toBe(400);
  expect((await post(mine)).status()).toBe(303);
  expect((await post(mine)).status()).toBe(303);
  expect(pick(await read.applications({ id: theirs }), "status")).toEqual([{ status: "sent" }]);

  await build.update.application(theirs, { status: "shortlisted" });
  const decidedRequirement = await build.requirement({ title: `Decided ${tag}`, details: `Go ${tag}` });
  const other = (
    await build.application({ requirementId: decidedRequirement.id, trainerEmail: email, status: "declined" })
  ).id;
  const decided = await post(other);
  expect(decided.status()).toBe(409);
  expect(await decided.text()).toContain("This application can no longer be withdrawn");
});

test("a visitor is sent to sign in and comes back to their applications", async ({ page }) => {
  await page.goto(paths.myApplications);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-applications$/);
  await page.context().addCookies([
    {
      name: MOCK_IDENTITY_COOKIE,
      value: encodeURIComponent(JSON.stringify({ email: uniqueEmail("newcomer"), name: "New Comer" })),
      domain: "127.0.0.1",
      path: "/",
    },
  ]);
  await page.locator("main").getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByText("You have not applied to any requirement yet.")).toBeVisible();
});
