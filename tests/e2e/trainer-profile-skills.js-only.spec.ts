import { expect, test, waitForHydration } from "../support/fixtures";
import { courseTopics } from "~/content/course-topics";
import { paths } from "~/lib/paths";

/**
 * The skills tag widget suggests our course topics (content/course-topics.ts, imported by the field itself since
 * decision 0057). The widget exists only with JavaScript; without it the field is a plain text box (trainer-profile.spec
 * covers that), so the JavaScript-on project alone runs this file.
 */
test("with JavaScript, the skills field suggests our course topics", async ({ page }) => {
  await page.goto(paths.trainerProfile);
  await waitForHydration(page);
  const list = await page
    .getByRole("region", { name: "Basic Profile Information" })
    .getByLabel("Skills", { exact: true })
    .getAttribute("list");
  await expect(page.locator(`[id="${list}"] option`)).toHaveCount(courseTopics.length);
  await expect(page.locator(`[id="${list}"] option[value="Kubernetes"]`)).toHaveCount(1);
});
