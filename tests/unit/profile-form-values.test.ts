import { describe, expect, it } from "vitest";
import { emptyTrainerProfileCookie, type TrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { profileFormValues, type TrainerProfileRow } from "~/services/trainer-profiles.server";

const savedAt = new Date("2026-11-20T10:00:00Z");

function savedProfile(overrides: Partial<TrainerProfileRow> = {}): TrainerProfileRow {
  return {
    email: "asha@example.com",
    name: "Asha Rao",
    mobileNumbers: ["9845012345"],
    pinCode: "560001",
    location: "Bengaluru",
    skills: ["Azure", "Terraform"],
    linkedIn: "https://www.linkedin.com/in/asha",
    preferredTrainingMode: "hybrid",
    perDayCharge: 15000,
    experience: 12,
    trainingExperience: 6,
    certifications: ["AZ-104"],
    languagesSpoken: ["English", "Kannada"],
    industryExpertise: ["IT", "Banking"],
    availability: "Weekdays",
    portfolio: "https://asha.example.com",
    education: "B.E.",
    notes: "Prefers mornings",
    preferredAudience: "advanced",
    hourlyRate: "2000",
    alertsEnabled: false,
    alertsCoveredUntil: null,
    alertsLastSentAt: null,
    listedInDirectory: false,
    publicSlug: null,
    showRate: false,
    headline: "",
    savedSections: ["basic", "professional", "additional"],
    createdAt: savedAt,
    updatedAt: savedAt,
    ...overrides,
  };
}

const draft = (parts: Partial<TrainerProfileCookie>): TrainerProfileCookie => ({
  ...emptyTrainerProfileCookie(),
  ...parts,
});

describe("profileFormValues", () => {
  it("shows an empty form with the column defaults and one empty slot per list for a new trainer", () => {
    expect(profileFormValues(null, emptyTrainerProfileCookie(), null)).toEqual({
      basic: {
        name: "",
        email: "",
        mobileNumbers: [""],
        pinCode: "",
        location: "",
        skills: "",
        linkedIn: "",
        preferredTrainingMode: "online",
        perDayCharge: "",
      },
      professional: {
        experience: "",
        trainingExperience: "",
        certifications: [""],
        languagesSpoken: ["English"],
        industryExpertise: ["IT"],
        availability: "",
      },
      additional: { portfolio: "", education: "", notes: "", preferredAudience: "", hourlyRate: "" },
    });
  });

  it("shows the saved profile as text, skills joined with commas and numbers as digits", () => {
    const values = profileFormValues(savedProfile(), emptyTrainerProfileCookie(), "asha@example.com");
    expect(values.basic).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      mobileNumbers: ["9845012345"],
      skills: "Azure, Terraform",
      preferredTrainingMode: "hybrid",
      perDayCharge: "15000",
    });
    expect(values.professional).toMatchObject({
      experience: "12",
      trainingExperience: "6",
      certifications: ["AZ-104"],
    });
    expect(values.additional).toMatchObject({ preferredAudience: "advanced", hourlyRate: "2000" });
  });

  it("overlays a newer draft field by field, keeping saved values where the draft is blank", () => {
    const newer = draft({
      core: { name: "Asha R.", location: "  ", skills: ["Kubernetes"], mobileNumbers: ["", " "] },
      professional: { experience: "13", certifications: [] },
      optional: { notes: "Evenings now" },
      updatedAt: savedAt.getTime() + 1000,
    });
    const values = profileFormValues(savedProfile(), newer, "asha@example.com");
    expect(values.basic.name).toBe("Asha R.");
    expect(values.basic.location).toBe("Bengaluru");
    expect(values.basic.skills).toBe("Kubernetes");
    expect(values.basic.mobileNumbers).toEqual(["9845012345"]);
    expect(values.professional.experience).toBe("13");
    expect(values.professional.certifications).toEqual(["AZ-104"]);
    expect(values.additional.notes).toBe("Evenings now");
  });

  it.each([
    ["older than the saved profile", savedAt.getTime() - 1],
    ["without a time (written before drafts carried one)", undefined],
  ])("ignores a draft %s", (_label, updatedAt) => {
    const stale = draft({ core: { name: "Old name" }, updatedAt });
    expect(profileFormValues(savedProfile(), stale, "asha@example.com").basic.name).toBe("Asha Rao");
  });

  it("uses a draft without a time when nothing is saved yet", () => {
    expect(profileFormValues(null, draft({ core: { name: "Asha" } }), null).basic.name).toBe("Asha");
  });

  it("shows the signed-in email over the draft's, and the draft's when signed out", () => {
    const typed = draft({ core: { email: "typed@example.com" } });
    expect(profileFormValues(null, typed, "asha@example.com").basic.email).toBe("asha@example.com");
    expect(profileFormValues(null, typed, null).basic.email).toBe("typed@example.com");
  });
});
