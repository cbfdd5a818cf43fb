import { describe, expect, it } from "vitest";
import {
  encodeTrainerProfileValue,
  fitTrainerProfileCookie,
  readTrainerProfileCookie,
  serializeTrainerProfileCookie,
  TRAINER_PROFILE_COOKIE,
  TRAINER_PROFILE_COOKIE_MAX_BYTES,
  type TrainerProfileCookie,
} from "~/lib/trainer-profile-cookie";

const cookieBytes = (data: TrainerProfileCookie) =>
  TRAINER_PROFILE_COOKIE.length + 1 + encodeTrainerProfileValue(data).length;

const apply = { mobileNumber: "9845012345", mobileNumbers: ["9845012345"], skills: ["Azure", "Terraform"] };

describe("the trainerProfileData cookie's 3,800-byte fitting rule", () => {
  it("leaves a profile that fits as it is", () => {
    const data: TrainerProfileCookie = {
      core: { ...apply, name: "Asha" },
      professional: {},
      optional: { notes: "Hi" },
    };
    expect(fitTrainerProfileCookie(data)).toEqual(data);
  });

  it("gives up the long free texts first, and keeps what Apply and matching need", () => {
    const data: TrainerProfileCookie = {
      core: { ...apply, name: "Asha", location: "Pune" },
      professional: { availability: "Weekends" },
      optional: { notes: "n".repeat(2000), education: "é".repeat(600) },
    };
    expect(cookieBytes(data)).toBeGreaterThan(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    const fitted = fitTrainerProfileCookie(data);
    expect(cookieBytes(fitted)).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    expect(fitted.optional.notes).toBeUndefined();
    expect(fitted.core).toEqual(data.core);
    expect(fitted.professional.availability).toBe("Weekends");
    // The caller's data is not changed.
    expect(data.optional.notes).toHaveLength(2000);
  });

  it("keeps only the fields Apply needs when even that is not enough (an extreme skill list)", () => {
    const skills = Array.from({ length: 50 }, (_, i) => `skill-${i}-${"x".repeat(60)}`);
    const data: TrainerProfileCookie = { core: { ...apply, skills, name: "Asha" }, professional: {}, optional: {} };
    const fitted = fitTrainerProfileCookie(data);
    expect(fitted.core.mobileNumber).toBe("9845012345");
    expect(fitted.core.name).toBeUndefined();
    expect(fitted.core.skills).toEqual(skills.slice(0, 20));
    expect(cookieBytes(fitted)).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
  });

  it("never passes the cap, whatever one field holds (issue 25: a 40,000-character mobile number)", () => {
    const huge = "9".repeat(40_000);
    for (const core of [
      { mobileNumbers: [huge] },
      { mobileNumber: huge },
      { skills: [huge] },
      { mobileNumbers: ["9845012345", huge], skills: ["Azure", huge] },
    ]) {
      const data: TrainerProfileCookie = { core, professional: {}, optional: {}, owner: "asha@example.com" };
      const pair = serializeTrainerProfileCookie(data).split("; ")[0]!;
      expect(pair.length, JSON.stringify(Object.keys(core))).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    }
    const kept = fitTrainerProfileCookie({
      core: { mobileNumbers: ["9845012345", huge], skills: ["Azure", huge] },
      professional: {},
      optional: {},
    });
    expect(kept.core).toEqual({ mobileNumbers: ["9845012345"], skills: ["Azure"] });
  });

  it("serializes the fitted value, which reads back the same", () => {
    const data: TrainerProfileCookie = { core: apply, professional: {}, optional: { notes: "n".repeat(5000) } };
    const header = serializeTrainerProfileCookie(data, { secure: true });
    const pair = header.split("; ")[0]!;
    expect(pair.length).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    expect(header).toContain("Secure");
    expect(readTrainerProfileCookie(pair).core).toMatchObject(apply);
  });

  it("reads a missing or broken cookie as an empty draft", () => {
    expect(readTrainerProfileCookie(null)).toEqual({ core: {}, professional: {}, optional: {} });
    expect(readTrainerProfileCookie(`${TRAINER_PROFILE_COOKIE}=%7Bnot-json`)).toEqual({
      core: {},
      professional: {},
      optional: {},
    });
  });
});
