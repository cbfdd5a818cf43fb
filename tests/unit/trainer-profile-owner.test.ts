import { describe, expect, it } from "vitest";
import {
  emptyTrainerProfileCookie,
  readTrainerProfileCookieFor,
  serializeTrainerProfileCookie,
  stampTrainerProfileCookie,
} from "~/lib/trainer-profile-cookie";
import { draftCookieWith } from "~/lib/trainer-profile-draft";
import { profileFormValues, type TrainerProfileRow } from "~/services/trainer-profiles.server";

/** The Cookie header a browser sends after this Set-Cookie. */
const sent = (setCookie: string) => setCookie.split(";")[0] ?? "";

const savedProfile = (name: string, updatedAt: Date): TrainerProfileRow => ({
  email: "asha@example.com",
  name,
  mobileNumbers: ["9000000001"],
  pinCode: "",
  location: "",
  skills: [],
  linkedIn: "",
  preferredTrainingMode: "online",
  perDayCharge: null,
  experience: null,
  trainingExperience: null,
  certifications: [],
  languagesSpoken: ["English"],
  industryExpertise: ["IT"],
  availability: "",
  portfolio: "",
  education: "",
  notes: "",
  preferredAudience: "",
  hourlyRate: "",
  alertsEnabled: false,
  alertsCoveredUntil: null,
  alertsLastSentAt: null,
  listedInDirectory: false,
  publicSlug: null,
  showRate: false,
  headline: "",
  savedSections: ["basic"],
  createdAt: updatedAt,
  updatedAt,
});

describe("the trainerProfileData cookie belongs to one person", () => {
  const ashasCookie = sent(
    serializeTrainerProfileCookie(
      stampTrainerProfileCookie(
        { core: { mobileNumber: "9845012345" }, professional: {}, optional: {} },
        "Asha@Example.com",
      ),
    ),
  );

  it("is read by its owner only: another user, or a signed-out visitor, reads it as empty", () => {
    expect(readTrainerProfileCookieFor(ashasCookie, "asha@example.com").core.mobileNumber).toBe("9845012345");
    expect(readTrainerProfileCookieFor(ashasCookie, "ben@example.com")).toEqual(emptyTrainerProfileCookie());
    expect(readTrainerProfileCookieFor(ashasCookie, null)).toEqual(emptyTrainerProfileCookie());
  });

  it("a draft written signed out follows the visitor through sign-in", () => {
    const anonymous = sent(
      serializeTrainerProfileCookie(
        stampTrainerProfileCookie({ core: { name: "Dev" }, professional: {}, optional: {} }, null),
      ),
    );
    expect(readTrainerProfileCookieFor(anonymous, "asha@example.com").core.name).toBe("Dev");
  });

  it("another user's draft is not carried into the next user's draft", () => {
    const form = new FormData();
    form.append("name", "Ben");
    const cookie = draftCookieWith(ashasCookie, form, { secure: false, owner: "ben@example.com", untyped: {} });
    const bens = readTrainerProfileCookieFor(sent(cookie ?? ""), "ben@example.com");
    expect(bens.owner).toBe("ben@example.com");
    expect(bens.core.name).toBe("Ben");
    expect(bens.core.mobileNumber).toBeUndefined();
  });

  it("a draft older than the saved profile never overrides it; a newer one does", () => {
    const savedAt = new Date("2026-11-24T10:00:00Z");
    const draft = (updatedAt?: number) => ({
      core: { name: "Draft Name" },
      professional: {},
      optional: {},
      ...(updatedAt === undefined ? {} : { updatedAt }),
    });
    const saved = savedProfile("Saved Name", savedAt);
    expect(profileFormValues(saved, draft(savedAt.getTime() - 60_000), "asha@example.com").basic.name).toBe(
      "Saved Name",
    );
    expect(profileFormValues(saved, draft(), "asha@example.com").basic.name).toBe("Saved Name");
    expect(profileFormValues(saved, draft(savedAt.getTime() + 60_000), "asha@example.com").basic.name).toBe(
      "Draft Name",
    );
    expect(profileFormValues(null, draft(), "asha@example.com").basic.name).toBe("Draft Name");
  });
});
