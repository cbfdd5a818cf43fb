import { describe, expect, it } from "vitest";
import {
  emptyTrainerProfileCookie,
  readTrainerProfileCookie,
  serializeTrainerProfileCookie,
  TRAINER_PROFILE_COOKIE,
} from "~/lib/trainer-profile-cookie";
import { fieldLabels, flatProfileValues, type ProfileFormValues } from "~/forms/trainer-profile";
import {
  changedDirectoryFields,
  changedFields,
  draftCookieWith,
  postedProfileValues,
  sectionStates,
  storedCorrections,
  unsavedSections,
} from "~/lib/trainer-profile-draft";
import { directoryFormValues, profileFormValues, type TrainerProfileRow } from "~/services/trainer-profiles.server";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** A saved profile (saved an hour ago). */
const savedRow: TrainerProfileRow = {
  email: "asha@example.com",
  name: "Asha Rao",
  mobileNumbers: ["9845012345"],
  pinCode: "560001",
  location: "Bengaluru",
  skills: ["Azure"],
  linkedIn: "",
  preferredTrainingMode: "hybrid",
  perDayCharge: 15000,
  experience: 12,
  trainingExperience: 6,
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
  headline: "",
  savedSections: ["basic", "professional", "additional"],
  showRate: false,
  createdAt: new Date(Date.now() - 3_600_000),
  updatedAt: new Date(Date.now() - 3_600_000),
};

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
    const cookie = draftCookieWith(asCookieHeader(earlier), basic, { secure: false, owner: null, untyped: {} });
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

  it("merges several sections at once, as the page's one form posts them", () => {
    const cookie = draftCookieWith(
      "",
      form([
        ["name", "Asha"],
        ["notes", "Prefers mornings"],
      ]),
      { secure: true, owner: null, untyped: {} },
    );
    expect(cookie).toMatch(new RegExp(`^${TRAINER_PROFILE_COOKIE}=`));
    expect(cookie).toContain("; Secure");
    const draft = readTrainerProfileCookie(asCookieHeader(cookie ?? ""));
    expect(draft.core.name).toBe("Asha");
    expect(draft.optional.notes).toBe("Prefers mornings");
  });

  it("keeps only what differs from what the page showed untyped: defaults are no draft (decision record 0060)", () => {
    const untyped = flatProfileValues(emptyForm);
    const untouched = form([
      ["name", ""],
      ["mobileNumbers[0]", ""],
      ["preferredTrainingMode", "online"],
      ["languagesSpoken", "English"],
      ["industryExpertise", "IT"],
      ["notes", ""],
    ]);
    expect(draftCookieWith(null, untouched, { secure: false, owner: null, untyped })).toBeNull();

    untouched.append("industryExpertise", "Banking");
    const cookie = draftCookieWith(null, untouched, { secure: false, owner: null, untyped });
    const draft = readTrainerProfileCookie(asCookieHeader(cookie ?? ""));
    expect(draft.professional).toEqual({ industryExpertise: ["IT", "Banking"] });
    expect(draft.core).toEqual({});

    // Merged over a saved profile, only the typed field replaces a saved value: saved languages stay.
    const saved = { ...savedRow, languagesSpoken: ["English", "Hindi"], industryExpertise: ["Retail"] };
    const shown = profileFormValues(saved, draft, "asha@example.com");
    expect(shown.professional.languagesSpoken).toEqual(["English", "Hindi"]);
    expect(shown.professional.industryExpertise).toEqual(["IT", "Banking"]);
    expect(shown.basic.preferredTrainingMode).toBe(saved.preferredTrainingMode);
  });

  it("keeps no cookie at all when nothing is typed anywhere", () => {
    const blank = form([
      ["name", "  "],
      ["mobileNumbers[0]", ""],
    ]);
    expect(draftCookieWith(null, blank, { secure: false, owner: null, untyped: {} })).toBeNull();
  });
});

describe("the draft after a save: the saved section as stored (draftCookieWith's `stored`)", () => {
  it("holds nothing of the section just saved (not the empty location posted), and the other sections as typed", () => {
    const earlier = serializeTrainerProfileCookie({
      core: { mobileNumber: "9845012345", location: "" },
      professional: {},
      optional: {},
    });
    const posted = form([
      ["name", "Pavan Pin"],
      ["pinCode", "560001"],
      ["location", ""],
      ["availability", "Weekends"],
    ]);
    const cookie = draftCookieWith(asCookieHeader(earlier), posted, {
      secure: false,
      owner: "pavan@example.com",
      untyped: {},
      stored: { section: "basic", values: { name: "Pavan Pin", pinCode: "560001", location: "Bengaluru, Karnataka" } },
    });
    const draft = readTrainerProfileCookie(asCookieHeader(cookie ?? ""));
    expect(draft.core).toEqual({ mobileNumber: "9845012345" });
    expect(draft.professional.availability).toBe("Weekends");
  });

  it("keeps a list as the Add or Remove button left it", () => {
    const posted = form([
      ["mobileNumbers[0]", "9845012345"],
      ["mobileNumbers[1]", "9845098450"],
      ["__intent__", JSON.stringify({ type: "remove", payload: { name: "mobileNumbers", index: 1 } })],
    ]);
    const cookie = draftCookieWith(null, posted, { secure: false, owner: null, untyped: {} });
    expect(readTrainerProfileCookie(asCookieHeader(cookie ?? "")).core.mobileNumbers).toEqual(["9845012345"]);
  });
});

/** The form of a new trainer: nothing saved yet. */
const emptyForm = profileFormValues(null, emptyTrainerProfileCookie(), null);
const savedForm: ProfileFormValues = {
  ...emptyForm,
  basic: { ...emptyForm.basic, name: "Asha Rao", mobileNumbers: ["9845012345"], skills: "Azure, Terraform" },
  professional: { ...emptyForm.professional, experience: "12", languagesSpoken: ["English", "Kannada"] },
};

describe("which sections show something not saved (unsavedSections)", () => {
  it("marks none on an untouched form, saved or new", () => {
    expect(unsavedSections(flatProfileValues(emptyForm), flatProfileValues(emptyForm))).toEqual([]);
    expect(unsavedSections(flatProfileValues(savedForm), flatProfileValues(savedForm))).toEqual([]);
  });

  it("ignores what saving would not change: spaces, an empty list slot, 12 written 12.0, the order of choices", () => {
    // Conform's live values: empty texts absent, a checkbox group's one choice a text, an added slot empty.
    const shown = {
      name: " Asha Rao ",
      mobileNumbers: ["9845012345", undefined],
      skills: "Azure,  Terraform",
      preferredTrainingMode: "online",
      experience: "12.0",
      certifications: [undefined],
      languagesSpoken: ["Kannada", "English"],
      industryExpertise: "IT",
    };
    expect(unsavedSections(shown, flatProfileValues(savedForm))).toEqual([]);
  });

  it("marks each section whose values differ, and only those", () => {
    const shown = { ...flatProfileValues(savedForm), notes: "Mornings", languagesSpoken: ["English"] };
    expect(unsavedSections(shown, flatProfileValues(savedForm))).toEqual(["professional", "additional"]);
    expect(unsavedSections({ ...flatProfileValues(emptyForm), name: "Asha" }, flatProfileValues(emptyForm))).toEqual([
      "basic",
    ]);
  });
});

describe("each section's state at its heading (sectionStates)", () => {
  it("reads Not saved yet until the section's Save stored it, then Saved, then Unsaved changes when it differs", () => {
    expect(sectionStates([], [])).toEqual({ basic: "not-saved", professional: "not-saved", additional: "not-saved" });
    expect(sectionStates(["basic"], [])).toEqual({
      basic: "not-saved",
      professional: "not-saved",
      additional: "not-saved",
    });
    expect(sectionStates(["professional"], ["basic", "professional"])).toEqual({
      basic: "saved",
      professional: "changed",
      additional: "not-saved",
    });
  });

  it("sees a box ticked or unticked in a checkbox group as a change, and the same ticks in another order as none", () => {
    const saved = flatProfileValues(savedForm);
    const posted = (languages: string[]) =>
      postedProfileValues(form([...languages.map((language): [string, string] => ["languagesSpoken", language])]));
    const shown = (languages: string[]) => ({ ...saved, languagesSpoken: posted(languages).languagesSpoken });
    const all = ["basic", "professional", "additional"];
    expect(sectionStates(unsavedSections(shown(["Kannada", "English"]), saved), all).professional).toBe("saved");
    expect(sectionStates(unsavedSections(shown(["English"]), saved), all).professional).toBe("changed");
    expect(sectionStates(unsavedSections(shown(["English", "Kannada", "Tamil"]), saved), all).professional).toBe(
      "changed",
    );
    // Every box unticked: nothing posted for the group at all.
    expect(sectionStates(unsavedSections(shown([]), saved), all).professional).toBe("changed");
  });
});

describe("which fields a draft takes over from the saved profile (changedFields, fieldLabels)", () => {
  it("names the differing fields by their labels, in the page's order; what saving would not change is none", () => {
    const shown = {
      ...flatProfileValues(savedForm),
      notes: "Mornings",
      languagesSpoken: ["English"],
      mobileNumbers: ["9812345671"],
      name: " Asha Rao ",
    };
    const changed = changedFields(shown, flatProfileValues(savedForm));
    expect(changed).toEqual(["mobileNumbers", "languagesSpoken", "notes"]);
    expect(fieldLabels(changed)).toEqual(["Mobile Numbers", "Languages Spoken", "Notes"]);
    expect(fieldLabels(["__proto__", "toString"])).toEqual([]);
  });
});

describe("what a save changed in what was posted (storedCorrections)", () => {
  it("names the filled location, the trimmed name and the dropped empty slot; nothing else", () => {
    const posted = {
      name: "Asha Rao ",
      mobileNumbers: ["9845012345", ""],
      pinCode: "560001",
      location: "",
      skills: "Azure, Terraform",
      linkedIn: "",
      preferredTrainingMode: "online",
      perDayCharge: "5000",
    };
    const stored = {
      name: "Asha Rao",
      mobileNumbers: ["9845012345"],
      pinCode: "560001",
      location: "Bengaluru, Karnataka",
      skills: "Azure, Terraform",
      linkedIn: "",
      preferredTrainingMode: "online",
      perDayCharge: "5000",
    };
    expect(storedCorrections("basic", posted, stored)).toEqual({
      name: "Asha Rao",
      mobileNumbers: ["9845012345"],
      location: "Bengaluru, Karnataka",
    });
    expect(storedCorrections("basic", stored, stored)).toEqual({});
  });
});

describe("the directory settings in the draft (headline and boxes, docs/product.md 'Nothing typed is lost')", () => {
  const saved = { ...savedRow, headline: "Azure for banks", showRate: true };
  /** What the page shows untyped over this saved profile, the directory settings' fields included. */
  const untyped = {
    ...flatProfileValues(profileFormValues(saved, emptyTrainerProfileCookie(), saved.email)),
    ...directoryFormValues(saved, emptyTrainerProfileCookie()),
  };
  const post = (entries: [string, string][]) =>
    readTrainerProfileCookie(
      asCookieHeader(draftCookieWith(null, form(entries), { secure: false, owner: saved.email, untyped }) ?? ""),
    );

  it("shows the saved settings untyped, a box as on or off", () => {
    expect(directoryFormValues(saved, emptyTrainerProfileCookie())).toEqual({
      listedInDirectory: "off",
      showRate: "on",
      headline: "Azure for banks",
    });
    // Ticked but without the slug and name a public page needs, it shows unticked (as the settings read it).
    expect(directoryFormValues({ ...saved, listedInDirectory: true }, emptyTrainerProfileCookie())).toMatchObject({
      listedInDirectory: "off",
    });
  });

  it("keeps a headline typed and a box changed when another section is posted; what shows as saved is none", () => {
    const draft = post([
      ["intent", "basic"],
      ["name", "Asha Rao"],
      ["listedInDirectory", "on"],
      ["headline", "Azure landing zones for finance teams"],
    ]);
    // The unticked rate box is not posted: "off", unlike the saved "on".
    expect(draft.directory).toEqual({
      listedInDirectory: "on",
      showRate: "off",
      headline: "Azure landing zones for finance teams",
    });
    expect(draft.core.name).toBeUndefined();
  });

  it("keeps nothing of the settings as saved: spaces around the headline are no change (saved beats untouched)", () => {
    const cookie = draftCookieWith(
      null,
      form([
        ["showRate", "on"],
        ["headline", "  Azure for banks "],
      ]),
      { secure: false, owner: saved.email, untyped },
    );
    expect(cookie).toBeNull();
  });

  it("replaces the draft's settings with each post that carries them, and leaves them when a post does not", () => {
    const earlier = draftCookieWith(null, form([["headline", "First line"]]), {
      secure: false,
      owner: null,
      untyped: {},
    })!;
    expect(readTrainerProfileCookie(asCookieHeader(earlier)).directory).toEqual({ headline: "First line" });
    // A post without the settings (the page signed out shows none) leaves them as they were.
    const other = draftCookieWith(asCookieHeader(earlier), form([["notes", "Mornings"]]), {
      secure: false,
      owner: null,
      untyped: {},
    })!;
    expect(readTrainerProfileCookie(asCookieHeader(other)).directory).toEqual({ headline: "First line" });
    // Posted back as untyped (after their own Save, measured against what was stored), they hold no draft.
    const after = draftCookieWith(asCookieHeader(other), form([["headline", "First line"]]), {
      secure: false,
      owner: null,
      untyped: { headline: "First line" },
    })!;
    const draft = readTrainerProfileCookie(asCookieHeader(after));
    expect(draft.directory).toBeUndefined();
    expect(draft.optional.notes).toBe("Mornings");
  });

  it("shows a newer draft over the saved settings, never an older one, and names the fields taken over", () => {
    const draft = {
      ...emptyTrainerProfileCookie(),
      directory: { showRate: "off", headline: "Terraform for platform teams" },
      updatedAt: Date.now(),
    };
    const shown = directoryFormValues(saved, draft);
    expect(shown).toEqual({ listedInDirectory: "off", showRate: "off", headline: "Terraform for platform teams" });
    expect(directoryFormValues(saved, { ...draft, updatedAt: saved.updatedAt.getTime() - 1 })).toEqual(
      directoryFormValues(saved, emptyTrainerProfileCookie()),
    );
    const changed = changedDirectoryFields(shown, untyped);
    expect(changed).toEqual(["showRate", "headline"]);
    expect(fieldLabels(["notes", ...changed])).toEqual([
      "Notes",
      "Show my per-day charge on my public page",
      "Headline on your public page (optional)",
    ]);
  });
});
