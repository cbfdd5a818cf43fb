import { build, expect, read, test, uniqueEmail, waitForHydration } from "../support/fixtures";
import { pick } from "../support/readers";
import { signedInAs } from "../support/session";
import { application, publishedRequirement, savedTrainerProfile, uniqueTag } from "../support/marketplace";
import { paths } from "~/lib/paths";

test("Delete my profile: a confirmation, then the profile, CV, draft and contacts on applications are gone and the trainer is signed out", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("leaving");
  await savedTrainerProfile(email, { skills: ["Azure"] });
  await build.trainerCv({ trainerEmail: email });
  const requirement = await publishedRequirement(`Leaving ${uniqueTag()}`, "Azure for admins");
  const applied = await application(requirement.id, email);
  await signedInAs(page, { email, name: "Lea Leaving" }, paths.trainerProfile);
  await page.context().addCookies([
    {
      name: "trainerProfileData",
      value: encodeURIComponent(JSON.stringify({ core: { name: "Draft" }, professional: {}, optional: {} })),
      url: baseURL!,
    },
  ]);

  await page.getByRole("button", { name: "Delete my profile" }).click();
  await expect(page).toHaveURL(/\/trainer-profile\/delete$/);
  await expect(page.getByRole("heading", { name: "Delete your trainer profile?" })).toBeVisible();
  // Nothing happens until the trainer confirms.
  expect(await read.trainerProfiles({ email })).toHaveLength(1);
  await page.getByRole("button", { name: "Yes, delete my profile" }).click();

  await expect(
    page.getByText(
      "Your trainer profile, your CV and your contact details on your applications are deleted, and you are signed out.",
    ),
  ).toBeVisible();
  // The home page opens at its top: the confirmation form's fragment is not carried over.
  await expect(page).toHaveURL(/\/#top$/);
  await expect(page.locator("header").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  expect(await read.trainerProfiles({ email })).toEqual([]);
  expect(await read.trainerCvs({ trainerEmail: email })).toEqual([]);
  expect(await read.sessions({ email })).toEqual([]);
  const anonymised = await read.applications({ id: applied });
  expect(pick(anonymised, "trainerEmail", "mobileNumber")).toEqual([{ trainerEmail: null, mobileNumber: null }]);
  expect(anonymised[0]?.anonymisedAt).toBeInstanceOf(Date);
  const draft = (await page.context().cookies()).find((cookie) => cookie.name === "trainerProfileData");
  expect(draft?.value ?? "").toBe("");
});

test("the delete page needs sign-in and a same-site POST", async ({ page }) => {
  await page.goto(paths.trainerProfileDelete);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftrainer-profile%2Fdelete$/);
  const crossSite = await page.request.post(paths.trainerProfileDelete, {
    form: { confirm: "delete" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});

test("Delete my profile, then No: what was typed on the profile is still there, its section marked Unsaved changes", async ({
  page,
}) => {
  const email = uniqueEmail("second-thoughts");
  await savedTrainerProfile(email, { skills: ["Azure"] });
  await signedInAs(page, { email, name: "Tara Trainer" }, "/trainer-profile");
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page);
  const basic = page.getByRole("region", { name: "Basic Profile Information" });
  await basic.getByLabel("Full Name").fill("Tara T. Trainer");
  await page.getByRole("button", { name: "Delete my profile" }).click();
  await expect(page).toHaveURL(/\/trainer-profile\/delete$/);
  await page.getByRole("link", { name: "No, keep my profile" }).click();
  await expect(page).toHaveURL(/\/trainer-profile$/);
  await expect(basic.getByLabel("Full Name")).toHaveValue("Tara T. Trainer");
  await expect(basic).toHaveAccessibleDescription("Unsaved changes");
  expect(pick(await read.trainerProfiles({ email }), "name")).toEqual([{ name: "Tara Trainer" }]);
});
