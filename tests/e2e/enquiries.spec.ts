import type { Locator, Page } from "@playwright/test";
import {
  control,
  expect,
  mintFormToken,
  NOTIFY_EMAIL,
  read,
  solveCaptcha,
  test,
  uniqueEmail,
  waitOutTimeTrap,
} from "../support/fixtures";
import { signedInAs, signedInAsAdmin } from "../support/session";
import { pick } from "../support/readers";
import { paths } from "~/lib/paths";

const enquiriesFor = (email: string) => read.enquiries({ email });

async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

/**
 * A message shown at its field (docs/product.md section 5). Without JavaScript, or after the server's refusal, the
 * error summary at the top of the form repeats it as a link (tests/e2e/answers-in-view.spec.ts).
 */
const atField = (form: Locator, text: string, options?: { exact: boolean }) =>
  form.locator(".field").getByText(text, options);

async function submit(page: Page, form: Locator, button: string) {
  await waitOutTimeTrap(page);
  await form.getByRole("button", { name: button }).click();
}

test.describe("contact form", () => {
  test("shows every required message, keeps values, then stores, mails and resets", async ({ page }) => {
    await page.goto(paths.contact);
    await expect(page.getByText("Office Address")).toBeVisible();
    const form = page.locator("#contact-form");
    await submit(page, form, "Send Message");
    for (const message of [
      "Please enter your name",
      "Please provide your email",
      "Please enter correct mobile number",
      "Please enter your subject",
      "Please enter your description",
    ]) {
      await expect(atField(form, message, { exact: true })).toBeVisible();
    }

    await fill(form, {
      "Your Name": "Ravi Kumar",
      "Your Email": "r@x.io",
      "Mobile Number": "98abc",
      "Your Subject": "Hi",
      "Your Message": "Need a quote",
    });
    await solveCaptcha(form);
    await submit(page, form, "Send Message");
    await expect(atField(form, "Email must be at least 10 characters")).toBeVisible();
    await expect(atField(form, "Phone number must be at least 10 digits")).toBeVisible();
    await expect(atField(form, "Minimum length should be 3 characters")).toBeVisible();
    await expect(form.getByLabel("Your Name", { exact: true })).toHaveValue("Ravi Kumar");
    await expect(form.getByLabel("Your Message", { exact: true })).toHaveValue("Need a quote");

    const email = uniqueEmail("contact");
    await fill(form, {
      "Your Email": email,
      "Mobile Number": "+91 98450-12345",
      "Your Subject": "Corporate Azure batch",
      "Your Message": "<script>alert(1)</script> for 12 people",
    });
    await solveCaptcha(form);
    await submit(page, form, "Send Message");
    await expect(page.getByRole("status").filter({ hasText: "Thank you, Ravi Kumar!" })).toContainText(
      /reference ENQ-\d{6}/,
    );
    await expect(form.getByLabel("Your Name", { exact: true })).toHaveValue("");
    await expect(form.getByLabel(/Captcha:/)).toHaveValue("");

    const [row] = await enquiriesFor(email);
    expect(row).toMatchObject({
      formName: "contact",
      name: "Ravi Kumar",
      phone: "+91 98450-12345",
      subject: "Corporate Azure batch",
      description: "<script>alert(1)</script> for 12 people",
    });
    const notification = await control.waitForMail(NOTIFY_EMAIL, email);
    expect(notification.text).toContain("Corporate Azure batch");
    expect(notification.text).toContain("<script>alert(1)</script> for 12 people");
    await control.waitForMail(email, "We received your message");
  });

  test("the second contact form is plain: no validation and no submit", async ({ page }) => {
    await page.goto(paths.contact);
    const note = page.getByRole("form", { name: "Prefer to write it down first?" });
    await expect(note.getByLabel("Message")).toBeVisible();
    await expect(note.getByRole("button")).toHaveCount(0);
  });

  test("the write-it-down note says what a send of the main form does to it, and does that", async ({ page }) => {
    // docs/product.md, "Nothing typed is lost": the note is never sent; with JavaScript it keeps its text across
    // the main form's sends, without JavaScript a send loads a new page and clears it, as its text says.
    const jsOn = test.info().project.use.javaScriptEnabled !== false;
    await page.goto(paths.contact);
    await expect(
      page.getByText(
        "Jot your question here, then call or e-mail us with it. This note is not sent anywhere: it stays on your " +
          "screen while you are on this page (without JavaScript, sending the form above clears it, so copy it first).",
        { exact: true },
      ),
    ).toBeVisible();
    const note = page.getByRole("form", { name: "Prefer to write it down first?" });
    await note.getByLabel("Message").fill("Ask about weekend batches.");
    const form = page.locator("#contact-form");
    await fill(form, { "Your Name": "Nia Note" });
    await submit(page, form, "Send Message");
    // At the field (and, when the server refused it, also in the form's error summary).
    await expect(form.getByText("Please provide your email", { exact: true }).last()).toBeVisible();
    await expect(form.getByLabel("Your Name", { exact: true })).toHaveValue("Nia Note");
    await expect(note.getByLabel("Message")).toHaveValue(jsOn ? "Ask about weekend batches." : "");
  });
});

test.describe("enrolment form", () => {
  test("prefills from the signed-in user and the course, checks the 10-digit phone, stores the course", async ({
    page,
  }) => {
    const email = uniqueEmail("enrol");
    await signedInAs(page, { email, name: "Meera Iyer" }, paths.courseEnroll("Docker Essentials"));
    const form = page.locator("#enroll-form");
    await expect(form.getByLabel("Your Name", { exact: true })).toHaveValue("Meera Iyer");
    await expect(form.getByLabel("Your Email", { exact: true })).toHaveValue(email);
    await expect(form.getByLabel("Your Subject", { exact: true })).toHaveValue("Enroll for Docker Essentials");
    await expect(form.getByLabel("Your Message", { exact: true })).toHaveValue(
      /I would like to enroll for Docker Essentials/,
    );

    await fill(form, { "Mobile Number": "98450 123" });
    await solveCaptcha(form);
    await submit(page, form, "Enroll Now");
    await expect(atField(form, "Please enter correct 10 digit mobile number")).toBeVisible();
    await expect(form.getByLabel("Your Subject", { exact: true })).toHaveValue("Enroll for Docker Essentials");

    await fill(form, { "Mobile Number": "9845012345" });
    await solveCaptcha(form);
    await submit(page, form, "Enroll Now");
    await expect(page.getByText(/Thank you, Meera Iyer! Your enrolment request has been received/)).toBeVisible();
    const [row] = await enquiriesFor(email);
    expect(row).toMatchObject({ formName: "course-enroll", courseTitle: "Docker Essentials", phone: "9845012345" });
    await control.waitForMail(NOTIFY_EMAIL, "Docker Essentials");
  });
});

test.describe("post-requirement form", () => {
  test("messages, then a stored enquiry, a pending requirement and the mails", async ({ page }) => {
    await page.goto(paths.postRequirement);
    const form = page.locator("#requirement-form");
    await submit(page, form, "Submit Requirement");
    for (const message of [
      "Please enter your name",
      "Please provide you email id",
      "Please enter correct mobile number",
      "Please enter training topic",
      "Please enter requirement details",
    ]) {
      await expect(atField(form, message, { exact: true })).toBeVisible();
    }
    await fill(form, {
      "Your Name": "Al",
      "Your Email": "nope@x",
      "Mobile Number": "12345",
      "Training Topic": "Kubernetes for developers",
      "Requirement Details": "Three days, 15 developers.",
    });
    await solveCaptcha(form);
    await submit(page, form, "Submit Requirement");
    await expect(atField(form, "Min 3 characters")).toBeVisible();
    await expect(atField(form, "invalid Email")).toBeVisible();
    await expect(form.getByLabel("Training Topic", { exact: true })).toHaveValue("Kubernetes for developers");

    const email = uniqueEmail("company");
    await fill(form, {
      "Your Name": "Alok Jain",
      "Your Email": email,
      "Mobile Number": "022-4000-1234",
      "Delivery Location (optional)": "Pune",
    });
    await solveCaptcha(form);
    await submit(page, form, "Submit Requirement");
    await expect(page.getByText(/Thank you, Alok Jain! Your training requirement has been received/)).toBeVisible();
    const [row] = await enquiriesFor(email);
    expect(row).toMatchObject({
      formName: "post-requirement",
      subject: "Kubernetes for developers",
      deliveryLocation: "Pune",
    });
    const requirements = pick(await read.requirements({ sourceEnquiryId: row!.id }), "status", "topic", "details");
    expect(requirements).toEqual([
      { status: "pending", topic: "Kubernetes for developers", details: "Three days, 15 developers." },
    ]);
    await control.waitForMail(NOTIFY_EMAIL, "Kubernetes for developers");
  });
});

test.describe("workshop registration on the home page", () => {
  test("refuses a wrong captcha and stores nothing, then registers with the fixed subject", async ({ page }) => {
    await page.goto(paths.home);
    const section = page.locator("#workshop");
    await expect(section.getByText("100% Scholarship")).toBeVisible();
    await expect(section.getByRole("heading", { name: "Join Workshop for Azure Cloud" })).toBeVisible();
    const form = page.locator("#workshop-form");
    await submit(page, form, "Register Now");
    for (const message of ["Please enter your username", "Please provide your email", "Please enter description"]) {
      await expect(atField(form, message, { exact: true })).toBeVisible();
    }
    const email = uniqueEmail("workshop");
    await fill(form, {
      "Your Name": "Divya S",
      "Your Email": email,
      "Mobile Number": "98450#12345",
      Message: "Cloud admin, new to Azure",
    });
    await submit(page, form, "Register Now");
    await expect(atField(form, "Invalid characters")).toBeVisible();

    await fill(form, { "Mobile Number": "98450 12345" });
    await solveCaptcha(form, "999");
    await submit(page, form, "Register Now");
    await expect(atField(form, "Please complete the CAPTCHA")).toBeVisible();
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("Cloud admin, new to Azure");
    expect(await enquiriesFor(email)).toEqual([]);

    await solveCaptcha(form);
    await submit(page, form, "Register Now");
    await expect(page.getByText(/Thank you, Divya S! You are registered for the Azure Cloud workshop/)).toBeVisible();
    await expect(form.getByLabel("Your Email", { exact: true })).toHaveValue("");
    const [row] = await enquiriesFor(email);
    expect(row).toMatchObject({ formName: "register-for-workshop", subject: "Request for Azure Workshop" });
  });

  // /index shows the home page, and its workshop form used to answer 405 there.
  test("works on /index exactly as on /", async ({ page }) => {
    await page.goto(paths.homeIndex);
    const form = page.locator("#workshop-form");
    await submit(page, form, "Register Now");
    await expect(atField(form, "Please enter your username", { exact: true })).toBeVisible();
    // Without JavaScript the form's action carries the fragment of its answer (docs/product.md section 5).
    await expect(page).toHaveURL(/\/index(#workshop-form)?$/);

    const email = uniqueEmail("workshop-index");
    await fill(form, {
      "Your Name": "Imran K",
      "Your Email": email,
      "Mobile Number": "98450 12345",
      Message: "Platform engineer",
    });
    await solveCaptcha(form);
    await submit(page, form, "Register Now");
    await expect(page.getByText(/Thank you, Imran K! You are registered for the Azure Cloud workshop/)).toBeVisible();
    const [row] = await enquiriesFor(email);
    expect(row).toMatchObject({ formName: "register-for-workshop", subject: "Request for Azure Workshop" });
  });
});

test.describe("abuse protection", () => {
  test("a filled honeypot is refused and nothing is stored", async ({ page }) => {
    await page.goto(paths.contact);
    const form = page.locator("#contact-form");
    const email = uniqueEmail("bot");
    await fill(form, {
      "Your Name": "Bot Bot",
      "Your Email": email,
      "Mobile Number": "9845012345",
      "Your Subject": "Cheap pills",
      "Your Message": "Buy now",
    });
    await form.locator('input[name="fax_number"]').fill("555-0100", { force: true });
    await solveCaptcha(form);
    await submit(page, form, "Send Message");
    await expect(form.getByText("Your message looks automated and was not sent. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Your Subject", { exact: true })).toHaveValue("Cheap pills");
    expect(await enquiriesFor(email)).toEqual([]);
  });

  test("a too-fast submission and a cross-site POST are refused with nothing stored", async ({ page, baseURL }) => {
    // A form "served" a minute from now is always answered faster than FORM_MIN_FILL_MS.
    const email = uniqueEmail("fast");
    const minted = mintFormToken("contact", Date.now() + 60_000);
    const form = {
      form_token: minted.token,
      name: "Speedy",
      email,
      phone: "9845012345",
      subject: "Fast one",
      description: "Hello there",
      "g-recaptcha-response": minted.answer,
    };
    const tooFast = await page.request.post(paths.contact, { form, headers: { Origin: baseURL ?? "" } });
    expect(tooFast.status()).toBe(400);
    expect(await tooFast.text()).toContain("That was faster than a person can fill in this form.");

    await waitOutTimeTrap(page);
    const crossSite = await page.request.post(paths.contact, { form, headers: { Origin: "https://evil.example" } });
    expect(crossSite.status()).toBe(403);
    expect(await enquiriesFor(email)).toEqual([]);
  });

  test("over the rate limit the answer is 429 with a readable page that keeps the values", async ({
    page,
    baseURL,
  }) => {
    await page.goto(paths.postRequirement);
    const form = page.locator("#requirement-form");
    const email = uniqueEmail("flood");
    for (let i = 0; i < 10; i += 1) {
      // Each token is accepted once: every request gets its own, served a second ago (past the time-trap).
      const { token, answer: sum } = mintFormToken("post-requirement", Date.now() - 1000);
      const answer = await page.request.post(paths.postRequirement, {
        form: {
          form_token: token,
          name: "Flood Test",
          email,
          phone: "9845012345",
          subject: `Topic ${i}`,
          description: "Details",
          "g-recaptcha-response": sum,
        },
        headers: { Origin: baseURL ?? "" },
      });
      expect(answer.status()).toBe(200);
    }
    await fill(form, {
      "Your Name": "Flood Test",
      "Your Email": email,
      "Mobile Number": "9845012345",
      "Training Topic": "One too many",
      "Requirement Details": "Please keep me",
    });
    await solveCaptcha(form);
    const response = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes(paths.postRequirement),
    );
    await submit(page, form, "Submit Requirement");
    expect((await response).status()).toBe(429);
    await expect(page.getByText(/You have sent this form many times in the last minute/)).toBeVisible();
    await expect(form.getByLabel("Training Topic", { exact: true })).toHaveValue("One too many");
    await expect(form.getByLabel("Requirement Details", { exact: true })).toHaveValue("Please keep me");
    expect(await enquiriesFor(email)).toHaveLength(10);
  });
});

test.describe("the captcha", () => {
  /** A contact form post with a given token and answer, as a bot would send it. */
  function contactPost(token: string, answer: string, email: string) {
    return {
      form_token: token,
      name: "Bot Test",
      email,
      phone: "9845012345",
      subject: "Replay",
      description: "Same token again",
      "g-recaptcha-response": answer,
    };
  }

  test("the answer is not in the token, a token is accepted once, and only a plain integer is an answer", async ({
    page,
    baseURL,
  }) => {
    await page.goto(paths.contact);
    const token = (await page.locator('#contact-form input[name="form_token"]').getAttribute("value")) ?? "";
    const [, a, b] = /What is (\d) \+ (\d)\?/.exec(await page.locator("#contact-form").innerText()) ?? [];
    expect(token.split(".")).not.toContain(a);
    expect(token.split(".")).not.toContain(b);

    const email = uniqueEmail("replay");
    const headers = { Origin: baseURL ?? "" };
    const { token: fresh, answer } = mintFormToken("contact", Date.now() - 1000);
    for (const typed of [`${answer}.0`, `0x${Number(answer).toString(16)}`, `+${answer}`]) {
      const { token: other } = mintFormToken("contact", Date.now() - 1000);
      const refused = await page.request.post(paths.contact, { form: contactPost(other, typed, email), headers });
      expect(refused.status(), typed).toBe(400);
      expect(await refused.text()).toContain("Please complete the CAPTCHA");
    }
    const first = await page.request.post(paths.contact, { form: contactPost(fresh, answer, email), headers });
    expect(first.status()).toBe(200);
    const again = await page.request.post(paths.contact, { form: contactPost(fresh, answer, email), headers });
    expect(again.status()).toBe(400);
    expect(await again.text()).toContain("This form was already sent. Please check your details and send it again.");
    expect(await enquiriesFor(email)).toHaveLength(1);
  });

  test("wrong answers count toward the rate limit", async ({ page, baseURL }) => {
    const email = uniqueEmail("guess");
    const headers = { Origin: baseURL ?? "" };
    for (let i = 0; i < 10; i += 1) {
      const { token, answer } = mintFormToken("contact", Date.now() - 1000);
      const wrong = String((Number(answer) % 18) + 1);
      const refused = await page.request.post(paths.contact, { form: contactPost(token, wrong, email), headers });
      expect(refused.status()).toBe(400);
    }
    const { token, answer } = mintFormToken("contact", Date.now() - 1000);
    const limited = await page.request.post(paths.contact, { form: contactPost(token, answer, email), headers });
    expect(limited.status()).toBe(429);
    expect(await enquiriesFor(email)).toEqual([]);
  });
});

test.describe("back office enquiries", () => {
  test("lists enquiries newest first with every field escaped, filters by form and downloads CSV", async ({
    page,
    baseURL,
  }) => {
    await page.goto(paths.contact);
    const form = page.locator("#contact-form");
    const email = uniqueEmail("xss");
    await fill(form, {
      "Your Name": "<b>Bold</b> Name",
      "Your Email": email,
      "Mobile Number": "9845012345",
      "Your Subject": "<img src=x onerror=alert(1)>",
      "Your Message": "<script>alert(1)</script>",
    });
    await solveCaptcha(form);
    await submit(page, form, "Send Message");
    await expect(page.getByText(/Thank you, <b>Bold<\/b> Name!/)).toBeVisible();

    await page.context().clearCookies();
    await signedInAsAdmin(page, paths.contact);
    await page.goto(paths.adminEnquiries({ form: "contact" }));
    await expect(page).toHaveURL(/\/admin\/enquiries\?form=contact$/);
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row.getByRole("cell", { name: "<script>alert(1)</script>", exact: true })).toBeVisible();
    await expect(row.getByRole("cell", { name: "<img src=x onerror=alert(1)>", exact: true })).toBeVisible();
    await expect(page.getByRole("row").nth(1)).toContainText(email);

    const csv = await page.request.get(`${baseURL}/admin/enquiries.csv?form=contact`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`"<script>alert(1)</script>"`);
  });
});
