import { beforeAll, describe, expect, it } from "vitest";
import { INVITATIONS_PER_DAY } from "~/forms/invite-trainer";
import { directoryQueryFrom } from "~/forms/trainer-directory";
import { getDb, rawQuery, schema } from "~/infra/db.server";
import { inviteCandidates, inviteTrainer } from "~/services/invitations.server";
import { deleteTrainerProfile } from "~/services/profile-deletion.server";
import { build } from "../support/unit-db";
import {
  directoryTrainers,
  publicTrainer,
  searchDirectory,
  setDirectorySettings,
} from "~/services/trainer-directory.server";

/**
 * The trainer directory on a real (in-memory) database: opting in and its slug, what a public
 * page shows and hides, the directory's filters and order, invitations and their daily cap, and what deleting the
 * profile leaves.
 */

async function profile(name: string, extra: Partial<typeof schema.trainerProfiles.$inferInsert> = {}) {
  const built = await build.trainerProfile({
    name,
    skills: ["Terraform", "Azure"],
    perDayCharge: 15000,
    preferredTrainingMode: undefined,
    ...extra,
  });
  return built.email;
}

async function requirement(status: "published" | "pending" = "published") {
  const built = await build.requirement({
    title: "Terraform for teams",
    details: "Terraform",
    status,
    publishedAt: undefined,
    deliveryLocation: undefined,
    company: null,
  });
  return built.id;
}

async function review(trainerEmail: string, rating: number, extra: Partial<typeof schema.reviews.$inferInsert> = {}) {
  await build.review({ trainerEmail, rating, body: "Good", trainingTopic: "Terraform", ...extra });
}

const query = (params: Record<string, string>) => directoryQueryFrom(new URLSearchParams(params));

describe("the trainer directory", () => {
  beforeAll(() => getDb(), 60_000);

  it("gives a stable, unique, name-based slug at the first opt-in, and keeps it", async () => {
    const first = await profile("Dora Directory");
    const a = await setDirectorySettings(first, { listed: true, showRate: false });
    const slug = a === "no-profile" ? "" : a.slug!;
    expect(a).toMatchObject({ listed: true, slug: expect.stringMatching(/^dora-directory-[a-z0-9]{8}$/) });
    await rawQuery("update trainer_profiles set name = 'Dora Renamed' where email = $1", [first]);
    await setDirectorySettings(first, { listed: false, showRate: false });
    expect(await setDirectorySettings(first, { listed: true, showRate: false })).toMatchObject({ slug });
  });

  it("never reuses a slug and never reveals a past one: a namesake's slug says nothing of who opted in before", async () => {
    // Noor opted in, then out; Nadia opted in and deleted her profile. Their slugs stay theirs, or nobody's.
    const optedOut = await profile("Noor Namesake");
    const deleted = await profile("Noor Namesake");
    const past = [];
    for (const email of [optedOut, deleted]) {
      const settings = await setDirectorySettings(email, { listed: true, showRate: false });
      past.push(settings === "no-profile" ? "" : settings.slug!);
    }
    await setDirectorySettings(optedOut, { listed: false, showRate: false });
    await deleteTrainerProfile(deleted);
    const namesakes = [];
    for (let i = 0; i < 3; i += 1) {
      const settings = await setDirectorySettings(await profile("Noor Namesake"), { listed: true, showRate: false });
      namesakes.push(settings === "no-profile" ? "" : settings.slug!);
    }
    // The same shape as the first one's: the name and a random suffix, never the bare name nor a count.
    for (const slug of [...past, ...namesakes]) expect(slug).toMatch(/^noor-namesake-[a-z0-9]{8}$/);
    expect(new Set([...past, ...namesakes]).size).toBe(5);
    expect(await publicTrainer(past[0]!)).toBeNull();
    expect(await publicTrainer(past[1]!)).toBeNull();
  });

  it("refuses an opt-in without a saved profile with a name", async () => {
    expect(await setDirectorySettings("nobody@example.com", { listed: true, showRate: false })).toBe("no-profile");
    const nameless = await profile("");
    expect(await setDirectorySettings(nameless, { listed: true, showRate: false })).toBe("no-profile");
  });

  it("shows an opted-in trainer's public page without contact details, the rate only when chosen", async () => {
    const email = await profile("Pia Public", { location: "Pune, Maharashtra", experience: 9, trainingExperience: 4 });
    const settings = await setDirectorySettings(email, { listed: true, showRate: false });
    const slug = settings === "no-profile" ? "" : settings.slug!;
    await review(email, 5, { reply: "Thank you", repliedAt: new Date() });
    await review(email, 1, { hiddenAt: new Date(), hiddenReason: "abuse" });
    await review(email, 4, { reply: "Hidden reply", replyHiddenAt: new Date() });
    const page = await publicTrainer(slug);
    expect(page).toMatchObject({ name: "Pia Public", city: "Pune, Maharashtra", perDayCharge: null, count: 2 });
    expect(page!.average).toBe(4.5);
    expect(page!.reviews.map((r) => [r.rating, r.reply])).toEqual(
      expect.arrayContaining([
        [5, "Thank you"],
        [4, null],
      ]),
    );
    expect(JSON.stringify(page)).not.toContain(email);
    expect(JSON.stringify(page)).not.toContain("9845012345");
    await setDirectorySettings(email, { listed: true, showRate: true });
    expect((await publicTrainer(slug))!.perDayCharge).toBe(15000);
    await setDirectorySettings(email, { listed: false, showRate: true });
    expect(await publicTrainer(slug)).toBeNull();
    expect((await searchDirectory(query({ q: "Pia Public" }))).trainers).toHaveLength(0);
  });

  it("never lists a trainer who did not opt in", async () => {
    await profile("Nina Notlisted", { skills: ["Zyxwvut"] });
    const page = await searchDirectory(query({ skill: "Zyxwvut" }));
    expect(page.total).toBe(0);
    expect(page.skills).not.toContain("Zyxwvut");
    expect(await publicTrainer("nina-notlisted")).toBeNull();
  });

  it("filters by skill, mode and city, searches, and ranks by the Bayesian average", async () => {
    const skill = `Qwerty${Math.random().toString(36).slice(2, 6)}`;
    const one = await profile("Ola Onefive", { skills: [skill], location: "Chennai, Tamil Nadu" });
    const many = await profile("Mia Manyfours", { skills: [skill], location: "Chennai, Tamil Nadu" });
    const away = await profile("Ira Inperson", { skills: [skill], preferredTrainingMode: "in_person" });
    for (const email of [one, many, away]) await setDirectorySettings(email, { listed: true, showRate: false });
    await review(one, 5);
    for (let i = 0; i < 10; i += 1) await review(many, i < 8 ? 5 : 4);
    const bySkill = await searchDirectory(query({ skill: skill.toLowerCase() }));
    expect(bySkill.trainers.map((t) => t.name)).toEqual(["Mia Manyfours", "Ola Onefive", "Ira Inperson"]);
    const online = await searchDirectory(query({ skill, mode: "online", city: "chennai, tamil nadu" }));
    expect(online.trainers.map((t) => t.name)).toEqual(["Mia Manyfours", "Ola Onefive"]);
    const searched = await searchDirectory(query({ skill, q: "Inperson" }));
    expect(searched.trainers.map((t) => t.name)).toEqual(["Ira Inperson"]);
    // Unknown modes and silly pages are ignored, never an error.
    expect((await searchDirectory(query({ skill, mode: "teleport", page: "99999999999" }))).total).toBe(3);
  });

  it("is kept in memory while nothing changes, and follows every write made straight in the database (decision 0061)", async () => {
    const email = `kept-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const named = async (q: string) => (await searchDirectory(query({ q }))).trainers.map((t) => [t.name, t.count]);
    await rawQuery(
      `insert into trainer_profiles (email, name, skills, listed_in_directory, public_slug)
       values ($1, 'Kira Keptlist', '["Elixir"]', true, $2)`,
      [email, email.split("@")[0]],
    );
    expect(await named("Keptlist")).toEqual([["Kira Keptlist", 0]]);
    // Nothing written: the same list, not read again.
    expect(await directoryTrainers()).toBe(await directoryTrainers());
    await rawQuery("update trainer_profiles set name = 'Kira Renamedlist' where email = $1", [email]);
    expect(await named("Renamedlist")).toEqual([["Kira Renamedlist", 0]]);
    await review(email, 5);
    expect(await named("Renamedlist")).toEqual([["Kira Renamedlist", 1]]);
    await rawQuery("update trainer_profiles set listed_in_directory = false where email = $1", [email]);
    expect(await named("Renamedlist")).toEqual([]);
  });

  it("invites a directory trainer once, mails them the board link only, and caps invitations per day", async () => {
    const requirementId = await requirement();
    const emails: string[] = [];
    for (let i = 0; i < INVITATIONS_PER_DAY + 1; i += 1) {
      const email = await profile(`Inez Invite ${String.fromCharCode(97 + i)}`);
      await setDirectorySettings(email, { listed: true, showRate: false });
      emails.push(email);
    }
    const slugs = (await getDb().then((db) => db.select().from(schema.trainerProfiles)))
      .filter((row) => emails.includes(row.email))
      .map((row) => row.publicSlug!);
    expect(await inviteTrainer(requirementId, slugs[0]!)).toEqual({ outcome: "invited", name: expect.any(String) });
    expect((await inviteTrainer(requirementId, slugs[0]!)).outcome).toBe("already-invited");
    const [mail] = await rawQuery<{ to_address: string; text_body: string }>(
      "select to_address, text_body from outbox where related_to = $1",
      [`requirement:${requirementId}`],
    );
    expect(mail!.text_body).toMatch(/https?:\/\/[^\s]+\/training-requirements#lead-\d+/);
    expect(mail!.text_body).not.toContain("9845012345");
    for (let i = 1; i < INVITATIONS_PER_DAY; i += 1)
      expect((await inviteTrainer(requirementId, slugs[i]!)).outcome).toBe("invited");
    expect((await inviteTrainer(requirementId, slugs[INVITATIONS_PER_DAY]!)).outcome).toBe("limit");
    const candidates = await inviteCandidates(requirementId, "Inez Invite", 1);
    expect(candidates.left).toBe(0);
    expect(candidates.candidates.filter((c) => c.state === "invited")).toHaveLength(INVITATIONS_PER_DAY);
    // A day later the cap counts afresh.
    const tomorrow = new Date(Date.now() + 25 * 60 * 60_000);
    expect((await inviteTrainer(requirementId, slugs[INVITATIONS_PER_DAY]!, tomorrow)).outcome).toBe("invited");
    expect((await inviteTrainer(requirementId, "no-such-trainer")).outcome).toBe("unknown-trainer");
    expect((await inviteTrainer(await requirement("pending"), slugs[0]!)).outcome).toBe("not-published");
  });

  it("on profile deletion removes the public page, anonymises the reviews and hides the replies", async () => {
    const email = await profile("Del Deleted");
    const settings = await setDirectorySettings(email, { listed: true, showRate: false });
    await review(email, 5, { reply: "Thanks", repliedAt: new Date() });
    const reviewId = (await rawQuery<{ id: number }>("select id from reviews where trainer_email = $1", [email]))[0]!
      .id;
    await deleteTrainerProfile(email);
    expect(await publicTrainer(settings === "no-profile" ? "" : settings.slug!)).toBeNull();
    const [row] = await rawQuery<{ trainer_email: string | null; reply_hidden_at: Date | null; body: string }>(
      "select trainer_email, reply_hidden_at, body from reviews where id = $1",
      [reviewId],
    );
    expect(row).toMatchObject({ trainer_email: null, body: "Good" });
    expect(row!.reply_hidden_at).not.toBeNull();
  });
});
