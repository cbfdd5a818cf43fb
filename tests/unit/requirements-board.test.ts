import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/server/infra/db.server";
import { invalidateLeadCache } from "~/server/services/leads.server";
import { boardParams, LEADS_PER_PAGE, requirementsBoard } from "~/server/services/requirements-board.server";

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

  it(`shows ${LEADS_PER_PAGE} requirements a page and offers the next page until every match is shown`, async () => {
    const db = await getDb();
    const now = Date.now();
    await db.insert(schema.leads).values(
      Array.from({ length: LEADS_PER_PAGE + 5 }, (_, index) => ({
        topic: "Kubernetes",
        trainingTopicName: `Kubernetes batch ${index + 1}`,
        leadDetails: "Three days of cluster operations.",
        status: "published" as const,
        postedAt: new Date(now - index * 60_000),
      })),
    );
    const visitor = { email: null, cookieHeader: null };
    const first = await requirementsBoard({ query: "", pages: 1, ...visitor });
    expect(first).toMatchObject({ total: LEADS_PER_PAGE + 5, shown: LEADS_PER_PAGE, morePages: 2 });
    expect(first.leads[0]?.training_topic_name).toBe("Kubernetes batch 1");
    const second = await requirementsBoard({ query: "", pages: 2, ...visitor });
    expect(second).toMatchObject({ total: LEADS_PER_PAGE + 5, shown: LEADS_PER_PAGE + 5, morePages: null });
  });
});

describe("the board during a database failure", () => {
  beforeAll(() => getDb(), 60_000);

  it("logs the failure and shows an empty list instead of the error page", async () => {
    const db = await getDb();
    await db.execute(sql`alter table leads rename to leads_away`);
    invalidateLeadCache();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const board = await requirementsBoard({ query: "", pages: 1, email: "t@example.com", cookieHeader: null });
      expect(board.leads).toEqual([]);
      expect(board.total).toBe(0);
      expect(errors).toHaveBeenCalledWith(
        "[board] loading the requirements list failed:",
        expect.objectContaining({ message: expect.stringContaining("leads") }),
      );
    } finally {
      errors.mockRestore();
      await db.execute(sql`alter table leads_away rename to leads`);
      invalidateLeadCache();
    }
  });
});
