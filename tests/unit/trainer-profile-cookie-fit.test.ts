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

  it("keeps a draft too long for the cookie from the top of the form down, and says it was trimmed", () => {
    const data: TrainerProfileCookie = {
      core: { ...apply, name: "Asha", location: "Pune" },
      professional: { availability: "Weekends" },
      optional: { notes: "n".repeat(2000), education: "é".repeat(600) },
    };
    expect(cookieBytes(data)).toBeGreaterThan(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    const fitted = fitTrainerProfileCookie(data);
    expect(cookieBytes(fitted)).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    expect(fitted.trimmed).toBe(true);
    // Everything above the first field that does not fit is kept whole; that field keeps its start.
    expect(fitted.core).toEqual(data.core);
    expect(fitted.professional).toEqual({ availability: "Weekends" });
    expect(fitted.optional.education).toMatch(/^é+$/);
    expect(fitted.optional.education!.length).toBeLessThan(600);
    expect(fitted.optional.notes).toBeUndefined();
    // The caller's data is not changed.
    expect(data.optional.notes).toHaveLength(2000);
  });

  it("keeps the directory settings' draft after the sections': whole while it fits, cut first when not", () => {
    const directory = { listedInDirectory: "on", showRate: "off", headline: "h".repeat(120) };
    const fits: TrainerProfileCookie = { core: { name: "Asha" }, professional: {}, optional: {}, directory };
    expect(fitTrainerProfileCookie(fits)).toEqual(fits);
    // No directory draft: no part written for it.
    expect(fitTrainerProfileCookie({ ...fits, directory: {} })).not.toHaveProperty("directory");

    const long: TrainerProfileCookie = { ...fits, optional: { notes: "n".repeat(1200), education: "e".repeat(500) } };
    const cut = fitTrainerProfileCookie({ ...long, optional: { ...long.optional, portfolio: "p".repeat(2000) } });
    expect(cut.trimmed).toBe(true);
    expect(cookieBytes(cut)).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    expect(cut.directory).toBeUndefined();
    // Room left after the sections: the boxes whole, the headline's start.
    const almost = fitTrainerProfileCookie({
      ...long,
      optional: { notes: "n".repeat(2000), education: "é".repeat(240) },
    });
    expect(cookieBytes(almost)).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    expect(almost.optional).toEqual({ notes: "n".repeat(2000), education: "é".repeat(240) });
    expect(almost.directory).toMatchObject({ listedInDirectory: "on", showRate: "off" });
    expect(almost.directory!.headline!.length).toBeLessThan(120);
    expect(almost.trimmed).toBe(true);
  });

  it("cuts a long list item by item, keeping the first items whole", () => {
    const skills = Array.from({ length: 50 }, (_, i) => `skill-${i}-${"x".repeat(60)}`);
    const data: TrainerProfileCookie = {
      core: { ...apply, skills, name: "Asha" },
      professional: { availability: "Weekends" },
      optional: {},
    };
    const fitted = fitTrainerProfileCookie(data);
    expect(fitted.core.mobileNumber).toBe("9845012345");
    expect(fitted.core.name).toBe("Asha");
    const kept = fitted.core.skills!;
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.slice(0, -1)).toEqual(skills.slice(0, kept.length - 1));
    expect(skills[kept.length - 1]!.startsWith(kept.at(-1)!)).toBe(true);
    expect(fitted.professional.availability).toBeUndefined();
    expect(fitted.trimmed).toBe(true);
    expect(cookieBytes(fitted)).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
  });

  it("fits a list with a gap and a long later item (a 500 before): the gap reads as an empty item", () => {
    const sparse: string[] = [];
    sparse[1] = "9".repeat(4000);
    const data: TrainerProfileCookie = {
      core: { name: "Asha", mobileNumbers: sparse },
      professional: {},
      optional: {},
    };
    const fitted = fitTrainerProfileCookie(data);
    expect(cookieBytes(fitted)).toBeLessThanOrEqual(TRAINER_PROFILE_COOKIE_MAX_BYTES);
    expect(fitted.core.name).toBe("Asha");
    expect(fitted.core.mobileNumbers![0]).toBe("");
    expect(fitted.core.mobileNumbers![1]).toMatch(/^9{3000,}$/);
    // What the cookie holds reads back, the mark included.
    const back = readTrainerProfileCookie(serializeTrainerProfileCookie(data).split("; ")[0]!);
    expect(back.core.mobileNumbers![0]).toBe("");
    expect(back.trimmed).toBe(true);
    // A sparse list that fits is written without holes (JSON's null would make the whole cookie unreadable).
    const short: string[] = [];
    short[2] = "9845012345";
    const written = readTrainerProfileCookie(
      serializeTrainerProfileCookie({ core: { mobileNumbers: short }, professional: {}, optional: {} }).split("; ")[0]!,
    );
    expect(written.core.mobileNumbers).toEqual(["", "", "9845012345"]);
    expect(written.trimmed).toBeUndefined();
  });

  it("never passes the cap, whatever one field holds (a 40,000-character mobile number)", () => {
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
    expect(kept.core.mobileNumbers![0]).toBe("9845012345");
    expect(kept.core.mobileNumbers![1]).toMatch(/^9+$/);
    expect(kept.core.skills).toBeUndefined();
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
