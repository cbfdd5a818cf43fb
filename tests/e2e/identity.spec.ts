import { expect, localProfilePanel, saveLocalProfile, signIn, test, uniqueEmail } from "../support/fixtures";
import { paths } from "~/lib/paths";

test("the contact and workshop forms start with the signed-in visitor's name and e-mail", async ({ page }) => {
  const email = uniqueEmail("prefill");
  await signIn(page, { email, name: "Prem Fill" }, paths.contact);
  const contact = page.locator("#contact-form");
  await expect(contact.getByLabel("Your Name", { exact: true })).toHaveValue("Prem Fill");
  await expect(contact.getByLabel("Your Email", { exact: true })).toHaveValue(email);
  await page.goto(paths.home);
  const workshop = page.locator("#workshop-form");
  await expect(workshop.getByLabel("Your Name", { exact: true })).toHaveValue("Prem Fill");
  await expect(workshop.getByLabel("Your Email", { exact: true })).toHaveValue(email);
});

test("the local sign-in does not exist where Google sign-in is configured", async ({ request }) => {
  expect((await request.get(paths.authLocal())).status()).toBe(404);
  const post = await request.post(paths.authLocal(), {
    form: { name: "Eve", email: "admin@edukon.test" },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(post.status()).toBe(404);
});

test("a shared browser: sign-out clears the trainer's cookie, and the next user never gets the previous one's", async ({
  page,
}) => {
  // The first person's local profile (saved signed out) becomes theirs when they sign in.
  await page.goto(paths.board());
  await saveLocalProfile(page, "9845012345");
  await signIn(page, { email: uniqueEmail("first"), name: "First Trainer" }, paths.board());
  const trainerCookie = (await page.context().cookies()).find((cookie) => cookie.name === "trainerProfileData");
  expect(trainerCookie).toBeDefined();

  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("trainerProfileData");

  // Even if the first trainer's cookie comes back (another tab wrote it again), the next user ignores it.
  await page.context().addCookies([trainerCookie!]);
  await signIn(page, { email: uniqueEmail("second"), name: "Second Trainer" }, paths.board());
  await expect(page.getByText("saved in this browser")).toHaveCount(0);
  await expect(localProfilePanel(page).getByLabel("Mobile Number")).toHaveValue("");
  await page.goto(paths.trainerProfile);
  await expect(
    page.getByRole("region", { name: "Basic Profile Information" }).getByLabel("Mobile number", { exact: true }),
  ).toHaveValue("");
});
