import { describe, expect, it } from "vitest";
import {
  emptyTrainerProfileCookie,
  readTrainerProfileCookie,
  trainerProfileCookieIsBad,
} from "~/lib/trainer-profile-cookie";

const header = (json: string) => `other=1; trainerProfileData=${encodeURIComponent(json)}`;

describe("trainerProfileData cookie schema", () => {
  it("ignores the issue's cookie, whose skills are a string where a list is expected", () => {
    const cookie = header('{"core":{"skills":"Azure"}}');
    expect(readTrainerProfileCookie(cookie)).toEqual(emptyTrainerProfileCookie());
    expect(trainerProfileCookieIsBad(cookie)).toBe(true);
  });

  it.each([
    ["not JSON", "{core"],
    ["an array", "[1,2]"],
    ["null", "null"],
    ["a part that is a list", '{"core":[]}'],
    ["a list holding objects", '{"professional":{"certifications":[{"a":1}]}}'],
    ["a number where text is expected", '{"core":{"name":{"first":"x"}}}'],
    ["a directory part that is a list", '{"directory":["x"]}'],
    ["a headline that is an object", '{"directory":{"headline":{"a":1}}}'],
  ])("ignores a cookie that is %s", (_what, json) => {
    expect(readTrainerProfileCookie(header(json))).toEqual(emptyTrainerProfileCookie());
    expect(trainerProfileCookieIsBad(header(json))).toBe(true);
  });

  it("keeps a well-formed cookie and drops unknown fields", () => {
    const cookie = header('{"core":{"mobileNumber":"9876543210","skills":["Azure"],"extra":"x"},"professional":{}}');
    expect(readTrainerProfileCookie(cookie)).toEqual({
      core: { mobileNumber: "9876543210", skills: ["Azure"] },
      professional: {},
      optional: {},
    });
    expect(trainerProfileCookieIsBad(cookie)).toBe(false);
    expect(trainerProfileCookieIsBad("other=1")).toBe(false);
  });

  it("reads the directory settings' draft, and no directory part when the cookie has none", () => {
    const cookie = header('{"core":{},"directory":{"headline":"Azure for banks","showRate":"on","slug":"x"}}');
    expect(readTrainerProfileCookie(cookie).directory).toEqual({ headline: "Azure for banks", showRate: "on" });
    expect(readTrainerProfileCookie(header('{"core":{}}'))).not.toHaveProperty("directory");
  });

  it("holds skills read from the cookie to the limits of typed skills (30 skills of 60 characters)", () => {
    const skills = Array.from({ length: 200 }, (_, i) => `skill-${i}-${"x".repeat(100)}`);
    const read = readTrainerProfileCookie(header(JSON.stringify({ core: { skills } })));
    expect(read.core.skills).toHaveLength(30);
    expect(read.core.skills!.every((skill) => skill.length <= 60)).toBe(true);
  });
});

describe("trainerProfileData cookie values as read", () => {
  it("reads a number as its text, and cuts long texts and lists instead of refusing them", () => {
    const cookie = header(
      JSON.stringify({
        core: { perDayCharge: 2500, name: "x".repeat(3000), mobileNumbers: Array.from({ length: 60 }, (_, i) => i) },
        optional: { notes: "y".repeat(2500) },
      }),
    );
    const read = readTrainerProfileCookie(cookie);
    expect(read.core.perDayCharge).toBe("2500");
    expect(read.core.name).toHaveLength(2000);
    expect(read.core.mobileNumbers).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));
    expect(read.optional.notes).toHaveLength(2000);
    expect(read.professional).toEqual({});
    expect(trainerProfileCookieIsBad(cookie)).toBe(false);
  });

  it("refuses a cookie whose owner or time is not what it should be", () => {
    for (const json of [
      '{"owner":7}',
      `{"owner":"${"a".repeat(321)}"}`,
      '{"updatedAt":"soon"}',
      '{"core":{"skills":[true]}}',
    ]) {
      expect(trainerProfileCookieIsBad(header(json))).toBe(true);
    }
  });
});
