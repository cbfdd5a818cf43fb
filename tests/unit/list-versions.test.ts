import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, rawQuery } from "~/infra/db.server";
import { publishedRequirements } from "~/services/requirements.server";
import { listChanged, listVersion, onListChange, type VersionedList } from "~/services/list-versions.server";
import { refreshingCache } from "~/infra/refreshing-cache.server";
import { sessionUser, startSession } from "~/services/sessions.server";
import { localTrainerProfile } from "~/services/trainer-profiles.server";
import { appliedRequirementIds } from "~/services/requirements.server";
import { applicantCounts } from "~/services/requirement-stats.server";
import { countShare, shareTotal } from "~/services/shares.server";
import { detailsMatching, matchRequirements } from "~/lib/requirement-matching";

/**
 * The list versions (decision 0027): a list rebuild keeps the list it has when the database's counter is
 * unchanged, so every write that changes a list must raise it, whoever makes it. The writes here go
 * straight to the database, as another server process or an operator's SQL would: no invalidate().
 */
beforeAll(() => getDb(), 120_000);
afterEach(() => {
  vi.useRealTimers();
});

async function raisedBy(list: VersionedList, write: string): Promise<boolean> {
  const before = await listVersion(list);
  await rawQuery(write);
  return (await listVersion(list)) !== before;
}

describe("list versions raised by the database", () => {
  it("raise the board's version on what the board shows, not on bookkeeping", async () => {
    expect(await listVersion("requirements")).not.toBeNull();
    expect(
      await raisedBy(
        "requirements",
        "insert into requirements (topic, training_topic_name, details, status) values ('Go', 'Go basics', 'Two days', 'published')",
      ),
    ).toBe(true);
    expect(await raisedBy("requirements", "update requirements set details = 'Three days'")).toBe(true);
    expect(await raisedBy("requirements", "update requirements set status = 'closed'")).toBe(true);
    expect(await raisedBy("requirements", "update requirements set applicants_mailed_at = now()")).toBe(false);
    expect(await raisedBy("requirements", "delete from requirements")).toBe(true);
  });

  it("raise the vendor lists' version on vendors and on ratings", async () => {
    expect(
      await raisedBy(
        "vendors",
        "insert into vendors (name, website, normalized_website, description, status) values ('Acme', 'acme.example', 'acme.example', 'Labs', 'approved')",
      ),
    ).toBe(true);
    expect(
      await raisedBy(
        "vendors",
        "insert into vendor_ratings (vendor_id, user_email, rating) select id, 'a@example.com', 4 from vendors",
      ),
    ).toBe(true);
    expect(await raisedBy("vendors", "update vendor_ratings set status = 'approved'")).toBe(true);
    expect(await raisedBy("vendors", "update vendor_ratings set comment = 'Good'")).toBe(false);
    expect(await raisedBy("vendors", "update vendors set description = 'Labs and courses'")).toBe(true);
  });

  it("let the board show a change made straight in the database once its list is 5 seconds old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let clock = Date.now();
    const later = (ms: number) => vi.setSystemTime((clock += ms));
    await rawQuery(
      "insert into requirements (topic, training_topic_name, details, status) values ('Rust', 'Rust in practice', 'Before', 'published')",
    );
    later(10_000);
    expect((await publishedRequirements()).requirements.map((requirement) => requirement.details)).toEqual(["Before"]);
    later(6_000);
    // Nothing changed: the list is kept.
    expect((await publishedRequirements()).requirements.map((requirement) => requirement.details)).toEqual(["Before"]);
    await rawQuery("update requirements set details = 'After' where training_topic_name = 'Rust in practice'");
    later(6_000);
    expect((await publishedRequirements()).requirements.map((requirement) => requirement.details)).toEqual(["After"]);
  });

  it("announce every raised version to this process at the commit, and the board's counts follow at once", async () => {
    const heard: (string | null)[] = [];
    const stop = onListChange((list) => heard.push(list));
    const [requirement] = await rawQuery<{ id: number }>(
      "insert into requirements (topic, training_topic_name, details, status) values ('Go', 'Go counts', 'Two days', 'published') returning id",
    );
    const id = requirement!.id;
    expect(heard).toContain("requirements");
    expect((await applicantCounts([id])).get(id)).toBeUndefined();
    // Straight into the database, as another process would write: no applicationsChanged() here.
    expect(
      await raisedBy(
        "applications",
        `insert into applications (requirement_id, trainer_email, mobile_number) values (${id}, 'a@example.com', '9845012345')`,
      ),
    ).toBe(true);
    expect(heard).toContain("applications");
    expect((await applicantCounts([id])).get(id)).toBe(1);
    expect(await raisedBy("applications", "update applications set mobile_number = '9845000000'")).toBe(false);
    expect(await raisedBy("applications", "update applications set status = 'withdrawn'")).toBe(true);
    expect((await applicantCounts([id])).get(id)).toBeUndefined();

    expect(await shareTotal("/training-requirements")).toBe(0);
    await countShare("/training-requirements", "linkedin", "10.0.0.1");
    expect(heard).toContain("shares");
    expect(await shareTotal("/training-requirements")).toBe(1);
    stop();
  });
});

describe("what signed-in pages keep per visitor (decision 0050)", () => {
  it("a session ended straight in the database, as another process's sign-out would, is refused at once", async () => {
    const id = await startSession({ name: "Asha", email: "asha@example.com", picture: null }, { admin: false });
    expect(await sessionUser(id)).toMatchObject({ email: "asha@example.com" });
    // Pruning expired rows raises nothing: no process answers them anyway.
    expect(await raisedBy("sessions", "delete from sessions where expires_at < now()")).toBe(false);
    expect(await raisedBy("sessions", "delete from sessions where email = 'asha@example.com'")).toBe(true);
    expect(await sessionUser(id)).toBeNull();
  });

  it("a trainer's board profile and applications follow writes made straight in the database", async () => {
    const email = "ravi@example.com";
    await rawQuery(
      `insert into trainer_profiles (email, name, mobile_numbers, skills) values ('${email}', 'Ravi', '["9845012345"]', '["Go"]')`,
    );
    expect((await localTrainerProfile(null, email)).skills).toEqual(["Go"]);
    expect(await raisedBy("trainers", `update trainer_profiles set notes = 'Weekends' where email = '${email}'`)).toBe(
      false,
    );
    expect(await raisedBy("trainers", `update trainer_profiles set skills = '["Rust"]' where email = '${email}'`)).toBe(
      true,
    );
    expect((await localTrainerProfile(null, email)).skills).toEqual(["Rust"]);

    const [requirement] = await rawQuery<{ id: number }>(
      "insert into requirements (topic, training_topic_name, details, status) values ('Go', 'Go apply', 'Two days', 'published') returning id",
    );
    const id = requirement!.id;
    expect(await appliedRequirementIds(email, [id])).toEqual([]);
    await rawQuery(
      `insert into applications (requirement_id, trainer_email, mobile_number) values (${id}, '${email}', '9845012345')`,
    );
    expect(await appliedRequirementIds(email, [id])).toEqual([id]);
  });
});

describe("a write heard twice in the writer's own process (decision 0050)", () => {
  it("builds the list once: the database's announcement carries the version the writer's rebuild has read", async () => {
    // Wired as the services wire their caches: the announcement's version, or the writer's own call without one.
    let builds = 0;
    const cache = refreshingCache({
      name: "test",
      build: async () => (builds += 1),
      version: () => listVersion("requirements"),
    });
    const heard: (number | undefined)[] = [];
    const stop = onListChange((list, version) => {
      if (list !== "requirements") return;
      heard.push(version);
      cache.changed(version);
    });
    await cache.get();
    // A writer of this process: its write, then its own call (PGlite announces at the commit, before it).
    await rawQuery(
      "insert into requirements (topic, training_topic_name, details, status) values ('Go', 'Go twice', 'Two days', 'published')",
    );
    listChanged("requirements");
    expect(await cache.get()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await cache.get()).toBe(2);
    // Both were heard: the announcement with the version it raised, the writer's call without one.
    expect(heard).toEqual([await listVersion("requirements"), undefined]);
    stop();
  });
});

describe("a trainer's skills matched once per list", () => {
  it("marks the same requirements as matching the search's results afresh", () => {
    const whole = ["Kubernetes on AWS", "Python for data", "Azure basics", "Kubernets operators", "Go"].map(
      (details, index) => ({
        id: index + 1,
        topic: "Cloud",
        trainingTopicName: details,
        details,
        postedOn: "26 Nov 2026",
        deliveryLocation: "",
      }),
    );
    const found = whole.filter((requirement) => requirement.id !== 2);
    for (const skills of [["Kubernetes"], ["Python", "Azure"], ["zz"], []]) {
      const matchesOf = (skill: string) => detailsMatching(whole, skill);
      expect(matchRequirements(found, skills, null, 3, matchesOf)).toEqual(matchRequirements(found, skills, null, 3));
    }
  });
});
