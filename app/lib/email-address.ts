/**
 * A plain e-mail address (docs/product.md section 8): `name@domain.tld` and nothing else. Display names, comments,
 * groups and angle brackets (`"CALL"<v@x.com>`, `(2)v@x.com`, `x<v@x.com>`, `G:v@x.com;`) are refused:
 * a mail library reads each of them as the same mailbox, with text the sender chose in our To header,
 * and a cap counted on the raw string would count them apart.
 */
// Local part and domain labels: no space, no `@`, none of RFC 5322's specials; dotted domain, a top level of 2+.
export const PLAIN_EMAIL = /^[^\s@<>()[\]\\",;:]+@(?:[^\s@<>()[\]\\",;:.]+\.)+[^\s@<>()[\]\\",;:.]{2,}$/;

export function isPlainEmail(address: string): boolean {
  return PLAIN_EMAIL.test(address);
}

/**
 * What the mail transport accepts as a recipient: one mailbox without display name, comment or group. Looser than
 * the forms' rule in one way only, a domain without a dot (NOTIFY_EMAIL=ops@localhost, the local sign-in's admin).
 */
export function isBareMailbox(address: string): boolean {
  return /^[^\s@<>()[\]\\",;:]+@[^\s@<>()[\]\\",;:]+$/.test(address);
}

/**
 * The one spelling of an address every per-address cap counts on (across all forms) and every lookup
 * compares: trimmed and lower-cased.
 */
export function canonicalEmail(address: string): string {
  return address.trim().toLowerCase();
}
