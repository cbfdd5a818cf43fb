import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * The sealed form token of decision record 0003 (AES-256-GCM, the form's name as associated data): when the form was
 * served and its captcha's sum, readable and forgeable only with a session secret, and a random nonce that makes each
 * token unique, so that it can be used once. Plain functions of the secret: abuse.server.ts seals and opens with the
 * process's secrets; the browser tests and the bench, which start the server with a secret they know, mint tokens and
 * read a served token's sum with it (decision record 0067).
 */

export type OpenedToken = { id: string; issuedAt: number; sum: number };

/** The key that seals form tokens, from a session secret (any of them opens, for rotation). */
function tokenKey(secret: string): Buffer {
  return createHash("sha256").update(`form-token-key:${secret}`).digest();
}

export function sealFormToken(secret: string, formName: string, { issuedAt, sum }: { issuedAt: number; sum: number }) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(secret), iv);
  cipher.setAAD(Buffer.from(formName));
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ t: issuedAt, s: sum })), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The token's contents, or null when no secret opens it for this form (forged, tampered with, another form's). */
export function openFormToken(secrets: string[], formName: string, token: string): OpenedToken | null {
  const bytes = Buffer.from(token, "base64url");
  if (token.length > 200 || bytes.length < 12 + 16 + 2) return null;
  const iv = bytes.subarray(0, 12);
  const tag = bytes.subarray(12, 28);
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", tokenKey(secret), iv);
      decipher.setAAD(Buffer.from(formName));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      const { t, s } = JSON.parse(plain) as { t: unknown; s: unknown };
      if (typeof t !== "number" || typeof s !== "number" || !Number.isFinite(t)) return null;
      return { id: iv.toString("base64url"), issuedAt: t, sum: s };
    } catch {
      // Not sealed with this secret (or tampered with): try the next one.
    }
  }
  return null;
}
