import { beforeAll, describe, expect, it } from "vitest";
import { applicationDisplayStatus } from "~/lib/application-status";
import { hoursAgo } from "../support/builders";
import { pick } from "../support/readers";
import { build, read } from "../support/unit-db";
import { getDb } from "~/infra/db.server";
import { applicationsOfTrainer, withdrawApplication } from "~/services/my-applications.server";
import { deleteTrainerProfile } from "~/services/profile-deletion.server";
import { applicantCounts } from "~/services/requirement-stats.server";

describe("what /my-applications shows", () => {
  const shown = (
    status: "sent" | "shortlisted" | "declined" | "withdrawn",
    requirementStatus: "pending" | "published" | "closed" | "expired" = "published",
    requirementClosedReason: "company" | "admin" | "deleted" | null = null,
  ) => applicationDisplayStatus({ status, requirementStatus, requirementClosedReason });

  it("names the company's decision, kept after the requirement closes", () => {
    expect(shown("sent")).toBe("Sent");
    expect(shown("shortlisted")).toBe("Shortlisted");
    expect(shown("declined")).toBe("Not selected");
    expect(shown("shortlisted", "expired")).toBe("Shortlisted");
    expect(shown("declined", "closed", "company")).toBe("Not selected");
  });

  it("says Closed for a wait that ended, and Withdrawn for the trainer's own withdrawal", () => {
    expect(shown("sent", "closed", "company")).toBe("Closed");
    expect(shown("sent", "expired")).toBe("Closed");
    expect(shown("shortlisted", "closed", "deleted")).toBe("Closed");
    expect(shown("withdrawn")).toBe("Withdrawn");
    expect(shown("withdrawn", "closed", "deleted")).toBe("Withdrawn");
  });
});

describe("a trainer's applications", () => {
  beforeAll(() => getDb(), 60_000);

  /** A published requirement posted by Buyer Co (the contacts a shortlisted trainer sees). */
  async function requirement(title: string) {
    const company = { name: "Buyer Co", email: "buyer@example.com", phone: "9000000001" };
    return (await build.requirement({ title, details: "details", company })).id;
  }
  async function apply(requirementId: number, email: string, hoursEarlier = 0) {
    return (await build.application({ requirementId, trainerEmail: email, createdAt: hoursAgo(hoursEarlier) })).id;
  }

  it("lists newest first, with the company's contacts only once shortlisted", async () => {
    const email = "list@example.com";
    const first = await apply(await requirement("First"), email, 1);
    const second = await apply(await requirement("Second"), email);
    await build.update.application(first, { status: "shortlisted", decidedAt: new Date() });
    const listed = await applicationsOfTrainer(email);
    expect(listed.map((a) => [a.id, a.requirementTitle, a.status])).toEqual([
      [second, "Second", "Sent"],
      [first, "First", "Shortlisted"],
    ]);
    expect(listed[0]!.company).toBeNull();
    expect(listed[1]!.company).toEqual({ name: "Buyer Co", email: "buyer@example.com", phone: "9000000001" });
  });

  it("withdraws only the trainer's own sent application, idempotently, and the board stops counting it", async () => {
    const requirementId = await requirement("Withdraw me");
    const mine = await apply(requirementId, "mine@example.com");
    const theirs = await apply(requirementId, "theirs@example.com");
    expect((await applicantCounts([requirementId])).get(requirementId)).toBe(2);
    expect(await withdrawApplication("mine@example.com", theirs)).toBe("not-found");
    expect(await withdrawApplication("mine@example.com", 987654)).toBe("not-found");
    expect(await withdrawApplication("Mine@Example.com", mine)).toBe("withdrawn");
    expect(await withdrawApplication("mine@example.com", mine)).toBe("already-withdrawn");
    expect((await applicantCounts([requirementId])).get(requirementId)).toBe(1);
    await build.update.application(theirs, { status: "declined" });
    expect(await withdrawApplication("theirs@example.com", theirs)).toBe("decided");
  });

  it("deleting the profile removes it and the CV and anonymises the applications", async () => {
    const email = "gone@example.com";
    await build.trainerProfile({ email, name: "Gone" });
    await build.trainerCv({ trainerEmail: email });
    const requirementId = await requirement("Anonymise");
    const id = await apply(requirementId, email);
    // The name signed in with when applying (shown to the company without a saved profile) goes too.
    await build.update.application(id, { trainerName: "Gone Trainer" });
    await deleteTrainerProfile(email);
    expect(await read.trainerProfiles({ email })).toEqual([]);
    expect(await read.trainerCvs({ trainerEmail: email })).toEqual([]);
    const anonymised = await read.applications({ id });
    expect(pick(anonymised, "trainerEmail", "trainerName", "mobileNumber")).toEqual([
      { trainerEmail: null, trainerName: null, mobileNumber: null },
    ]);
    expect(anonymised[0]?.anonymisedAt).toBeInstanceOf(Date);
    expect(await applicationsOfTrainer(email)).toEqual([]);
    expect((await applicantCounts([requirementId])).get(requirementId)).toBeUndefined();
  });
});
