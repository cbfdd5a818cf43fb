import type { Page } from "@playwright/test";
import {
  build,
  expect,
  localProfilePanel,
  read,
  saveLocalProfile,
  signIn,
  test,
  uniqueEmail,
  waitForHydration,
} from "../support/fixtures";
import { signedInAs } from "../support/session";
import { pick } from "../support/readers";
import { paths } from "~/lib/paths";

/**
 * One trainer profile: signed in, the board's "Your trainer profile" panel and /trainer-profile
 * Basic show and save the same mobile number, skills and training mode, and Full Name starts from the signed-in
 * name; signed out, the panel's local profile fills the account's profile on sign-in where it is empty and says so.
 */

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;
const basicSection = (page: Page) => page.getByRole("region", { name: "Basic Profile Information" });

/** The skills /trainer-profile shows: the tag list with JavaScript, the text box without. */
async function expectProfileSkills(page: Page, skills: string[]) {
  const basic = basicSection(page);
  if (jsOn()) {
    await expect(basic.getByRole("list", { name: "Skills added" }).getByRole("listitem")).toHaveText(
      skills.map((skill) => new RegExp(skill)),
    );
  } else {
    await expect(basic.getByLabel("Skills", { exact: true })).toHaveValue(skills.join(", "));
  }
}

test("signed in, the board panel and /trainer-profile show and save the same profile", async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("one-profile");
  await signedInAs(page, { email, name: "Omana One" }, paths.board());
  if (jsOn()) await waitForHydration(page);
  const panel = localProfilePanel(page);
  await panel.getByLabel("Training Mode").selectOption("hybrid");
  await saveLocalProfile(page, "9844001122", "Kubernetes, Terraform");

  await page.goto(paths.trainerProfile);
  const basic = basicSection(page);
  await expect(basic.getByLabel("Full Name")).toHaveValue("Omana One");
  await expect(basic.getByLabel("Mobile number", { exact: true })).toHaveValue("9844001122");
  await expect(basic.getByLabel("Preferred Training Mode")).toHaveValue("hybrid");
  await expectProfileSkills(page, ["Kubernetes", "Terraform"]);
  expect(
    pick(await read.trainerProfiles({ email }), "name", "mobileNumbers", "skills", "preferredTrainingMode"),
  ).toEqual([
    {
      name: "Omana One",
      mobileNumbers: ["9844001122"],
      skills: ["Kubernetes", "Terraform"],
      preferredTrainingMode: "hybrid",
    },
  ]);

  // And the other way round: a number saved on /trainer-profile is the panel's.
  if (jsOn()) await waitForHydration(page);
  await basic.getByLabel("Mobile number", { exact: true }).fill("9844009988");
  await basic.getByLabel("Per Day Charge (₹)").fill("7000");
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();
  await page.goto(paths.board());
  await expect(localProfilePanel(page).getByLabel("Mobile Number")).toHaveValue("9844009988");
  await expect(localProfilePanel(page).getByLabel("Skills")).toHaveValue("Kubernetes, Terraform");
  await expect(localProfilePanel(page).getByLabel("Training Mode")).toHaveValue("hybrid");
});

test("signed out, the panel's profile fills the account's empty profile on sign-in, and says so", async ({ page }) => {
  const email = uniqueEmail("taken-over");
  await page.goto(paths.board());
  if (jsOn()) await waitForHydration(page);
  await saveLocalProfile(page, "9811223344", "Python, Pandas");
  await signIn(page, { email, name: "Tanvi Taken" }, paths.board());
  await expect(
    page.getByText("Your trainer profile now has the mobile number and skills saved in this browser."),
  ).toBeVisible();
  await page.goto(paths.trainerProfile);
  await expect(basicSection(page).getByLabel("Mobile number", { exact: true })).toHaveValue("9811223344");
  await expectProfileSkills(page, ["Python", "Pandas"]);
});

test("signed out, the panel's profile never overwrites a saved one on sign-in, and says what was kept", async ({
  page,
}) => {
  const email = uniqueEmail("kept");
  await build.trainerProfile({ email, name: "Kamal Kept", mobileNumbers: ["9800000001"], skills: ["Java"] });
  await page.goto(paths.board());
  if (jsOn()) await waitForHydration(page);
  await saveLocalProfile(page, "9811223344", "Python");
  await signIn(page, { email, name: "Kamal Kept" }, paths.board());
  await expect(page.getByText("Your saved mobile number and skills were kept, not this browser's.")).toBeVisible();
  expect(pick(await read.trainerProfiles({ email }), "mobileNumbers", "skills")).toEqual([
    { mobileNumbers: ["9800000001"], skills: ["Java"] },
  ]);
  await expect(localProfilePanel(page).getByLabel("Mobile Number")).toHaveValue("9800000001");
});

test("on a phone, a link above the list reaches the panel without scrolling past the cards", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto(paths.board());
  const link = page.getByRole("link", { name: "Your trainer profile: mobile number and skills" });
  const box = await link.boundingBox();
  expect(box, "the link is shown").not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(700 * 3);
  await link.click();
  const heading = localProfilePanel(page).getByRole("heading", { name: "Your trainer profile" });
  await expect(heading).toBeInViewport();
  const headingBox = await heading.boundingBox();
  // Below the sticky header, not under it.
  expect(headingBox!.y).toBeGreaterThanOrEqual(0);
});
