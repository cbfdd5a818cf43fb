import type { Page } from "@playwright/test";
import { expect, read, test, uniqueEmail } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { paths } from "~/lib/paths";

/**
 * Post/redirect/get for a section's Save without JavaScript (docs/product.md, "Post/redirect/get"; decision record
 * 0060): the save answers 303, the message shows beside the section after the redirect, the other sections keep what
 * was typed (the draft), and a reload or Back sends nothing again.
 */

const section = (page: Page, title: string) => page.getByRole("region", { name: title });

test("a section's Save answers 303; its message and the other sections' typed values show after the redirect; a reload sends no POST", async ({
  page,
}) => {
  const email = uniqueEmail("prg");
  await signedInAs(page, { email, name: "Pia Redirect" }, paths.trainerProfile);
  const basic = section(page, "Basic Profile Information");
  await basic.getByLabel("Mobile number", { exact: true }).fill("9845012388");
  await basic.getByLabel("Per Day Charge (₹)").fill("9000");
  const additional = section(page, "Additional Information");
  await additional.getByLabel("Notes").fill("Typed, not saved.");

  const posted = page.waitForResponse((response) => response.request().method() === "POST");
  await basic.getByRole("button", { name: "Save Basic Info" }).click();
  expect((await posted).status()).toBe(303);
  await expect(page).toHaveURL(/\/trainer-profile#basic-title$/);
  await expect(basic.getByText("Basic info saved successfully! ✅")).toBeVisible();
  await expect(basic.getByLabel("Mobile number", { exact: true })).toHaveValue("9845012388");
  await expect(additional.getByLabel("Notes")).toHaveValue("Typed, not saved.");
  await expect(additional.getByText("Not saved yet", { exact: true })).toBeVisible();
  await expect(basic.getByText("Not saved yet", { exact: true })).toHaveCount(0);
  expect(await read.trainerProfile(email)).toMatchObject({ mobileNumbers: ["9845012388"], perDayCharge: 9000 });

  const methods: string[] = [];
  page.on("request", (request) => methods.push(request.method()));
  await page.reload();
  await expect(additional.getByLabel("Notes")).toHaveValue("Typed, not saved.");
  // The flash is shown once: the reload is a plain GET of the page.
  await expect(basic.getByText("Basic info saved successfully! ✅")).toHaveCount(0);
  expect(methods).not.toContain("POST");
  expect(methods).toContain("GET");
});
