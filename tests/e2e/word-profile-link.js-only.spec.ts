import { expect, test } from "../support/fixtures";
import { TEST_WORD_PROFILE_FORM_URL } from "../support/ports";
import { paths } from "~/lib/paths";

/**
 * "Submit Word Profile" with WORD_PROFILE_FORM_URL set, as the main harness starts the site (one project only: the link
 * is the same HTML with JavaScript off). Unset, as a fresh `npm start` has it: word-profile-link.local-sign-in.spec.ts.
 */
test("with WORD_PROFILE_FORM_URL set, Submit Word Profile opens that form in a new tab", async ({ page }) => {
  await page.goto(paths.board());
  const link = page.getByRole("link", { name: /Submit Word Profile/ });
  await expect(link).toHaveAttribute("href", TEST_WORD_PROFILE_FORM_URL);
  await expect(link).toHaveAttribute("target", "_blank");
});
