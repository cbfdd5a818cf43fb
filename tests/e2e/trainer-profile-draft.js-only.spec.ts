import { control, expect, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

test("the draft autosaves a second after typing, survives a reload, and the pin lookup goes through our server", async ({
  page,
}) => {
  await page.goto(paths.trainerProfile);
  const basic = page.getByRole("region", { name: "Basic Profile Information" });
  await basic.getByLabel("Full Name").fill("Asha Autosave");
  await basic.getByLabel("Pin Code").fill("411001");
  await expect(basic.getByLabel("Location")).toHaveValue("Pune, Maharashtra");
  const skills = basic.getByLabel("Skills", { exact: true });
  await skills.focus();
  await expect(basic.getByText(/press Enter or a comma/)).toBeVisible();
  await skills.fill("Docker");
  await skills.press("Enter");
  await skills.fill("docker");
  await skills.press("Enter");
  await expect(basic.getByRole("list", { name: "Skills added" }).getByRole("listitem")).toHaveCount(1);
  await basic.getByLabel("Full Name").focus();
  await expect(basic.getByText(/press Enter or a comma/)).toBeHidden({ timeout: 5000 });
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === "trainerProfileData")?.value ?? "", {
      timeout: 5000,
    })
    .toContain("Asha%20Autosave");
  await page.reload();
  await expect(basic.getByLabel("Full Name")).toHaveValue("Asha Autosave");
  await expect(basic.getByLabel("Location")).toHaveValue("Pune, Maharashtra");
  expect(await control.pinLookups()).toContain("411001");
});
