import { expect, read, requirementCards, test, uniqueEmail } from "../support/fixtures";
import { signedInAs } from "../support/session";
import { pick } from "../support/readers";
import { paths, requirementAnchor } from "~/lib/paths";

/**
 * Apply, the trainer-profile save, the board's local profile and the pin-code route
 * are rate-limited like the enquiry forms (RATE_LIMIT_PER_MINUTE = 10 in the harness), per client
 * address (each test has its own) and per signed-in e-mail: the 11th request in a minute is a 429 with
 * a readable message.
 */
const FORM_LIMITED =
  "You have sent this form many times in the last minute. Please wait a minute and send it again; what you typed is kept below.";
const SHORT_LIMITED = "Too many requests in the last minute. Please wait a minute and try again.";

test("the pin-code route answers 429 after ten lookups a minute", async ({ page }) => {
  for (let i = 0; i < 10; i += 1) expect((await page.request.get(paths.pincode("560103"))).status()).toBe(200);
  const limited = await page.request.get(paths.pincode("560103"));
  expect(limited.status()).toBe(429);
  expect(await limited.json()).toEqual({ location: null, message: SHORT_LIMITED });
});

test("Apply answers 429 after ten tries a minute", async ({ page }) => {
  await signedInAs(page, { email: uniqueEmail("eager"), name: "Eager Applier" }, paths.board());
  const requirementId =
    (await requirementCards(page).first().getAttribute("id"))?.replace(requirementAnchor(""), "") ?? "";
  const post = () =>
    page.request.post(paths.apply, {
      form: { lead_id: requirementId },
      headers: { Accept: "application/json", Origin: new URL(page.url()).origin },
    });
  for (let i = 0; i < 10; i += 1) expect((await post()).status()).toBe(200);
  const limited = await post();
  expect(limited.status()).toBe(429);
  expect(await limited.json()).toMatchObject({ success: 0, message: SHORT_LIMITED });
});

test("the trainer-profile save answers 429 after ten saves a minute", async ({ page }) => {
  const email = uniqueEmail("saver");
  await signedInAs(page, { email, name: "Sam Saver" }, paths.trainerProfile);
  const post = (i: number) =>
    page.request.post(paths.trainerProfile, {
      form: { intent: "basic", name: `Sam Saver ${i}`, "mobileNumbers[0]": "9845012345" },
      headers: { Origin: new URL(page.url()).origin },
    });
  for (let i = 0; i < 10; i += 1) expect((await post(i)).status()).toBe(200);
  const limited = await post(10);
  expect(limited.status()).toBe(429);
  expect(await limited.text()).toContain(FORM_LIMITED);
  expect(pick(await read.trainerProfiles({ email }), "name")).toEqual([{ name: "Sam Saver 9" }]);
});

test("the board's local profile answers 429 after ten saves a minute, with the message on the page", async ({
  page,
}) => {
  await page.goto(paths.board());
  const post = () =>
    page.request.post(paths.board(), {
      form: { intent: "local-profile", mobileNumber: "9845012345", skills: "Azure" },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
  for (let i = 0; i < 10; i += 1) expect((await post()).status()).toBe(303);
  const limited = await post();
  expect(limited.status()).toBe(429);
  expect(await limited.text()).toContain(FORM_LIMITED);
});
