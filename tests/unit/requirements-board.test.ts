import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, rawQuery, schema } from "~/infra/db.server";
import { invalidateRequirementCache, publishedRequirements } from "~/services/requirements.server";
import { boardParams, REQUIREMENTS_PER_PAGE, requirementsBoard } from "~/services/requirements-board.server";

const params = (query: Record<string, string>) => boardParams(new URLSearchParams(query));

describe("the board's query string (boardParams)", () => {
  it("trims the search to 100 characters", () => {
    expect(params({ q: "  azure  " }).query).toBe("azure");
    expect(params({ q: "x".repeat(150) }).query).toHaveLength(100);
  });
  it.each([
    [{}, 1],
    [{ pages: "3" }, 3],
    [{ pages: "0" }, 1],
    [{ pages: "-2" }, 1],
    [{ pages: "abc" }, 1],
    [{ pages: "999" }, 50],
  ])("reads pages from %j as %i", (query, pages) => {
    expect(params(query).pages).toBe(pages);
  });
});

describe("the board's pages (requirementsBoard)", () => {
  // The first use opens and migrates this file's in-memory database: slow on a busy machine.
  beforeAll(() => getDb(), 60_000);

  it(`shows ${REQUIREMENTS_PER_PAGE} requirements a page and offers the next page until every match is shown`, async () => {
    const db = await getDb();
    const now = Date.now();
    await db.insert(schema.requirements).values(
      Array.from({ length: REQUIREMENTS_PER_PAGE + 5 }, (_, index) => ({
        topic: "Kubernetes",
        trainingTopicName: `Kubernetes batch ${index + 1}`,
        details: "Three days of cluster operations.",
        status: "published" as const,
        postedAt: new Date(now - index * 60_000),
      })),
    );
    const visitor = { email: null, cookieHeader: null };
    const first = await requirementsBoard({ query: "", pages: 1, ...visitor });
    expect(first).toMatchObject({ total: REQUIREMENTS_PER_PAGE + 5, shown: REQUIREMENTS_PER_PAGE, morePages: 2 });
    expect(first.requirements[0]?.trainingTopicName).toBe("Kubernetes batch 1");
    expect(first.requirements[0]).toMatchObject({ applied: false, applicants: 0, matchedSkills: [] });
    const second = await requirementsBoard({ query: "", pages: 2, ...visitor });
    expect(second).toMatchObject({
      total: REQUIREMENTS_PER_PAGE + 5,
      shown: REQUIREMENTS_PER_PAGE + 5,
      morePages: null,
    });
  });
});

describe("the board during a database failure", () => {
  beforeAll(() => getDb(), 60_000);

  it("logs the failure and shows an empty list instead of the error page", async () => {
    const db = await getDb();
    await db.execute(sql`alter table requirements rename to requirements_away`);
    invalidateRequirementCache();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const board = await requirementsBoard({ query: "", pages: 1, email: "t@example.com", cookieHeader: null });
      expect(board.requirements).toEqual([]);
      expect(board.total).toBe(0);
      expect(errors).toHaveBeenCalledWith(
        "[board] loading the requirements list failed:",
        expect.objectContaining({ message: expect.stringContaining("requirements") }),
      );
    } finally {
      errors.mockRestore();
      await db.execute(sql`alter table requirements_away rename to requirements`);
      invalidateRequirementCache();
    }
  });
});

describe("the cached list of published requirements (publishedRequirements)", () => {
  beforeAll(() => getDb(), 60_000);

  it("reads every published requirement, page after page of the database, newest first", async () => {
    // More than two of the list's database pages (1,000 requirements each), posted in an order unlike their ids.
    await rawQuery(
      `insert into requirements (topic, training_topic_name, details, status, posted_at)
       select 'Paging', 'Paging ' || g, 'Details of paging requirement ' || g, case when g % 7 = 0 then 'closed' else 'published' end,
              timestamp '2030-01-01' - ((g * 37 % 2500) || ' minutes')::interval
         from generate_series(1, 2500) g`,
    );
    invalidateRequirementCache();
    const paging = (await publishedRequirements()).requirements.filter((requirement) => requirement.topic === "Paging");
    const expected = await rawQuery<{ training_topic_name: string }>(
      "select training_topic_name from requirements where topic = 'Paging' and status = 'published' order by posted_at desc, id desc",
    );
    expect(paging.map((requirement) => requirement.trainingTopicName)).toEqual(
      expected.map((row) => row.training_topic_name),
    );
    expect(paging).toHaveLength(2500 - Math.floor(2500 / 7));
  });
});
