import { expect, signIn, test, uniqueEmail } from "../support/fixtures";
import { paths } from "~/lib/paths";

test.describe("Google sign-in against the mock provider", () => {
  test("signs in, shows the user's picture and name, and signs out", async ({ page }) => {
    const email = uniqueEmail("trainer");
    await signIn(
      page,
      { email, name: "Asha Rao", picture: "https://lh3.googleusercontent.com/a/asha.png" },
      paths.contact,
    );
    await expect(page).toHaveURL(/\/contact$/);
    const header = page.getByRole("banner");
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
      await page.goto(paths.login({ redirectTo: target }));
      await signIn(page, { email: uniqueEmail("r"), name: "Redirect Tester" }, paths.login({ redirectTo: target }));
      expect(new URL(page.url()).origin).toBe(baseURL);
    }
  });

  test("a page that needs sign-in sends the visitor to log in and back", async ({ page }) => {
    await page.goto(paths.login({ redirectTo: paths.contact }));
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

test.describe("when Google sign-in does not go through", () => {
  const cases = [
    { what: "the visitor cancels", identity: { outcome: "cancel" as const }, flash: "Sign-in was cancelled." },
    {
      what: "the code exchange fails",
      identity: { outcome: "fail-exchange" as const },
      flash: "Sign-in failed. Please try again.",
    },
    {
      what: "the provider has not verified the e-mail",
      identity: { emailVerified: false },
      flash: "Your Google account's e-mail address is not verified, so it cannot be used to sign in here.",
    },
  ];
  for (const { what, identity, flash } of cases) {
    test(`${what}: back on the page, signed out, with a message`, async ({ page }) => {
      await page.context().addCookies([
        {
          name: "mock_idp_identity",
          value: encodeURIComponent(JSON.stringify({ email: uniqueEmail("no"), name: "Not Signed", ...identity })),
          domain: "127.0.0.1",
          path: "/",
        },
      ]);
      await page.goto(paths.contact);
      const finalResponse = page.waitForResponse((response) => new URL(response.url()).pathname === paths.contact);
      await page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true }).click();
      expect((await finalResponse).status()).toBe(200);
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByText(flash)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
    });
  }
});

test("a copied session cookie stops working once its user signs out", async ({ page, browser }) => {
  await signIn(page, { email: uniqueEmail("copy"), name: "Copy Cat" }, paths.contact);
  const copied = await page.context().cookies();
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  const other = await browser.newContext();
  await other.addCookies(copied);
  const otherPage = await other.newPage();
  await otherPage.goto(page.url());
  await expect(otherPage.locator("header").getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await other.close();
});
