import { TRAINERS_PER_PAGE } from "~/forms/trainer-directory";
import { build, control, expect, read, test, uniqueEmail } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { directoryTrainer, manageLinkTo, verifiedReview } from "../support/directory";
import { publishedRequirement, uniqueWord } from "../support/marketplace";
import { paths } from "~/lib/paths";

/**
 * The trainer directory, with JavaScript on and off: a trainer opts in on /trainer-profile and
 * gets a public page (a trainer who did not is a 404), the directory's search and filters are a plain GET form, and
 * a company invites a directory trainer from its manage page, which mails the trainer a link to the board.
 */

// Each test walks several pages (and the first signs in): on a loaded machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

test("opt in on the trainer profile: a public page without contact details; not opted in: 404", async ({ page }) => {
  const email = uniqueEmail("opt-in");
  const name = `Opal ${capitalised(uniqueWord())}`;
  await build.trainerProfile({
    email,
    name,
    skills: ["Kubernetes", "Helm"],
    preferredTrainingMode: "hybrid",
    location: "Pune, Maharashtra",
    perDayCharge: 18000,
    experience: 11,
    trainingExperience: 6,
  });
  await signedInAs(page, { email, name }, paths.trainerProfile);
  const section = page.getByRole("region", { name: "Trainer directory" });
  const listed = section.getByLabel("Show my profile to companies");
  await expect(listed).not.toBeChecked();
  await listed.check();
  const headline = section.getByLabel("Headline on your public page (optional)");
  await expect(headline).toHaveAttribute("maxlength", "120");
  await headline.fill("  Kubernetes for platform teams, on your own clusters  ");
  await section.getByRole("button", { name: "Save directory settings" }).click();
  await expect(section.getByText("Your profile is in the directory")).toBeVisible();
  await expect(section.getByLabel("Show my profile to companies")).toBeChecked();
  await expect(section.getByLabel("Headline on your public page (optional)")).toHaveValue(
    "Kubernetes for platform teams, on your own clusters",
  );
  expect((await read.trainerProfile(email))?.headline).toBe("Kubernetes for platform teams, on your own clusters");
  const slug = (await read.trainerProfile(email))?.publicSlug ?? "";
  expect(slug).toMatch(/^opal-[a-z]+-[a-z0-9]{8}$/);
  await verifiedReview(email, 5, "Clear, patient <b>and</b> practical.", "Thank you, it was a pleasure.");

  await section.getByRole("link", { name: paths.trainer(slug) }).click();
  // The page opens with the trainer: monogram, name, headline, rating and one primary action.
  const banner = page.locator(".page-banner");
  await expect(banner.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(banner.getByText("Kubernetes for platform teams, on your own clusters")).toBeVisible();
  await expect(banner.getByText("5.0 from 1 verified review")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Post a requirement" })).toHaveAttribute("href", paths.postRequirement);
  await expect(banner.getByRole("button", { name: "Invite to a requirement" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Skills" }).getByText("Kubernetes", { exact: true })).toBeVisible();
  const profile = page.getByRole("complementary", { name: "At a glance" });
  await expect(profile.getByText("11 years")).toBeVisible();
  await expect(profile.getByText("6 years")).toBeVisible();
  await expect(profile.getByText("Hybrid")).toBeVisible();
  await expect(profile.getByText("Pune, Maharashtra")).toBeVisible();
  const reviews = page.getByRole("region", { name: "Verified reviews" });
  await expect(reviews.getByText("5.0 from 1 verified review")).toBeVisible();
  // The company's text is text, never markup.
  await expect(reviews.getByText("Clear, patient <b>and</b> practical.")).toBeVisible();
  await expect(reviews.getByText("Thank you, it was a pleasure.")).toBeVisible();
  await expect(reviews.getByText("Terraform for platform teams")).toBeVisible();
  const text = await page.locator("main").innerText();
  expect(text).not.toContain(email);
  expect(text).not.toContain("9845012345");
  expect(text).not.toContain("18,000");

  // The rate shows only when the trainer chooses.
  await page.goto(paths.trainerProfile);
  await section.getByLabel("Show my per-day charge on my public page").check();
  await section.getByRole("button", { name: "Save directory settings" }).click();
  await expect(section.getByText("Your profile is in the directory")).toBeVisible();
  await page.goto(paths.trainer(slug));
  await expect(page.getByRole("complementary", { name: "At a glance" }).getByText("₹18,000")).toBeVisible();

  // Opted out: the page is gone and the directory does not list the trainer.
  await page.goto(paths.trainerProfile);
  await section.getByLabel("Show my profile to companies").uncheck();
  await section.getByRole("button", { name: "Save directory settings" }).click();
  await expect(section.getByText("Your profile is not shown to companies")).toBeVisible();
  const gone = await page.goto(paths.trainer(slug));
  expect(gone?.status()).toBe(404);
  await expect(page.getByText("Error 404!")).toBeVisible();
  await page.goto(paths.trainers({ q: name }));
  await expect(page.getByRole("link", { name })).toHaveCount(0);

  // A trainer who never opted in (their slug would be this) has no page either.
  const hidden = await directoryTrainer(`Hidden ${capitalised(uniqueWord())}`, { listed: false });
  expect((await page.goto(paths.trainer(hidden.slug)))?.status()).toBe(404);
  const sitemap = await (await page.request.get(paths.sitemap)).text();
  expect(sitemap).not.toContain(hidden.slug);
});

test("the directory: search and filters for skill, mode and city, ranked by verified reviews, with the count", async ({
  page,
}) => {
  const skill = capitalised(uniqueWord());
  const city = `${capitalised(uniqueWord())}, Karnataka`;
  const one = await directoryTrainer(`Una ${capitalised(uniqueWord())}`, { skills: [skill], location: city });
  const many = await directoryTrainer(`Mani ${capitalised(uniqueWord())}`, { skills: [skill], location: city });
  const away = await directoryTrainer(`Ines ${capitalised(uniqueWord())}`, {
    skills: [skill, "Ansible"],
    mode: "in_person",
    location: "Mumbai, Maharashtra",
  });
  const unlisted = await directoryTrainer(`Nola ${capitalised(uniqueWord())}`, { skills: [skill], listed: false });
  await verifiedReview(one.email, 5, "Great");
  for (let i = 0; i < 12; i += 1) await verifiedReview(many.email, i < 10 ? 5 : 4, "Very good");

  await page.goto(paths.trainers());
  const search = page.getByRole("search", { name: "Search trainers" });
  await search.getByLabel("Skill").selectOption(skill);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`skill=${skill}`));
  const cards = page
    .getByRole("list", { name: "Trainers" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
  // Twelve reviews averaging 4.8 outrank one 5-star review; no reviews come last.
  await expect(cards.getByRole("heading")).toHaveText([many.name, one.name, away.name]);
  await expect(cards.filter({ hasText: many.name }).getByText("4.8 from 12 verified reviews")).toBeVisible();
  await expect(cards.filter({ hasText: one.name }).getByText("5.0 from 1 verified review")).toBeVisible();
  await expect(page.getByText(unlisted.name)).toHaveCount(0);

  await search.getByLabel("Training mode").selectOption("In person");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(cards.getByRole("heading")).toHaveText([away.name]);

  await search.getByLabel("Training mode").selectOption("Any training mode");
  await search.getByLabel("City").selectOption(city);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(cards.getByRole("heading")).toHaveText([many.name, one.name]);

  await page.goto(paths.trainers({ q: one.name }));
  await expect(cards.getByRole("heading")).toHaveText([one.name]);
  await cards.getByRole("link", { name: one.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: one.name })).toBeVisible();

  await page.goto(paths.trainers({ q: uniqueWord() + uniqueWord() }));
  await expect(page.getByText("No trainer in the directory matches this search.")).toBeVisible();
});

test("a company invites a directory trainer from its manage page: the trainer is mailed a link to the board", async ({
  page,
}) => {
  const trainer = await directoryTrainer(`Ivo ${capitalised(uniqueWord())}`, { skills: ["Terraform"] });
  const posted = await publishedRequirement(`Invite ${uniqueWord()}`, "Terraform for a platform team");
  const link = await manageLinkTo(posted.id);

  await page.goto(link);
  const invite = page.getByRole("region", { name: "Invite trainers from the directory" });
  await invite.getByRole("searchbox", { name: "Search the directory" }).fill(trainer.name);
  await invite.getByRole("button", { name: "Find trainers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invite trainers" })).toBeVisible();
  await expect(page.getByText("10 invitations left today")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: trainer.name }) });
  await card.getByRole("button", { name: "Invite" }).click();
  await expect(page.getByText(`${trainer.name} is invited`)).toBeVisible();
  await expect(card.getByText("Invited", { exact: true })).toBeVisible();
  await expect(page.getByText("9 invitations left today")).toBeVisible();

  const mail = await control.waitForMail(trainer.email, "invites you to apply");
  expect(mail.text).toContain(`${paths.boardRequirement(posted.id)}`);
  expect(mail.text).toMatch(/https?:\/\/[^\s/]+\/training-requirements#lead-\d+/);
  expect(mail.text).not.toContain(posted.companyEmail);
  expect(mail.text).not.toContain(posted.companyPhone);
  expect(await read.invitations({ requirementId: posted.id, trainerEmail: trainer.email })).toHaveLength(1);

  // From the invite page, a trainer's public page offers the invitation as its one primary action.
  const other = await directoryTrainer(`Ula ${capitalised(uniqueWord())}`, { skills: ["Terraform"] });
  await page.goto(paths.requirementInvite(link.split("/").pop()!, { q: other.name }));
  await page.getByRole("link", { name: other.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: other.name })).toBeVisible();
  const hero = page.locator(".page-banner");
  await expect(hero.getByRole("link", { name: "Post a requirement" })).toHaveCount(0);
  await hero.getByRole("button", { name: "Invite to a requirement" }).click();
  await expect(page.getByText(`${other.name} is invited`)).toBeVisible();
  expect(await read.invitations({ requirementId: posted.id, trainerEmail: other.email })).toHaveLength(1);
  // A made-up token offers nothing but what everyone sees.
  await page.goto(paths.trainer(other.slug, { for: "A".repeat(43) }));
  await expect(hero.getByRole("link", { name: "Post a requirement" })).toBeVisible();
  await expect(hero.getByRole("button", { name: "Invite to a requirement" })).toHaveCount(0);

  // The applicant card links to the trainer's public page once they apply.
  await build.application({ requirementId: posted.id, trainerEmail: trainer.email });
  await page.goto(link);
  await expect(
    page.getByRole("list", { name: "Applicants" }).getByRole("link", { name: trainer.name }),
  ).toHaveAttribute("href", paths.trainer(trainer.slug));
});

test("the directory is paged with plain links: Next and Previous keep the filter", async ({ page }) => {
  const skill = capitalised(uniqueWord());
  for (let i = 0; i < TRAINERS_PER_PAGE + 1; i += 1) {
    await directoryTrainer(`Paula ${capitalised(uniqueWord())}`, { skills: [skill] });
  }
  const cards = page
    .getByRole("list", { name: "Trainers" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") });
  const pages = page.getByRole("navigation", { name: "Trainer pages" });

  await page.goto(paths.trainers({ skill }));
  await expect(cards).toHaveCount(TRAINERS_PER_PAGE);
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`skill=${skill}.*page=2|page=2.*skill=${skill}`));
  await expect(cards).toHaveCount(1);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(cards).toHaveCount(TRAINERS_PER_PAGE);
});

test("the directory's search and filters line up: one row of labels over one row of fields at 1280 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.trainers());
  const search = page.getByRole("search", { name: "Search trainers" });
  const boxes = await Promise.all(
    ["Search trainers", "Skill", "Training mode", "City"].map(async (name) => ({
      label: await search.getByText(name, { exact: true }).boundingBox(),
      field: await search.getByLabel(name, { exact: true }).boundingBox(),
    })),
  );
  for (const { label, field } of boxes) {
    expect(label!.y).toBeCloseTo(boxes[0]!.label!.y, 0);
    expect(field!.y).toBeCloseTo(boxes[0]!.field!.y, 0);
    expect(field!.height).toBeCloseTo(boxes[0]!.field!.height, 0);
  }
});
