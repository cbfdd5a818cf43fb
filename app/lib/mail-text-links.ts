/**
 * A mail's plain text cut into runs of text and links, for /admin/outbox/{id}. Only an address on the
 * site's own origin (PUBLIC_ORIGIN) becomes a link: a mail may quote what a visitor typed, and the back
 * office must not turn a stranger's URL into something an admin clicks. Everything else stays text,
 * which React escapes.
 */
export type MailTextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x/a." or "(https://x/a)"). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

export function splitMailText(text: string, origin: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let textStart = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const candidate = match[0].replace(TRAILING_PUNCTUATION, "");
    const start = match.index ?? 0;
    if (!isOwnAddress(candidate, origin)) continue;
    if (start > textStart) parts.push({ kind: "text", text: text.slice(textStart, start) });
    parts.push({ kind: "link", href: candidate });
    textStart = start + candidate.length;
  }
  if (textStart < text.length) parts.push({ kind: "text", text: text.slice(textStart) });
  return parts;
}

function isOwnAddress(candidate: string, origin: string): boolean {
  if (candidate !== origin && !candidate.startsWith(`${origin}/`) && !candidate.startsWith(`${origin}?`)) {
    return false;
  }
  try {
    return new URL(candidate).origin === origin;
  } catch {
    return false;
  }
}
