import { ALERTS_NEED_PROFILE } from "~/forms/trainer-alerts";
import { paths } from "~/lib/paths";
import { expect, test, uniqueEmail } from "../support/fixtures";
import { expectInView, errorSummary } from "../support/in-view";
import { signedInAs } from "../support/session";

/**
 * Where answers appear (docs/product.md section 5) on the profile's requirement alerts: on a phone a refused Save
 * alerts (no Basic info saved yet) shows the error summary at the top of the alerts section, on the first screen the
 * browser shows and below the sticky header, with an "Error: " title; with JavaScript the summary has the focus.
 */

test.use({ viewport: { width: 360, height: 800 } });

test("Save alerts without a saved profile: the summary is at the top of the section, in view, with an Error title", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.use.javaScriptEnabled !== false;
  await signedInAs(page, { email: uniqueEmail("answer-alerts"), name: "Alka Alerts" }, paths.trainerProfile);
  const title = await page.title();
  const section = page.getByRole("region", { name: "Requirement alerts" });
  await section.getByRole("checkbox").check();
  await section.getByRole("button", { name: "Save alerts" }).click();
  const summary = errorSummary(page, section);
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(ALERTS_NEED_PROFILE);
  await expectInView(page, summary);
  await expect(page).toHaveTitle(`Error: ${title}`);
  if (js) await expect(summary).toBeFocused();
});
