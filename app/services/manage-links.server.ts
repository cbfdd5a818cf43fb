import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { recordAdminAction } from "./audit.server";

/**
 * The company's private links to its requirement, /requirements/manage/{token} (decision record 0019).
 * A token is 32 random bytes in base64url (256 bits, 43 characters); only its SHA-256 is stored, one row
 * per link, so each mail mints a fresh link and every link stays valid while the requirement exists.
 */

const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Anything that can insert: the database or an open transaction. */
type Writer = Pick<Db, "insert">;

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as a link carries it: anything else is refused before the database is asked. */
export function isManageTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export function manageLinkUrl(token: string): string {
  return absoluteUrl(paths.requirementManage(token));
}

/** Mints a link to the requirement, stored hashed in the caller's transaction; answers the absolute URL to mail. */
export async function mintManageLink(writer: Writer, requirementId: number): Promise<string> {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await writer.insert(schema.requirementManageLinks).values({ tokenHash: hashManageToken(token), requirementId });
  return manageLinkUrl(token);
}

/**
 * What a token opens: the requirement's id, with whether an operator revoked the link (docs/product.md section 8), or null for a
 * malformed or unknown one. The lookup is by the token's hash, so the time it takes says nothing about how close
 * a guess was.
 */
export async function manageLinkFor(token: string): Promise<{ requirementId: number; revoked: boolean } | null> {
  if (!isManageTokenShape(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      requirementId: schema.requirementManageLinks.requirementId,
      revokedAt: schema.requirementManageLinks.revokedAt,
    })
    .from(schema.requirementManageLinks)
    .where(eq(schema.requirementManageLinks.tokenHash, hashManageToken(token)))
    .limit(1);
  return row ? { requirementId: row.requirementId, revoked: row.revokedAt !== null } : null;
}

/** The requirement a working (not revoked) token opens, or null. */
export async function requirementIdForManageToken(token: string): Promise<number | null> {
  const link = await manageLinkFor(token);
  return link && !link.revoked ? link.requirementId : null;
}

/**
 * An operator revokes every manage link of a requirement (docs/product.md section 8), e.g. one mailed to the wrong person: each
 * then answers 410 with a page that says so. Links minted later (the next applicant's mail) work again; an operator
 * who wants nothing to work removes the requirement. Answers how many links were revoked.
 */
export async function revokeManageLinks(requirementId: number, actorEmail: string): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(schema.requirementManageLinks)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(schema.requirementManageLinks.requirementId, requirementId),
          isNull(schema.requirementManageLinks.revokedAt),
        ),
      )
      .returning({ tokenHash: schema.requirementManageLinks.tokenHash });
    if (revoked.length > 0) {
      await recordAdminAction(tx, {
        actorEmail,
        action: "requirement.revoke-links",
        entity: "requirements",
        entityId: requirementId,
        details: { links: revoked.length },
      });
    }
    return revoked.length;
  });
}
