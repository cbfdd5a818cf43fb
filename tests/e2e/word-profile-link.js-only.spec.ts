import { expect, test } from "../support/fixtures";
import { testPorts } from "../support/ports";
import { CV_SECTION_ID } from "~/forms/cv-upload";
import { paths } from "~/lib/paths";

/**
 * "Submit Word Profile" in both states of WORD_PROFILE_FORM_URL. The harness sets it; these tests switch
 * it through the control server, so they run one after the other and in one project only (the link is
 * the same HTML with JavaScript off), and put the harness's value back.
 */
const HARNESS_URL = "https://forms.example.com/edukon-word-profile";
test.describe.configure({ mode: "serial" });

/**
 * The board as rendered now: a visitor without cookies gets the bare board from the page cache for up to 5 s (decision
 * 0044), which would still carry the link of the previous setting; a query string the site's links never make is not
 * kept, so this answer is rendered with the setting just made.
 */
const freshBoard = () => `${paths.board()}?word-profile-test=${Date.now()}`;

async function setWordProfileFormUrl(url: string | null) {
  const response = await fetch(`http://127.0.0.1:${testPorts().control}/config/word-profile-form-url`, {
    method: "POST",
    body: JSON.stringify({ url }),
  });
  expect(response.ok).toBe(true);
}

test.afterAll(async () => {
  await setWordProfileFormUrl(HARNESS_URL);
});

test("with WORD_PROFILE_FORM_URL set, Submit Word Profile opens that form in a new tab", async ({ page }) => {
  await setWordProfileFormUrl(HARNESS_URL);
  await page.goto(freshBoard());
  const link = page.getByRole("link", { name: /Submit Word Profile/ });
  await expect(link).toHaveAttribute("href", HARNESS_URL);
  await expect(link).toHaveAttribute("target", "_blank");
});

test("with WORD_PROFILE_FORM_URL unset, Submit Word Profile leads to the CV upload on the trainer profile", async ({
  page,
}) => {
  await setWordProfileFormUrl(null);
  await page.goto(freshBoard());
  const link = page.getByRole("link", { name: "Submit Word Profile" });
  await expect(link).toHaveAttribute("href", paths.trainerProfileSection(CV_SECTION_ID));
  await expect(link).not.toHaveAttribute("target", /./);
  await link.click();
  await expect(page).toHaveURL(/\/trainer-profile#cv-upload$/);
  await expect(page.getByRole("region", { name: "Word Profile (CV)" })).toBeInViewport();
});
