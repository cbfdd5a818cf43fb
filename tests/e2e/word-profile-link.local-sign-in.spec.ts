import { expect, test } from "../support/fixtures";
import { CV_SECTION_ID } from "~/forms/cv-upload";
import { paths } from "~/lib/paths";

/**
 * "Submit Word Profile" with WORD_PROFILE_FORM_URL unset, as a fresh `npm start` (the local-sign-in harness) has it:
 * the link leads to our own CV upload (decision record 0016). Set: word-profile-link.js-only.spec.ts.
 */
test("with WORD_PROFILE_FORM_URL unset, Submit Word Profile leads to the CV upload on the trainer profile", async ({
  page,
}) => {
  await page.goto(paths.board());
  const link = page.getByRole("link", { name: "Submit Word Profile" });
  await expect(link).toHaveAttribute("href", paths.trainerProfileSection(CV_SECTION_ID));
  await expect(link).not.toHaveAttribute("target", /./);
  await link.click();
  await expect(page).toHaveURL(/\/trainer-profile#cv-upload$/);
  await expect(page.getByRole("region", { name: "Word Profile (CV)" })).toBeInViewport();
});
