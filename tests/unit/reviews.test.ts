import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicantSortFrom, sortApplicants } from "~/forms/manage-requirement";
import { getDb, schema } from "~/infra/db.server";
import { manageRequirement } from "~/services/requirement-management.server";
import { updateProposal } from "~/services/my-applications.server";
import {
  hashReviewToken,
  hideReview,
  isReviewTokenShape,
  listVisibleReviews,
  mailReviewLinks,
  postReview,
  replyToReview,
  reviewLinkDueAt,
  reviewLinkFor,
  reviewsForAdmin,
} from "~/services/reviews.server";

/**
 * With a clock the test moves: when the review link is mailed, the token's rules (hashed,
 * single use, 60 days), the trainer's one reply, hiding, and what a trainer's public page may read.
 */

const DAY = 24 * 60 * 60_000;
const T0 = new Date("2026-10-01T09:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const REVIEW_LINK = /https?:\/\/[^/\s]+\/reviews\/new\/([A-Za-z0-9_-]{43})(?=\s|$)/m;

let counter = 0;

/**
 * A company's requirement with one trainer who applied, shortlisted by the company at T0; `company` writes the
 * company's address and contact name from the trainer's (for the self-review rule).
 */
async function shortlistedEngagement(company?: (trainerEmail: string) => { email: string; name: string }) {
  counter += 1;
  const db = await getDb();
  const trainerEmail = `review-trainer-${counter}@example.com`;
  const companyEmail = company?.(trainerEmail).email ?? `review-company-${counter}@example.com`;
  const [enquiry] = await db
    .insert(schema.enquiries)
    .values({
      formName: "post-requirement",
      name: company?.(trainerEmail).name ?? "Bina Buyer",
      email: companyEmail,
      phone: "9820012345",
      subject: "Kubernetes",
      description: "Kubernetes for 10 engineers.",
    })
    .returning({ id: schema.enquiries.id });
  const [requirement] = await db
    .insert(schema.requirements)
    .values({
      topic: "Kubernetes",
      trainingTopicName: `Kubernetes ${counter}`,
      details: "Kubernetes for 10 engineers.",
      status: "published",
      publishedAt: T0,
      postedAt: T0,
      expiresAt: at(30),
      sourceEnquiryId: enquiry?.id,
    })
    .returning({ id: schema.requirements.id });
  const requirementId = requirement?.id ?? 0;
  const [application] = await db
    .insert(schema.applications)
    .values({
      requirementId,
      trainerEmail,
      trainerName: "Tara Trainer",
      mobileNumber: "9845012345",
      status: "shortlisted",
    })
    .returning({ id: schema.applications.id });
  return { requirementId, applicationId: application?.id ?? 0, companyEmail, trainerEmail };
}

async function mailsTo(address: string) {
  const db = await getDb();
  return db
    .select({ subject: schema.outbox.subject, text: schema.outbox.textBody })
    .from(schema.outbox)
    .where(eq(schema.outbox.toAddress, address));
}

async function reviewToken(companyEmail: string): Promise<string> {
  const mail = (await mailsTo(companyEmail)).find((row) => REVIEW_LINK.test(row.text));
  const token = mail ? REVIEW_LINK.exec(mail.text)?.[1] : undefined;
  if (!token) throw new Error(`no review link mailed to ${companyEmail}`);
  return token;
}

const engage = (requirementId: number, applicationId: number, now: Date) =>
  manageRequirement(requirementId, { intent: "engage", applicationId, confirmed: false }, now);
const deliver = (requirementId: number, applicationId: number, now: Date) =>
  manageRequirement(requirementId, { intent: "deliver", applicationId, confirmed: false }, now);

describe("review timing (reviewLinkDueAt)", () => {
  it("is 7 days after delivered or 30 days after engaged, whichever comes first", () => {
    expect(reviewLinkDueAt({ engagedAt: null, deliveredAt: null })).toBeNull();
    expect(reviewLinkDueAt({ engagedAt: T0, deliveredAt: null })).toEqual(at(30));
    expect(reviewLinkDueAt({ engagedAt: T0, deliveredAt: at(2) })).toEqual(at(9));
    expect(reviewLinkDueAt({ engagedAt: T0, deliveredAt: at(28) })).toEqual(at(30));
  });
});

describe("the review-link job (mailReviewLinks) with a moving clock", () => {
  it("mails the company one link 7 days after Training delivered, never twice", async () => {
    const { requirementId, applicationId, companyEmail, trainerEmail } = await shortlistedEngagement();
    expect(await engage(requirementId, applicationId, T0)).toMatchObject({ status: 200, kind: "success" });
    expect((await mailsTo(trainerEmail)).map((mail) => mail.subject)).toContain(
      `You are engaged: Kubernetes ${counter}`,
    );
    expect(await deliver(requirementId, applicationId, at(3))).toMatchObject({ status: 200, kind: "success" });
    expect(await deliver(requirementId, applicationId, at(4))).toMatchObject({ status: 200, kind: "info" });
    await mailReviewLinks(at(9.9));
    expect(await mailsTo(companyEmail)).toHaveLength(0);
    await mailReviewLinks(at(10));
    await mailReviewLinks(at(11));
    const mails = await mailsTo(companyEmail);
    expect(mails).toHaveLength(1);
    const token = await reviewToken(companyEmail);
    // Only the hash is stored.
    const db = await getDb();
    const [link] = await db
      .select()
      .from(schema.reviewLinks)
      .where(eq(schema.reviewLinks.applicationId, applicationId));
    expect(link?.tokenHash).toBe(hashReviewToken(token));
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.expiresAt).toEqual(at(70));
  });

  it("mails the link 30 days after Engaged when the training is never marked delivered", async () => {
    const { requirementId, applicationId, companyEmail } = await shortlistedEngagement();
    await engage(requirementId, applicationId, T0);
    await mailReviewLinks(at(29.9));
    expect(await mailsTo(companyEmail)).toHaveLength(0);
    await mailReviewLinks(at(30));
    expect(await mailsTo(companyEmail)).toHaveLength(1);
  });

  it("mails nothing for a trainer only shortlisted, nor for a deleted requirement", async () => {
    const shortlisted = await shortlistedEngagement();
    await mailReviewLinks(at(100));
    expect(await mailsTo(shortlisted.companyEmail)).toHaveLength(0);
    const deleted = await shortlistedEngagement();
    await engage(deleted.requirementId, deleted.applicationId, T0);
    await manageRequirement(deleted.requirementId, { intent: "delete", applicationId: null, confirmed: true }, at(1));
    await mailReviewLinks(at(100));
    expect((await mailsTo(deleted.companyEmail)).filter((mail) => REVIEW_LINK.test(mail.text))).toHaveLength(0);
  });

  it("engages only a shortlisted trainer, and Training delivered only an engaged one", async () => {
    const { requirementId, applicationId } = await shortlistedEngagement();
    expect(await deliver(requirementId, applicationId, T0)).toMatchObject({ status: 400 });
    const db = await getDb();
    await db.update(schema.applications).set({ status: "sent" }).where(eq(schema.applications.id, applicationId));
    expect(await engage(requirementId, applicationId, T0)).toMatchObject({ status: 400 });
  });
});

describe("the review link's token", () => {
  it("refuses anything but a 43-character base64url token before asking the database", async () => {
    expect(isReviewTokenShape("A".repeat(43))).toBe(true);
    expect(isReviewTokenShape("A".repeat(42))).toBe(false);
    expect(isReviewTokenShape(`${"A".repeat(42)}=`)).toBe(false);
    expect(await reviewLinkFor("../../etc/passwd")).toBeNull();
    expect(await reviewLinkFor("A".repeat(43))).toBeNull();
    expect(await postReview("A".repeat(43), { rating: 5, text: "Great" })).toBe("not-found");
  });

  it("works once: the review is posted, the trainer mailed, and the link then says it was used", async () => {
    const { requirementId, applicationId, companyEmail, trainerEmail } = await shortlistedEngagement();
    await engage(requirementId, applicationId, T0);
    await mailReviewLinks(at(30));
    const token = await reviewToken(companyEmail);
    expect(await reviewLinkFor(token, at(31))).toMatchObject({ state: "open", trainerName: "Tara Trainer" });
    expect(await postReview(token, { rating: 4, text: "Clear and <b>practical</b>." }, at(31))).toBe("posted");
    expect(await postReview(token, { rating: 1, text: "Again" }, at(31))).toBe("used");
    expect(await reviewLinkFor(token, at(32))).toEqual({ state: "used" });
    expect((await mailsTo(trainerEmail)).map((mail) => mail.subject)).toContain(
      `You have a new verified review: Kubernetes ${counter}`,
    );
    const reviews = await listVisibleReviews(trainerEmail.toUpperCase());
    expect(reviews).toEqual([
      {
        id: expect.any(Number),
        date: at(31),
        stars: 4,
        text: "Clear and <b>practical</b>.",
        trainingTopic: `Kubernetes ${counter}`,
        reply: null,
        repliedAt: null,
        verifiedEngagement: true,
      },
    ]);
  });

  it("expires 60 days after it was mailed", async () => {
    const { requirementId, applicationId, companyEmail } = await shortlistedEngagement();
    await engage(requirementId, applicationId, T0);
    await mailReviewLinks(at(30));
    const token = await reviewToken(companyEmail);
    expect(await reviewLinkFor(token, at(89.9))).toMatchObject({ state: "open" });
    expect(await reviewLinkFor(token, at(90))).toEqual({ state: "expired" });
    expect(await postReview(token, { rating: 5, text: "Late" }, at(90))).toBe("expired");
  });
});

describe("a self-review (app/lib/self-review.ts)", () => {
  const sameAddress = (trainerEmail: string) => ({ email: ` ${trainerEmail.toUpperCase()} `, name: "Bina Buyer" });

  it("gets no review link when the company's canonical address is the trainer's, and the job moves on", async () => {
    const self = await shortlistedEngagement(sameAddress);
    await engage(self.requirementId, self.applicationId, T0);
    const other = await shortlistedEngagement();
    await engage(other.requirementId, other.applicationId, T0);
    await mailReviewLinks(at(30));
    await mailReviewLinks(at(31));
    const db = await getDb();
    const links = await db
      .select({ id: schema.reviewLinks.applicationId })
      .from(schema.reviewLinks)
      .where(inArray(schema.reviewLinks.applicationId, [self.applicationId, other.applicationId]));
    expect(links).toEqual([{ id: other.applicationId }]);
    const mails = await mailsTo(self.companyEmail);
    expect(mails.filter((mail) => REVIEW_LINK.test(mail.text))).toHaveLength(0);
  });

  it("is refused through a link minted before the rule: nothing stored, the link not spent, and it says why", async () => {
    const self = await shortlistedEngagement(sameAddress);
    await engage(self.requirementId, self.applicationId, T0);
    const token = "S".repeat(43);
    const db = await getDb();
    await db.insert(schema.reviewLinks).values({
      applicationId: self.applicationId,
      tokenHash: hashReviewToken(token),
      expiresAt: at(90),
      createdAt: at(30),
    });
    expect(await reviewLinkFor(token, at(31))).toEqual({ state: "self-review" });
    expect(await postReview(token, { rating: 5, text: "I am great" }, at(31))).toBe("self-review");
    const stored = await db
      .select({ id: schema.reviews.id })
      .from(schema.reviews)
      .where(eq(schema.reviews.applicationId, self.applicationId));
    expect(stored).toHaveLength(0);
    const [link] = await db
      .select({ usedAt: schema.reviewLinks.usedAt })
      .from(schema.reviewLinks)
      .where(eq(schema.reviewLinks.applicationId, self.applicationId));
    expect(link?.usedAt).toBeNull();
  });

  it("is flagged to the operator, with the reason, when the company writes from the trainer's domain under their name", async () => {
    const colleague = await shortlistedEngagement((trainerEmail) => ({
      email: `bookings@${trainerEmail.split("@")[1]}`,
      name: "trainer, TARA",
    }));
    await engage(colleague.requirementId, colleague.applicationId, T0);
    await mailReviewLinks(at(30));
    expect(
      await postReview(await reviewToken(colleague.companyEmail), { rating: 5, text: "Tara is great" }, at(31)),
    ).toBe("posted");
    const plain = await shortlistedEngagement();
    await engage(plain.requirementId, plain.applicationId, T0);
    await mailReviewLinks(at(30));
    await postReview(await reviewToken(plain.companyEmail), { rating: 4, text: "Fine" }, at(31));
    const byEmail = new Map((await reviewsForAdmin()).map((row) => [row.trainerEmail, row.selfReviewFlag]));
    expect(byEmail.get(colleague.trainerEmail)).toBe(
      "Possible self-review: the company wrote from the trainer's domain (example.com) under the trainer's name.",
    );
    expect(byEmail.get(plain.trainerEmail)).toBeNull();
  });
});

describe("after the review", () => {
  async function reviewed() {
    const engagement = await shortlistedEngagement();
    await engage(engagement.requirementId, engagement.applicationId, T0);
    await mailReviewLinks(at(30));
    await postReview(await reviewToken(engagement.companyEmail), { rating: 5, text: "Excellent" }, at(31));
    return engagement;
  }

  it("takes one reply from the trainer, never from anyone else, and never an edit", async () => {
    const { applicationId, trainerEmail } = await reviewed();
    expect(await replyToReview("someone-else@example.com", applicationId, "Mine")).toBe("not-found");
    expect(await replyToReview(trainerEmail, applicationId, "Thank you!")).toBe("replied");
    expect(await replyToReview(trainerEmail, applicationId, "Edited")).toBe("already-replied");
    expect((await listVisibleReviews(trainerEmail))[0]?.reply).toBe("Thank you!");
  });

  it("is hidden by the operator with the reason in the audit log, and kept", async () => {
    const { applicationId, trainerEmail } = await reviewed();
    const db = await getDb();
    const [review] = await db.select().from(schema.reviews).where(eq(schema.reviews.applicationId, applicationId));
    const id = review?.id ?? 0;
    expect(await hideReview(id, "Names a person", "admin@example.com")).toMatchObject({ ok: true });
    expect(await hideReview(id, "Again", "admin@example.com")).toMatchObject({ ok: false });
    expect(await listVisibleReviews(trainerEmail)).toEqual([]);
    const [kept] = await db.select().from(schema.reviews).where(eq(schema.reviews.id, id));
    expect(kept).toMatchObject({ hiddenReason: "Names a person", body: "Excellent" });
    const audit = await db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, "review.hide"), eq(schema.auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({ reason: "Names a person" });
  });

  it("stays when the company deletes its requirement, without the company's details", async () => {
    const { requirementId, trainerEmail } = await reviewed();
    await manageRequirement(requirementId, { intent: "delete", applicationId: null, confirmed: true }, at(40));
    const db = await getDb();
    const [review] = await db.select().from(schema.reviews).where(eq(schema.reviews.requirementId, requirementId));
    expect(review?.companyName).toBeNull();
    expect(await listVisibleReviews(trainerEmail)).toHaveLength(1);
  });
});

describe("proposals", () => {
  it("can be edited by their trainer only while the application is Sent", async () => {
    const { applicationId, trainerEmail } = await shortlistedEngagement();
    const proposal = { note: "Hands-on labs", quotedDayRate: 12000, earliestStart: "2027-01-15" };
    expect(await updateProposal(trainerEmail, applicationId, proposal)).toBe("decided");
    const db = await getDb();
    await db.update(schema.applications).set({ status: "sent" }).where(eq(schema.applications.id, applicationId));
    expect(await updateProposal("other@example.com", applicationId, proposal)).toBe("not-found");
    expect(await updateProposal(trainerEmail, applicationId, proposal)).toBe("saved");
    const [row] = await db.select().from(schema.applications).where(eq(schema.applications.id, applicationId));
    expect(row).toMatchObject({ proposalNote: "Hands-on labs", quotedDayRate: 12000, earliestStart: "2027-01-15" });
  });

  it("order the applicants by fit, rate (quoted, else per-day charge; none last) and experience", () => {
    const applicant = (
      name: string,
      skills: number,
      quoted: number | null,
      charge: number | null,
      years: number | null,
    ) => ({
      name,
      matchedSkills: Array.from({ length: skills }, (_, i) => `skill ${i}`),
      proposal: { quotedDayRate: quoted },
      perDayCharge: charge,
      experienceYears: years,
    });
    const list = [
      applicant("A", 1, null, null, 3),
      applicant("B", 3, 20000, 9000, null),
      applicant("C", 2, null, 8000, 12),
    ];
    const names = (sort: string) => sortApplicants(list, applicantSortFrom(sort)).map((row) => row.name);
    expect(names("applied")).toEqual(["A", "B", "C"]);
    expect(names("fit")).toEqual(["B", "C", "A"]);
    expect(names("rate")).toEqual(["C", "B", "A"]);
    expect(names("experience")).toEqual(["C", "A", "B"]);
    expect(names("<script>")).toEqual(["A", "B", "C"]);
  });
});
