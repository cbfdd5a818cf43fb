import { beforeAll, describe, expect, it } from "vitest";
import { pick } from "../support/readers";
import { build, read } from "../support/unit-db";
import { getDb } from "~/infra/db.server";
import {
  hashManageToken,
  isManageTokenShape,
  requirementIdForManageToken,
  mintManageLink,
} from "~/services/manage-links.server";
import { paths } from "~/lib/paths";

/** A pending requirement an admin typed in (no company enquiry behind it). */
async function newRequirement(): Promise<number> {
  return (
    await build.requirement({
      topic: "Azure",
      title: "Azure for admins",
      details: "Two days.",
      status: "pending",
      company: null,
    })
  ).id;
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf(paths.home) + 1);

describe("manage links", () => {
  beforeAll(() => getDb(), 60_000);

  it("are absolute links with a 256-bit base64url token, stored only as its SHA-256", async () => {
    const requirementId = await newRequirement();
    const db = await getDb();
    const link = await mintManageLink(db, requirementId);
    expect(link).toMatch(/^http:\/\/localhost:\d+\/requirements\/manage\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = pick(await read.manageLinks({ requirementId }), "tokenHash");
    expect(rows).toEqual([{ tokenHash: hashManageToken(token) }]);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("each mail mints a fresh one, and every one opens the requirement", async () => {
    const requirementId = await newRequirement();
    const db = await getDb();
    const links = [await mintManageLink(db, requirementId), await mintManageLink(db, requirementId)];
    expect(new Set(links).size).toBe(2);
    for (const link of links) expect(await requirementIdForManageToken(tokenOf(link))).toBe(requirementId);
  });

  it("an unknown, malformed or revoked token opens nothing", async () => {
    const requirementId = await newRequirement();
    const db = await getDb();
    const token = tokenOf(await mintManageLink(db, requirementId));
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [flipped, "", "short", `${token}x`, token.slice(1), `${token.slice(0, 42)}=`, "A".repeat(5000)]) {
      expect(await requirementIdForManageToken(bad), bad.slice(0, 50)).toBeNull();
    }
    expect(isManageTokenShape(token)).toBe(true);
    expect(isManageTokenShape(`${token.slice(0, 42)}/`)).toBe(false);
    await build.removeManageLinks(requirementId);
    expect(await requirementIdForManageToken(token)).toBeNull();
  });
});
