import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, rawQuery } from "~/server/infra/db.server";
import { publishedRequirements } from "~/server/services/requirements.server";
import { listVersion } from "~/server/services/list-versions.server";

/**
 * The list versions (decision 0027): a list rebuild keeps the list it has when the database's counter is
 * unchanged, so every write that changes a list must raise it, whoever makes it. The writes here go
 * straight to the database, as another server process or an operator's SQL would: no invalidate().
 */
beforeAll(() => getDb(), 120_000);
afterEach(() => {
  vi.useRealTimers();
});

async function raisedBy(list: "requirements" | "vendors", write: string): Promise<boolean> {
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
});
