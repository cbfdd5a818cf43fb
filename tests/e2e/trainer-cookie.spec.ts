import { expect, test } from "../support/fixtures";
import { paths } from "~/lib/paths";

/** The crafted cookie of the hostile-input report, byte for byte: a string where a list of skills is expected. */
const ISSUE_COOKIE = 'trainerProfileData={"core":{"skills":"Azure"}}';

test.describe("a malformed trainerProfileData cookie is ignored and replaced, never fatal", () => {
  for (const path of [paths.board(), paths.trainerProfile]) {
    test(`${path} answers its page and expires the bad cookie`, async ({ request }) => {
      const response = await request.get(path, { headers: { Cookie: ISSUE_COOKIE } });
      expect(response.status()).toBe(200);
      const setCookie = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
      expect(setCookie.map((header) => header.value)).toContainEqual(
        expect.stringMatching(/^trainerProfileData=;.*Max-Age=0/),
      );
    });
  }

  test("the board renders in the browser with the bad cookie", async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([{ name: "trainerProfileData", value: '{"core":{"skills":"Azure"}}', url: baseURL! }]);
    const response = await page.goto(paths.board());
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(paths.trainerProfile);
    await expect(page.getByRole("button", { name: "Save Basic Info" })).toBeVisible();
  });
});
