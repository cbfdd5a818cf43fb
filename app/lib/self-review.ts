import { canonicalEmail } from "./email-address";

/**
 * Whether a review would be the trainer reviewing themself (docs/product.md section 4 "Verified reviews"; decision
 * record 0058). The company's canonical address equal to the trainer's: no review link is mailed and a review is
 * refused. The same domain and a matching name (the company's contact against the trainer's name): allowed, since
 * colleagues share a domain and names repeat, but flagged to the operator on /admin/reviews with this reason.
 */

export type SelfReviewVerdict =
  { kind: "same-address" } | { kind: "same-domain-and-name"; domain: string } | { kind: "none" };

type Party = { email: string | null | undefined; name: string | null | undefined };

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}

/** A name as people write it variously: accents, case, punctuation, spacing and word order do not matter. */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(" ");
}

export function selfReviewVerdict(company: Party, trainer: Party): SelfReviewVerdict {
  if (!company.email || !trainer.email) return { kind: "none" };
  const companyEmail = canonicalEmail(company.email);
  const trainerEmail = canonicalEmail(trainer.email);
  if (companyEmail === trainerEmail) return { kind: "same-address" };
  const domain = domainOf(companyEmail);
  if (domain !== domainOf(trainerEmail)) return { kind: "none" };
  const companyName = nameKey(company.name ?? "");
  if (companyName && companyName === nameKey(trainer.name ?? "")) return { kind: "same-domain-and-name", domain };
  return { kind: "none" };
}

/** What /admin/reviews says of a flagged review, or null when there is nothing to say. */
export function selfReviewReason(verdict: SelfReviewVerdict): string | null {
  switch (verdict.kind) {
    case "same-address":
      return "Possible self-review: the company's e-mail address is the trainer's.";
    case "same-domain-and-name":
      return `Possible self-review: the company wrote from the trainer's domain (${verdict.domain}) under the trainer's name.`;
    default:
      return null;
  }
}
