import { describe, expect, it } from "vitest";
import {
  readTrainerProfileCookie,
  serializeTrainerProfileCookie,
  TRAINER_PROFILE_COOKIE,
} from "~/lib/trainer-profile-cookie";
import { draftCookieWith } from "~/lib/trainer-profile-draft";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** The cookie pair of a Set-Cookie value, as the next request's Cookie header carries it. */
const asCookieHeader = (setCookie: string) => setCookie.split(";")[0] ?? "";

describe("the draft cookie after a save attempt or an autosave (draftCookieWith)", () => {
  it("replaces each posted section and keeps the rest of the draft, the board's mobile number included", () => {
    const earlier = serializeTrainerProfileCookie({
      core: { mobileNumber: "9845012345", name: "Old" },
      professional: { availability: "Weekends" },
      optional: {},
    });
    const basic = form([
      ["name", "Asha Rao"],
      ["mobileNumbers[0]", "9000000001"],
      ["skills", "Azure, azure, Kubernetes"],
    ]);
    const cookie = draftCookieWith(asCookieHeader(earlier), [["basic", basic]], { secure: false, owner: null });
    expect(cookie).not.toBeNull();
    const draft = readTrainerProfileCookie(asCookieHeader(cookie ?? ""));
    expect(draft.core).toMatchObject({
      name: "Asha Rao",
      mobileNumbers: ["9000000001"],
      skills: ["Azure", "Kubernetes"],
      mobileNumber: "9845012345",
    });
    expect(draft.professional.availability).toBe("Weekends");
  });

  it("merges several sections at once, as the autosave does for the three forms", () => {
    const cookie = draftCookieWith(
      "",
      [
        ["basic", form([["name", "Asha"]])],
        ["additional", form([["notes", "Prefers mornings"]])],
      ],
      { secure: true, owner: null },
    );
    expect(cookie).toMatch(new RegExp(`^${TRAINER_PROFILE_COOKIE}=`));
    expect(cookie).toContain("; Secure");
    const draft = readTrainerProfileCookie(asCookieHeader(cookie ?? ""));
    expect(draft.core.name).toBe("Asha");
    expect(draft.optional.notes).toBe("Prefers mornings");
  });

  it("keeps no cookie at all when nothing is typed anywhere", () => {
    const blank = form([
      ["name", "  "],
      ["mobileNumbers[0]", ""],
    ]);
    expect(draftCookieWith(null, [["basic", blank]], { secure: false, owner: null })).toBeNull();
  });
});
