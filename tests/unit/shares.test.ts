import { describe, expect, it } from "vitest";
import { shareNetworks, shareTarget } from "~/services/shares.server";

const page = "https://edukon.example/training-requirements?x=1&y=2";
const title = "Corporate training & more";
const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36";
const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36";

/**
 * Each network's share URL in the format its documentation gives, none needing an
 * app id: the page and the title survive as exact query parameters.
 */
describe("share URLs", () => {
  it("WhatsApp: https://wa.me/?text= (click to chat with a prefilled message, no number)", () => {
    const url = new URL(shareTarget("whatsapp", page, title, desktop));
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(`${title} ${page}`);
  });

  it("LinkedIn: /sharing/share-offsite/?url=", () => {
    const url = new URL(shareTarget("linkedin", page, title, desktop));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect([...url.searchParams.keys()]).toEqual(["url"]);
    expect(url.searchParams.get("url")).toBe(page);
  });

  it("Facebook: sharer.php?u=", () => {
    const url = new URL(shareTarget("facebook", page, title, desktop));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(url.searchParams.get("u")).toBe(page);
  });

  it("X (Twitter): the Tweet web intent with url and text", () => {
    const url = new URL(shareTarget("twitter", page, title, desktop));
    expect(`${url.origin}${url.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(url.searchParams.get("url")).toBe(page);
    expect(url.searchParams.get("text")).toBe(title);
  });

  it("Messenger: never the Send dialog (it needs an app id); the app's share link on a phone, else Facebook's share page", () => {
    const onPhone = new URL(shareTarget("messenger", page, title, phone));
    expect(onPhone.protocol).toBe("fb-messenger:");
    expect(onPhone.searchParams.get("link")).toBe(page);
    const onDesktop = new URL(shareTarget("messenger", page, title, desktop));
    expect(`${onDesktop.origin}${onDesktop.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(onDesktop.searchParams.get("u")).toBe(page);
    for (const network of shareNetworks) {
      for (const agent of [desktop, phone])
        expect(shareTarget(network, page, title, agent)).not.toContain("dialog/send");
    }
  });
});

describe("share counts", () => {
  it("count once per visitor and network a day, whatever the number of clicks", async () => {
    const { getDb } = await import("~/infra/db.server");
    const { countShare } = await import("~/services/shares.server");
    const db = await getDb();
    const { schema } = await import("~/infra/db.server");
    await db.delete(schema.shareCounts);
    const total = async () =>
      (await db.select().from(schema.shareCounts)).reduce((sum, row) => sum + Number(row.count), 0);
    const noon = Date.UTC(2030, 0, 15, 12);
    const page = "/training-requirements";
    const counted: boolean[] = [];
    for (let i = 0; i < 300; i += 1) counted.push(await countShare(page, "linkedin", "10.1.2.3", noon + i));
    expect(counted.filter(Boolean)).toHaveLength(1);
    expect(await total()).toBe(1);
    // Another network, another visitor, the next day: each counts once more.
    expect(await countShare(page, "whatsapp", "10.1.2.3", noon)).toBe(true);
    expect(await countShare(page, "linkedin", "10.9.9.9", noon)).toBe(true);
    expect(await countShare(page, "linkedin", "10.1.2.3", noon + 24 * 60 * 60 * 1000)).toBe(true);
    expect(await countShare(page, "linkedin", "10.1.2.3", noon + 24 * 60 * 60 * 1000 + 5)).toBe(false);
    expect(await total()).toBe(4);
    // The key is hashed: no address is stored.
    const keys = await db.select().from(schema.rateLimits);
    expect(JSON.stringify(keys)).not.toContain("10.1.2.3");
  }, 60_000);
});
