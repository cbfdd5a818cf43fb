import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, rawQuery } from "~/infra/db.server";
import { loadVendorPage, VENDOR_LOAD_FAILURE } from "~/services/vendor-directory.server";
import { approvedVendors, invalidateVendorLists, vendorFeed } from "~/services/vendor-lists.server";
import { moderate, moderationQueue, submitVendorRating } from "~/services/vendors.server";

const listApprovedVendors = async () => (await approvedVendors()).vendors;
const feedItems = async () =>
  JSON.parse(await vendorFeed()) as { id: number; website: string | null; ratings: { rating: number }[] }[];

// The first getDb() migrates this file's in-memory database: done once here, not inside a test's time.
beforeAll(async () => {
  await getDb();
}, 120_000);

describe("vendor service on a real (embedded) database", () => {
  it("keeps ratings private until approved, identifies vendors by website, and replaces a user's second rating", async () => {
    const first = await submitVendorRating(
      { name: "Acme Labs", website: "https://www.acme-labs.example/", rating: 5, description: "Great labs" },
      "A@Example.com",
    );
    const second = await submitVendorRating(
      { name: "ACME", website: "acme-labs.example", rating: 3, description: "Fine" },
      "b@example.com",
    );
    expect(second.vendorId).toBe(first.vendorId);
    expect(await listApprovedVendors()).toEqual([]);

    await moderate("vendor", first.vendorId, "approved", "admin@example.com");
    const ratings = await rawQuery<{ id: number; user_email: string }>(
      "select id, user_email from vendor_ratings order by id",
    );
    for (const rating of ratings) await moderate("rating", rating.id, "approved", "admin@example.com");
    expect(await listApprovedVendors()).toMatchObject([
      { name: "Acme Labs", average: 4, count: 2, distribution: [0, 0, 1, 0, 1] },
    ]);

    const again = await submitVendorRating(
      { name: "Acme Labs", website: "http://acme-labs.example", rating: 1, description: "Worse now" },
      "a@example.com",
    );
    expect(again.replaced).toBe(true);
    expect(await rawQuery("select count(*)::int as n from vendor_ratings where user_email = 'a@example.com'")).toEqual([
      { n: 1 },
    ]);
    expect(await listApprovedVendors()).toMatchObject([{ average: 3, count: 1 }]);
    const feed = await feedItems();
    expect(feed).toEqual([
      {
        id: first.vendorId,
        name: "Acme Labs",
        website: "https://www.acme-labs.example/",
        description: "Great labs",
        average_rating: 3,
        ratings: [{ rating: 3 }],
      },
    ]);
    expect(JSON.stringify(feed)).not.toContain("@");
    expect(await rawQuery("select action from audit_log order by id")).toEqual([
      { action: "vendor.approve" },
      { action: "rating.approve" },
      { action: "rating.approve" },
    ]);
  });

  it("shows a moderation decision on the next page view, although the list is cached", async () => {
    const before = await loadVendorPage("", null);
    const { vendorId } = await submitVendorRating(
      { name: "Cache Check Ltd", website: "https://cache-check.example", rating: 4, description: "Quick" },
      "c@example.com",
    );
    expect((await loadVendorPage("", null)).total).toBe(before.total);
    await moderate("vendor", vendorId, "approved", "admin@example.com");
    const [rating] = await rawQuery<{ id: number }>("select id from vendor_ratings where vendor_id = $1", [vendorId]);
    await moderate("rating", rating!.id, "approved", "admin@example.com");
    const after = await loadVendorPage("Cache Check", null);
    expect(after.vendors).toMatchObject([{ name: "Cache Check Ltd", average: 4, count: 1 }]);
    expect((await loadVendorPage("", null)).total).toBe(before.total + 1);
    // The rater changes their mind: the rating goes back to moderation and leaves the public list at once.
    await submitVendorRating(
      { name: "Cache Check Ltd", website: "cache-check.example", rating: 1, description: "Slower" },
      "c@example.com",
    );
    expect((await loadVendorPage("Cache Check", null)).vendors).toMatchObject([{ name: "Cache Check Ltd", count: 0 }]);
  });

  it("stores the normalised website and never hands a non-http(s) one to the list or the feed", async () => {
    const { vendorId } = await submitVendorRating(
      { name: "Bare Host Ltd", website: "Bare-Host.example", rating: 4, description: "Typed without a scheme" },
      "d@example.com",
    );
    expect(await rawQuery("select website from vendors where id = $1", [vendorId])).toEqual([
      { website: "https://bare-host.example/" },
    ]);
    await expect(
      submitVendorRating(
        { name: "Evil", website: "javascript:alert(1)+'@x.com'+'.com", rating: 5, description: "x" },
        "d@example.com",
      ),
    ).rejects.toThrow(/website/);
    // A row stored before the rule: shown as text, and null in the feed.
    const [legacy] = await rawQuery<{ id: number }>(
      "insert into vendors (name, website, normalized_website, description, status) values ('Legacy', $1, 'legacy', 'Old row', 'approved') returning id",
      ["javascript:alert(1)+'@x.com'+'.com"],
    );
    // Written past the app, so the test says the list changed, as a write through the app does.
    invalidateVendorLists();
    const feed = await feedItems();
    expect(feed.find((vendor) => vendor.id === legacy!.id)?.website).toBeNull();
  });

  it("turns a database failure into the spec's message", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await rawQuery("alter table vendor_ratings rename to vendor_ratings_away");
    try {
      invalidateVendorLists();
      const page = await loadVendorPage("", null);
      expect(page).toMatchObject({ error: VENDOR_LOAD_FAILURE, vendors: [] });
      expect(errors).toHaveBeenCalledWith("[vendors] loading the list failed:", expect.anything());
    } finally {
      await rawQuery("alter table vendor_ratings_away rename to vendor_ratings");
      invalidateVendorLists();
      errors.mockRestore();
    }
  });
});

describe("one vendor submission is one moderation item", () => {
  const ratingOf = async (vendorId: number, email: string) =>
    (
      await rawQuery<{ id: number }>("select id from vendor_ratings where vendor_id = $1 and user_email = $2", [
        vendorId,
        email,
      ])
    )[0]!.id;
  const vendorStatus = async (vendorId: number) =>
    (await rawQuery<{ status: string }>("select status from vendors where id = $1", [vendorId]))[0]!.status;

  it("approving the rating of a pending vendor approves the vendor, and the vendor is listed", async () => {
    const { vendorId } = await submitVendorRating(
      { name: "One Step Ltd", website: "one-step.example", rating: 4, description: "New vendor" },
      "first@example.com",
    );
    expect(
      await moderate("rating", await ratingOf(vendorId, "first@example.com"), "approved", "admin@example.com"),
    ).toBe(true);
    expect(await vendorStatus(vendorId)).toBe("approved");
    expect((await listApprovedVendors()).find((vendor) => vendor.id === vendorId)).toMatchObject({ count: 1 });
  });

  it("rejecting it rejects the vendor too, unless the vendor has other ratings", async () => {
    const { vendorId } = await submitVendorRating(
      { name: "Two Raters Ltd", website: "two-raters.example", rating: 1, description: "Spam?" },
      "a1@example.com",
    );
    await submitVendorRating(
      { name: "Two Raters Ltd", website: "two-raters.example", rating: 5, description: "Real" },
      "a2@example.com",
    );
    await moderate("rating", await ratingOf(vendorId, "a1@example.com"), "rejected", "admin@example.com");
    expect(await vendorStatus(vendorId)).toBe("pending");
    await moderate("rating", await ratingOf(vendorId, "a2@example.com"), "rejected", "admin@example.com");
    expect(await vendorStatus(vendorId)).toBe("rejected");
  });

  it("lists one row per submission with the vendor's details beside the rating", async () => {
    const { vendorId } = await submitVendorRating(
      { name: "Queue Row Ltd", website: "queue-row.example", rating: 3, description: "Vendor text" },
      "q@example.com",
    );
    const { submissions } = await moderationQueue();
    const rows = submissions.filter((row) => row.vendorId === vendorId);
    expect(rows).toEqual([
      expect.objectContaining({
        ratingId: expect.any(Number),
        rating: 3,
        comment: "Vendor text",
        userEmail: "q@example.com",
        ratingStatus: "pending",
        vendorName: "Queue Row Ltd",
        vendorWebsite: "https://queue-row.example/",
        vendorDescription: "Vendor text",
        vendorStatus: "pending",
      }),
    ]);
  });
});
