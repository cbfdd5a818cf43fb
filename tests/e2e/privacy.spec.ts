import { expect, test, uniqueEmail } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

test("the privacy notice under each form links to /privacy, which says it in full", async ({ page }) => {
  const notices = [
    { path: paths.postRequirement, text: /trainers see the requirement but never your contact details/ },
    { path: paths.contact, text: /We store your message with your name, e-mail and phone/ },
  ];
  for (const { path, text } of notices) {
    await page.goto(path);
    const notice = page.locator(".privacy-notice");
    await expect(notice).toContainText(text);
    await expect(notice.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", paths.privacy);
  }
  await signedInAs(page, { email: uniqueEmail("private"), name: "Pia Private" }, paths.trainerProfile);
  const profileNotice = page.locator(".privacy-notice");
  await expect(profileNotice).toContainText("It stays until you delete it here.");
  await profileNotice.getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  for (const heading of [
    "Enquiries and messages",
    "Training requirements (companies)",
    "Trainer profiles and CVs",
    "Applications",
    "Requirement alerts",
    "Sign-in and sessions",
    "Mails",
    "Deleting your data",
    "Contact",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
});

test("the footer's policy links lead to /privacy, and the sitemap lists it", async ({ page, request }) => {
  await page.goto(paths.home);
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", paths.privacy);
  await expect(footer.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", paths.privacy);
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await (await request.get(paths.sitemap)).text()).toContain("/privacy</loc>");
});
