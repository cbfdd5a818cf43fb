import { expect, signIn, test, uniqueEmail } from "../support/fixtures";

test.describe("Google sign-in against the mock provider", () => {
  test("signs in, shows the user's picture and name, and signs out", async ({ page }) => {
    const email = uniqueEmail("trainer");
    await signIn(
      page,
      { email, name: "Asha Rao", picture: "https://lh3.googleusercontent.com/a/asha.png" },
      "/contact",
    );
    await expect(page).toHaveURL(/\/contact$/);
    const header = page.locator("header");
    await expect(header.getByRole("img", { name: "Asha Rao's profile picture" })).toHaveAttribute(
      "src",
      "https://lh3.googleusercontent.com/a/asha.png",
    );
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(header.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    await expect(page.getByText("You are signed out.")).toBeVisible();
  });

  test("a hostile redirectTo never leaves the site", async ({ page, baseURL }) => {
    for (const target of ["//evil.example", "/\\evil.example", "https://evil.example", "/%2F%2Fevil.example"]) {
      await page.context().clearCookies();
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      await signIn(
        page,
        { email: uniqueEmail("r"), name: "Redirect Tester" },
        `/login?redirectTo=${encodeURIComponent(target)}`,
      );
      expect(new URL(page.url()).origin).toBe(baseURL);
    }
  });

  test("a page that needs sign-in sends the visitor to log in and back", async ({ page }) => {
    await page.goto("/login?redirectTo=%2Fcontact");
    await page.context().addCookies([
      {
        name: "mock_idp_identity",
        value: encodeURIComponent(JSON.stringify({ email: uniqueEmail("back"), name: "Back Again" })),
        domain: "127.0.0.1",
        path: "/",
      },
    ]);
    await page.locator("main").getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
