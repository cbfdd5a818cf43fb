import { beforeAll, describe, expect, it } from "vitest";
import { emptyTrainerProfileCookie, serializeTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { takenOverNote } from "~/http/auth.server";
import { getDb } from "~/infra/db.server";
import {
  adoptLocalProfile,
  getTrainerProfile,
  localTrainerProfile,
  saveBoardProfile,
  saveProfileSection,
} from "~/services/trainer-profiles.server";
import { parseWithZod } from "~/forms/parse-with-zod";
import { basicSchema } from "~/forms/trainer-profile";

beforeAll(async () => {
  await getDb();
}, 60_000);

/** A Cookie header with the board's local profile, written signed out (or by `owner`). */
function localProfileCookie(mobileNumber: string, skills: string[], owner?: string): string {
  const draft = { ...emptyTrainerProfileCookie(), core: { mobileNumber, skills }, ...(owner ? { owner } : {}) };
  return serializeTrainerProfileCookie(draft).split(";")[0]!;
}

describe("one trainer profile (decision record 0039)", () => {
  it("signed in, the board panel saves the trainer profile, and the board reads it back", async () => {
    const user = { email: "panel@example.com", name: "Pia Panel" };
    await saveBoardProfile(user, { mobileNumber: "9800011111", skills: "Go, Rust", preferredTrainingMode: "hybrid" });
    const saved = await getTrainerProfile(user.email);
    expect(saved).toMatchObject({
      name: "Pia Panel",
      mobileNumbers: ["9800011111"],
      skills: ["Go", "Rust"],
      preferredTrainingMode: "hybrid",
    });
    // A cookie from another time never hides the saved profile from its trainer.
    expect(await localTrainerProfile(localProfileCookie("9899999999", ["Cobol"], user.email), user.email)).toEqual({
      mobileNumber: "9800011111",
      skills: ["Go", "Rust"],
      preferredTrainingMode: "hybrid",
      perDayCharge: null,
    });
    await saveBoardProfile(user, { mobileNumber: "9800022222", skills: "Go" });
    expect(await getTrainerProfile(user.email)).toMatchObject({ mobileNumbers: ["9800022222"], skills: ["Go"] });
  });

  it("on sign-in fills an empty profile from the browser's local profile and says so", async () => {
    const user = { email: "fresh@example.com", name: "Farah Fresh" };
    const adopted = await adoptLocalProfile(user, localProfileCookie("9811122233", ["SQL"]));
    expect(adopted).toEqual({ taken: ["mobile number", "skills"], kept: [] });
    expect(takenOverNote(adopted)).toBe(
      "Your trainer profile now has the mobile number and skills saved in this browser.",
    );
    expect(await getTrainerProfile(user.email)).toMatchObject({
      name: "Farah Fresh",
      mobileNumbers: ["9811122233"],
      skills: ["SQL"],
    });
  });

  it("never overwrites a saved value, says what was kept, and ignores another person's cookie", async () => {
    const user = { email: "saved@example.com", name: "Sana Saved" };
    await saveBoardProfile(user, { mobileNumber: "9800033333" });
    const adopted = await adoptLocalProfile(user, localProfileCookie("9811144455", ["Excel"]));
    expect(adopted).toEqual({ taken: ["skills"], kept: ["mobile number"] });
    expect(takenOverNote(adopted)).toBe(
      "Your trainer profile now has the skills saved in this browser. Your saved mobile number was kept, not this browser's.",
    );
    expect(await getTrainerProfile(user.email)).toMatchObject({ mobileNumbers: ["9800033333"], skills: ["Excel"] });
    expect(await adoptLocalProfile(user, localProfileCookie("9811144455", ["Excel"], "other@example.com"))).toEqual({
      taken: [],
      kept: [],
    });
  });
});

describe("Basic saved without a training mode (a client that does not post it)", () => {
  it("stores online, the profile's default, over the mode saved before", async () => {
    const user = { email: "mode@example.com", name: "Tara Mode" };
    await saveBoardProfile(user, { mobileNumber: "9800033333", skills: "Go", preferredTrainingMode: "hybrid" });
    const form = new FormData();
    for (const [name, value] of [
      ["name", "Tara Mode"],
      ["mobileNumbers[0]", "9800033333"],
      ["perDayCharge", "900"],
    ]) {
      form.append(name!, value!);
    }
    const submission = parseWithZod(form, { schema: basicSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    await saveProfileSection("basic", submission.value, user.email);
    expect(await getTrainerProfile(user.email)).toMatchObject({ preferredTrainingMode: "online" });
  });
});
