import { demoCourse } from "~/content/course-single";
import { paths } from "~/lib/paths";
import { expect, test, uniqueEmail } from "../support/fixtures";
import { MOCK_IDENTITY_COOKIE } from "../support/mock-idp";
import { signedInAs } from "../support/session";

test("the demo course's Enrolled Now leads through /signup's sign-in to the course's enrolment form", async ({
  page,
}) => {
  const email = uniqueEmail("enrolled-now");
  await page.context().addCookies([
    {
      name: MOCK_IDENTITY_COOKIE,
      value: encodeURIComponent(JSON.stringify({ email, name: "Nina Rao" })),
      domain: "127.0.0.1",
      path: "/",
    },
  ]);
  await page.goto(paths.courseSingle);
  await page.getByRole("link", { name: "Enrolled Now" }).click();
  // SPEC's link: the sign-up page, whose sign-in now returns to the enrolment.
  await expect(page).toHaveURL(/\/signup\?/);
  await page.getByRole("main").getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page).toHaveURL(paths.courseEnroll(demoCourse.title));
  const form = page.locator("#enroll-form");
  await expect(form.getByLabel("Your Email", { exact: true })).toHaveValue(email);
  await expect(page.getByText(`You are enrolling for ${demoCourse.title}.`)).toBeVisible();
});

test("/signup sends nobody to another site", async ({ page }) => {
  await page.goto(paths.signupThen("//evil.example/"));
  await expect(page.getByRole("link", { name: "Get Started Now" })).toHaveAttribute(
    "href",
    paths.login({ redirectTo: paths.home }),
  );
});

test("the phone's top bar offers Sign In2 and Log In only to a visitor who is not signed in", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(paths.contact);
  await expect(page.getByRole("link", { name: "Sign In2" })).toBeVisible();
  await signedInAs(page, { name: "Top Bar", email: uniqueEmail("top-bar") }, paths.contact);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In2" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log In", exact: true })).toHaveCount(0);
});
