import { afterAll, describe, expect, it, vi } from "vitest";
import { paths } from "~/lib/paths";

// Nothing listens on port 9 of this machine: every connection is refused at once, as during a
// database restart. Set before the configuration is first read.
const saved = { ...process.env };
process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:9/unreachable";
process.env.SESSION_SECRET = "outage-test-secret";
process.env.FORM_MIN_FILL_MS = "0";
process.env.DATABASE_CONNECT_TIMEOUT_MS = "2000";

const { handleEnquiry } = await import("~/http/enquiry-action.server");
const { enquiryForms } = await import("~/forms/enquiry-forms");
const { enquiryReplies } = await import("~/forms/enquiry-replies");
const { issueChallenge } = await import("~/services/abuse.server");
const { isDatabaseUnavailable } = await import("~/infra/db.server");
const healthz = await import("~/routes/healthz");

afterAll(() => {
  process.env = saved;
});

function contactPost(): Request {
  const challenge = issueChallenge(enquiryForms.contact.formName);
  if (challenge.kind !== "builtin") throw new Error("expected the built-in captcha");
  const [a, b] = challenge.question.match(/\d+/g)!.map(Number);
  const body = new URLSearchParams({
    name: "Asha Outage",
    email: "asha.outage@example.com",
    phone: "9876543210",
    subject: "During the restart",
    description: "Please call me back.",
    form_token: challenge.token,
    "g-recaptcha-response": String(a! + b!),
  });
  return new Request(`http://localhost${paths.contact}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
}

describe("while the database is unreachable", () => {
  it("a form answers 503 in seconds with the visitor's values and a readable message", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const started = Date.now();
    const context = {};
    const response = await handleEnquiry(contactPost(), "contact", context);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response.status).toBe(503);
    // The page rendered with this answer (without JavaScript) starts its title with "Error: ".
    expect(context).toEqual({ formRefused: true });
    const data = await response.json();
    expect(data.message).toBe(enquiryReplies.contact.failure);
    expect(data.result.initialValue).toMatchObject({ name: "Asha Outage", description: "Please call me back." });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("(database unavailable)"), expect.anything());
    errors.mockRestore();
  });

  it("/healthz answers 503", async () => {
    const response = await healthz.loader();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "database unavailable" });
  });

  it("tells a lost connection or a restart from a bad request", () => {
    expect(isDatabaseUnavailable({ code: "ECONNREFUSED" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("query failed", { cause: { code: "57P01" } }))).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable({ code: "23505" })).toBe(false);
    expect(isDatabaseUnavailable(new Error("plain"))).toBe(false);
  });
});
