import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { FORM_DRAFT_MAX_BYTES, FORM_DRAFT_TTL_MS, formDraftDefaults, isFormDraftPage } from "~/lib/form-drafts";
import { paths } from "~/lib/paths";
import { signOutHeaders } from "~/http/auth.server";
import {
  formDraftFor,
  keepFormDraft,
  keptFormValues,
  sentFormDraftHeaders,
  takeFormDraftFor,
} from "~/http/form-draft.server";
import { getDb } from "~/infra/db.server";
import {
  deleteFormDraft,
  deleteFormDraftOf,
  FormDraftTooLargeError,
  readFormDraft,
  saveFormDraft,
  takeFormDraft,
} from "~/services/form-drafts.server";

// Drafts are rows: the in-memory database is created and migrated once, outside any one test's time.
beforeAll(async () => {
  await getDb();
}, 60_000);

const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";
const withCookie = (cookie: string) => new Request("http://localhost:3000/", { headers: { Cookie: cookie } });

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("form drafts (decision record 0038)", () => {
  it("keep only the form's own typed fields, never the protective or hidden ones", () => {
    const posted = form([
      ["name", "Acme Training"],
      ["description", "Good trainers"],
      ["form_token", "sealed"],
      ["fax_number", "bot"],
      ["g-recaptcha-response", "7"],
      ["sign_in_form", "vendor-rating"],
      ["redirectTo", "/vendors-rating"],
    ]);
    expect(keptFormValues("vendor-rating", posted)).toEqual({
      name: ["Acme Training"],
      description: ["Good trainers"],
    });
    expect(keptFormValues("vendor-rating", form([["name", "  "]]))).toBeNull();
    // A NUL (hostile input) would make the row fail to store: it is dropped, the rest kept.
    expect(keptFormValues("vendor-rating", form([["name", "Ac\u0000me"]]))).toEqual({ name: ["Acme"] });
    expect(
      keptFormValues(
        "trainer-profile",
        form([
          ["mobileNumbers[0]", "9876543210"],
          ["notes", "x"],
          ["intent", "basic"],
        ]),
      ),
    ).toEqual({ "mobileNumbers[0]": ["9876543210"], notes: ["x"] });
  });

  it("keep nothing the form showed before anything was typed (defaults are no draft)", () => {
    expect(keptFormValues("vendor-rating", form([["rating", "3"]]))).toBeNull();
    expect(keptFormValues("vendor-rating", form([["rating", "5"]]))).toEqual({ rating: ["5"] });
    expect(
      keptFormValues(
        "vendor-rating",
        form([
          ["name", "Acme"],
          ["rating", "3"],
        ]),
      ),
    ).toEqual({ name: ["Acme"] });
    const enrolment = (entries: [string, string][]) =>
      keptFormValues("course-enroll", form([["course_title", "Azure"], ...entries]));
    const untouched: [string, string][] = [
      ["subject", "Enroll for Azure"],
      ["description", "I would like to enroll for Azure. Please share the next batch dates, the fee and the syllabus."],
    ];
    expect(enrolment(untouched)).toBeNull();
    expect(enrolment([...untouched, ["phone", "9876543210"]])).toEqual({ phone: ["9876543210"] });
    expect(enrolment([["subject", "Enroll for Azure, two seats"]])).toEqual({
      subject: ["Enroll for Azure, two seats"],
    });
  });

  it("are restored on their own form's page only", () => {
    expect(isFormDraftPage("vendor-rating", paths.vendorsRating({ q: "acme" }))).toBe(true);
    expect(isFormDraftPage("course-enroll", paths.courseEnroll("Azure"))).toBe(true);
    expect(isFormDraftPage("vendor-rating", paths.courseEnroll("Azure"))).toBe(false);
    expect(formDraftDefaults({ name: ["a", "b"], website: [""] })).toEqual({ name: "b" });
  });

  it("are taken once, by their own form, before they expire", async () => {
    const now = new Date();
    const values = { name: ["Acme"] };
    const id = await saveFormDraft({ form: "vendor-rating", path: "/vendors-rating", values }, now);
    expect(await takeFormDraft(id, "course-enroll", now)).toBeNull();
    expect(await takeFormDraft(id, "vendor-rating", now)).toEqual(values);
    expect(await takeFormDraft(id, "vendor-rating", now)).toBeNull();

    const old = await saveFormDraft({ form: "vendor-rating", path: "/vendors-rating", values }, now);
    expect(await takeFormDraft(old, "vendor-rating", new Date(now.getTime() + FORM_DRAFT_TTL_MS + 1))).toBeNull();

    const gone = await saveFormDraft({ form: "vendor-rating", path: "/vendors-rating", values }, now);
    await deleteFormDraft(gone);
    expect(await takeFormDraft(gone, "vendor-rating", now)).toBeNull();
  });

  it("stay until their form is sent: read on every load, deleted by their own form only", async () => {
    const now = new Date();
    const values = { name: ["Acme"] };
    const id = await saveFormDraft({ form: "vendor-rating", path: "/vendors-rating", values }, now);
    expect(await readFormDraft(id, "vendor-rating", now)).toEqual(values);
    expect(await readFormDraft(id, "vendor-rating", now)).toEqual(values);
    expect(await readFormDraft(id, "course-enroll", now)).toBeNull();
    expect(await readFormDraft(id, "vendor-rating", new Date(now.getTime() + FORM_DRAFT_TTL_MS + 1))).toBeNull();
    expect(await deleteFormDraftOf(id, "course-enroll")).toBe(false);
    expect(await deleteFormDraftOf(id, "vendor-rating")).toBe(true);
    expect(await readFormDraft(id, "vendor-rating", now)).toBeNull();
  });

  it("are forgotten with their cookie when their form is sent", async () => {
    const setCookie = await keepFormDraft(withCookie(""), "vendor-rating", form([["name", "Acme"]]), "/vendors-rating");
    const request = withCookie(cookieOf(setCookie!));
    expect(await formDraftFor(request, "vendor-rating")).toEqual({ name: ["Acme"] });
    expect(await formDraftFor(request, "vendor-rating")).toEqual({ name: ["Acme"] });
    expect(await sentFormDraftHeaders(request, "course-enroll")).toEqual([]);
    const sent = await sentFormDraftHeaders(request, "vendor-rating");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^form_draft=;.*Max-Age=0/i);
    expect(await formDraftFor(request, "vendor-rating")).toBeNull();
  });

  it("refuse more than the size limit", async () => {
    const values = { description: ["x".repeat(FORM_DRAFT_MAX_BYTES)] };
    await expect(saveFormDraft({ form: "vendor-rating", path: "/vendors-rating", values })).rejects.toBeInstanceOf(
      FormDraftTooLargeError,
    );
  });

  it("live in a signed, httpOnly, SameSite=Lax cookie; a forged cookie reads as no draft", async () => {
    const setCookie = await keepFormDraft(
      withCookie(""),
      "vendor-rating",
      form([["name", "Acme"]]),
      paths.vendorsRating(),
    );
    expect(setCookie).toMatch(/^form_draft=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=1800/i);

    const forged = await takeFormDraftFor(withCookie("form_draft=abc"), "vendor-rating");
    expect(forged.values).toBeNull();

    const taken = await takeFormDraftFor(withCookie(cookieOf(setCookie!)), "vendor-rating");
    expect(taken.values).toEqual({ name: ["Acme"] });
    expect(taken.headers.get("Set-Cookie")).toMatch(/form_draft=;.*Max-Age=0/i);
  });

  it("are forgotten on sign-out, row and cookie", async () => {
    const setCookie = await keepFormDraft(
      withCookie(""),
      "course-enroll",
      form([["phone", "9876543210"]]),
      paths.courseEnroll("Azure"),
    );
    const request = withCookie(cookieOf(setCookie!));
    const headers = await signOutHeaders(request);
    expect(headers.getSetCookie().some((cookie) => /^form_draft=;.*Max-Age=0/i.test(cookie))).toBe(true);
    expect((await takeFormDraftFor(request, "course-enroll")).values).toBeNull();
  });
});

describe("the draft store's overall cap (decision record 0058)", () => {
  it("keeps the store's rows and bytes under the cap, however many clients post drafts, dropping the oldest first", async () => {
    const { formDraftStoreSize } = await import("~/services/form-drafts.server");
    const db = await getDb();
    await db.delete((await import("~/infra/db.server")).schema.formDrafts);
    const cap = { maxRows: 40, maxBytes: 100 * 1024 };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const start = Date.now();
    const ids: string[] = [];
    // 200 clients, each a fresh browser (no draft to replace), each 16 KB of text that does not compress.
    for (let client = 0; client < 200; client += 1) {
      const text = randomBytes(6000).toString("base64");
      const values = { name: [text.slice(0, 7000)], description: [text.slice(0, 7000)] };
      ids.push(
        await saveFormDraft(
          { form: "vendor-rating", path: paths.vendorsRating(), values },
          new Date(start + client),
          cap,
        ),
      );
      const size = await formDraftStoreSize();
      expect(size.rows).toBeLessThanOrEqual(cap.maxRows);
      expect(size.bytes).toBeLessThanOrEqual(cap.maxBytes);
    }
    const size = await formDraftStoreSize();
    // The bytes bound is the tighter one here (about 10 KB a row as stored): still more than a handful kept.
    expect(size.rows).toBeGreaterThan(5);
    // The newest drafts are the ones kept; the oldest were dropped, and the log says so.
    expect(await takeFormDraft(ids.at(-1)!, "vendor-rating", new Date(start + 300))).not.toBeNull();
    expect(await takeFormDraft(ids[0]!, "vendor-rating", new Date(start + 300))).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[form-drafts\] the store was full .*dropped the 1 oldest/),
    );
    warn.mockRestore();
  });

  it("holds at most 5,000 drafts and 32 MB by default", async () => {
    const { FORM_DRAFT_STORE_CAP } = await import("~/services/form-drafts.server");
    expect(FORM_DRAFT_STORE_CAP).toEqual({ maxRows: 5000, maxBytes: 32 * 1024 * 1024 });
  });
});
