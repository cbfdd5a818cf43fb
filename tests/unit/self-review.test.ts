import { describe, expect, it } from "vitest";
import { nameKey, selfReviewReason, selfReviewVerdict } from "~/lib/self-review";

/** The self-review rule (app/lib/self-review.ts; docs/product.md section 10 "Engagements and verified reviews"). */
describe("selfReviewVerdict", () => {
  const trainer = { email: "tara@trainers.example.com", name: "Tara Trainer" };

  it("finds the same address in its canonical form: case and surrounding spaces do not hide it", () => {
    expect(selfReviewVerdict({ email: " TARA@Trainers.Example.com ", name: "Acme" }, trainer)).toEqual({
      kind: "same-address",
    });
  });

  it("flags the same domain under a matching name, whatever its case, accents, punctuation or word order", () => {
    for (const name of ["Tara Trainer", "trainer, TARA", "Tára  Trainer."]) {
      expect(selfReviewVerdict({ email: "bookings@trainers.example.com", name }, trainer)).toEqual({
        kind: "same-domain-and-name",
        domain: "trainers.example.com",
      });
    }
  });

  it("leaves colleagues at one domain, namesakes elsewhere, and missing parts alone", () => {
    const none = { kind: "none" };
    expect(selfReviewVerdict({ email: "hr@trainers.example.com", name: "Hari Rao" }, trainer)).toEqual(none);
    expect(selfReviewVerdict({ email: "tara@other.example.com", name: "Tara Trainer" }, trainer)).toEqual(none);
    expect(selfReviewVerdict({ email: "tara@trainers.example.com.evil", name: "Tara Trainer" }, trainer)).toEqual(none);
    expect(selfReviewVerdict({ email: "hr@trainers.example.com", name: "" }, { ...trainer, name: "" })).toEqual(none);
    expect(selfReviewVerdict({ email: null, name: "Tara Trainer" }, trainer)).toEqual(none);
    expect(selfReviewVerdict({ email: "tara@trainers.example.com", name: "x" }, { email: null, name: "x" })).toEqual(
      none,
    );
  });

  it("says why to the operator", () => {
    expect(selfReviewReason({ kind: "same-address" })).toBe(
      "Possible self-review: the company's e-mail address is the trainer's.",
    );
    expect(selfReviewReason({ kind: "same-domain-and-name", domain: "a.example" })).toBe(
      "Possible self-review: the company wrote from the trainer's domain (a.example) under the trainer's name.",
    );
    expect(selfReviewReason({ kind: "none" })).toBeNull();
    expect(nameKey("  Ána-María  O'Neil ")).toBe("ana maria neil o");
  });
});
