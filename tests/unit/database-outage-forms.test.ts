import { afterAll, describe, expect, it, vi } from "vitest";
import { paths } from "~/lib/paths";

// Every form besides the four enquiry forms (those are in database-outage.test.ts), while nothing
// listens on port 9 of this machine: every connection is refused at once, as during a database restart.
const saved = { ...process.env };
process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:9/unreachable";
process.env.SESSION_SECRET = "outage-test-secret";
process.env.FORM_MIN_FILL_MS = "0";
process.env.DATABASE_CONNECT_TIMEOUT_MS = "2000";
process.env.ADMIN_EMAILS = "admin@example.com";
process.env.LOCAL_SIGN_IN = "1";

const { commitSession, getSession, SESSION_ID_KEY } = await import("~/infra/session.server");
const { handleVendorRating, vendorsPageLoader, vendorChallenge } =
  await import("~/routes/vendors-rating/vendor-rating.server");
const { VENDOR_FAILURE_MESSAGE } = await import("~/forms/vendor-rating");
const { handleProfilePost } = await import("~/http/profile-form.server");
const { SAVE_FAILED, errorStatus } = await import("~/forms/trainer-profile");
const { handleCvUpload } = await import("~/http/cv-upload-action.server");
const { CV_MESSAGES } = await import("~/forms/cv-upload");
const { action: saveLocalProfile } = await import("~/routes/training-requirements/training-requirements.server");
const { LOCAL_PROFILE_FAILED, localProfileRefusal } = await import("~/forms/local-profile");
const { applyAction } = await import("~/routes/training-requirements_.apply/apply.server");
const { APPLY_FAILED } = await import("~/forms/apply");
const { localSignIn } = await import("~/routes/auth.local/auth-local.server");
const { LOCAL_SIGN_IN_FAILED } = await import("~/forms/local-sign-in");
const { handleAdminAction, ADMIN_UNAVAILABLE } = await import("~/http/admin-action.server");
const { FORM_TOKEN_FIELD } = await import("~/forms/abuse");

afterAll(() => {
  process.env = saved;
});

/** Runs a handler during the outage; it must log the outage as such (and answer, or throw a Response). */
async function duringOutage(handler: () => Promise<Response>, logged = "(database unavailable)"): Promise<Response> {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const response = await handler().catch((thrown: unknown) => {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(logged), expect.anything());
    return response;
  } finally {
    errors.mockRestore();
    warnings.mockRestore();
  }
}

/** A form's outage answer: 503, reason `failed`, the form's failure text, and what the visitor typed. */
async function expectFormKept(response: Response, message: string, typed: Record<string, string>) {
  expect(response.status).toBe(503);
  const data = await response.json();
  expect(data.reason).toBe("failed");
  expect(data.result.error?.[""]).toEqual([message]);
  expect(data.result.initialValue).toMatchObject(typed);
}

/** A cookie naming a session row: reading it needs the database, as for every signed-in visitor. */
async function sessionCookie(): Promise<string> {
  const session = await getSession(new Request("http://localhost/"));
  session.set(SESSION_ID_KEY, "a-session-of-a-signed-in-visitor");
  return (await commitSession(session)).split(";")[0]!;
}

async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://localhost",
      Cookie: await sessionCookie(),
      ...headers,
    },
  });
}

describe("while the database is unreachable, every form answers 503 with what was typed", () => {
  it("the vendor rating", async () => {
    const response = await duringOutage(async () =>
      handleVendorRating(
        await post(paths.vendorsRating(), {
          name: "Outage Vendor",
          website: "https://outage.example.com",
          rating: "4",
          description: "Good trainers.",
          [FORM_TOKEN_FIELD]: vendorChallenge().token,
        }),
        {},
      ),
    );
    expect(response.status).toBe(503);
    const data = await response.json();
    expect(data.message).toBe(VENDOR_FAILURE_MESSAGE);
    expect(data.result.initialValue).toMatchObject({ name: "Outage Vendor", description: "Good trainers." });
  }, 30_000);

  it("the vendors page still says it failed to load", async () => {
    const response = await duringOutage(
      async () => vendorsPageLoader(new Request(`http://localhost${paths.vendorsRating()}`), {}),
      "[vendors] loading the list failed",
    );
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe("Failed to load vendors. Please try again.");
  }, 30_000);

  it.each(["basic", "professional", "additional"])(
    "the trainer profile's %s section",
    async (section) => {
      const fields: Record<string, string> = {
        basic: { name: "Ravi Outage", "mobileNumbers[0]": "9876543210", perDayCharge: "5000" },
        professional: {},
        additional: {},
      }[section] as Record<string, string>;
      const response = await duringOutage(async () =>
        handleProfilePost(await post(paths.trainerProfile, { intent: section, ...fields }), {}),
      );
      expect(response.status).toBe(503);
      const data = await response.json();
      expect(data.status).toBe(errorStatus(SAVE_FAILED));
      expect(data.reason).toBe("failed");
      if (section === "basic") expect(data.result.initialValue).toMatchObject({ name: "Ravi Outage" });
      // The session could not be read: the draft cookie (whoever owns it) is left as it is.
      expect(response.headers.get("Set-Cookie")).toBeNull();
    },
    30_000,
  );

  it("the CV upload", async () => {
    const body = new FormData();
    body.set("intent", "cv");
    body.set("cv", new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], "cv.pdf", { type: "application/pdf" }));
    const request = new Request(`http://localhost${paths.trainerProfile}`, {
      method: "POST",
      body,
      headers: { Cookie: await sessionCookie(), Origin: "http://localhost" },
    });
    const response = await duringOutage(async () => handleCvUpload(request));
    expect(response.status).toBe(503);
    expect((await response.json()).status).toBe(CV_MESSAGES.failed);
  }, 30_000);

  it("the board's local profile", async () => {
    const response = await duringOutage(async () =>
      saveLocalProfile({
        request: await post(paths.board(), { intent: "local-profile", mobileNumber: "9876543210", skills: "Azure" }),
        params: {},
        context: {},
      }),
    );
    // The reply carries its reason only; the panel reads the message from the form's contract.
    expect(response.status).toBe(503);
    const data = await response.json();
    expect(data).not.toHaveProperty("message");
    expect(data.result.error?.[""]).toBeUndefined();
    expect(data.result.initialValue).toMatchObject({ mobileNumber: "9876543210", skills: "Azure" });
    expect(localProfileRefusal(data.reason)).toBe(LOCAL_PROFILE_FAILED);
  }, 30_000);

  it("Apply, with JavaScript", async () => {
    const response = await duringOutage(async () =>
      applyAction(await post(paths.apply, { lead_id: "1" }, { Accept: "application/json" })),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ success: 0, message: APPLY_FAILED, reason: "failed" });
  }, 30_000);

  it("Apply, without JavaScript: a 503 page with the failure text and a way back to the requirement's card", async () => {
    const response = await duringOutage(async () =>
      applyAction(await post(paths.apply, { lead_id: "7", back: paths.board({ q: "Azure" }) })),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain(`<h1>${APPLY_FAILED}</h1>`);
    expect(page).toContain('<a href="/training-requirements?q=Azure#lead-7">Back to the training requirements</a>');
  }, 30_000);

  it("the local sign-in", async () => {
    const response = await duringOutage(async () =>
      localSignIn(
        await post(paths.authLocal(), {
          name: "Asha Outage",
          email: "asha.outage@example.com",
          redirectTo: paths.home,
        }),
        {},
      ),
    );
    await expectFormKept(response, LOCAL_SIGN_IN_FAILED, { name: "Asha Outage", email: "asha.outage@example.com" });
  }, 30_000);

  it("an admin row action: a readable 503, not the sign-in page", async () => {
    const handler = vi.fn(async () => "done");
    const request = await post(paths.adminOutbox, { intent: "retry", id: "3" });
    const response = await duringOutage(async () =>
      handleAdminAction(request, { retry: handler }, { context: {}, place: (id) => `mail-${id}` }),
    );
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(ADMIN_UNAVAILABLE);
    expect(handler).not.toHaveBeenCalled();
  }, 30_000);
});
