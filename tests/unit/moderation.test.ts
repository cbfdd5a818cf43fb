import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/forms/manage-requirement";
import { applicationDisplayStatus } from "~/lib/application-status";
import { build, read } from "../support/unit-db";
import { getDb } from "~/infra/db.server";
import {
  manageLinkFor,
  mintManageLink,
  requirementIdForManageToken,
  revokeManageLinks,
} from "~/services/manage-links.server";
import { applicationsOfTrainer } from "~/services/my-applications.server";
import { managedRequirement, manageRequirement, removeRequirement } from "~/services/requirement-management.server";
import { setRequirementStatus } from "~/services/requirements.server";

/** A moderator can stop a company. */
let counter = 0;

async function requirementWithApplicants(status: "published" | "closed" = "published") {
  counter += 1;
  const companyEmail = `moderated-${counter}@example.com`;
  const requirement = await build.requirement({
    topic: "Terraform",
    title: `Moderated ${counter}`,
    details: "Terraform modules.",
    status,
    company: { name: "Mallory Buyer", email: companyEmail, phone: "9820012345", subject: "Terraform" },
  });
  const applicationIds: number[] = [];
  const trainers: string[] = [];
  for (const name of ["first", "second"]) {
    const trainerEmail = `${name}-${counter}@example.com`;
    trainers.push(trainerEmail);
    const application = await build.application({
      requirementId: requirement.id,
      trainerEmail,
      trainerName: name,
      mobileNumber: "9845000001",
    });
    applicationIds.push(application.id);
  }
  return { requirementId: requirement.id, applicationIds, trainers, companyEmail };
}

const outboxTo = (email: string) => read.outboxMails({ to: email });

describe("Removed by moderator", () => {
  beforeAll(() => getDb(), 60_000);

  it("refuses every action of the manage link, Shortlist first of all, and mails the company nothing", async () => {
    const { requirementId, applicationIds, trainers, companyEmail } = await requirementWithApplicants();
    expect(await removeRequirement(requirementId, "admin@example.com")).toBe(true);
    const before = (await outboxTo(companyEmail)).length;
    for (const request of [
      { intent: "shortlist" as const, applicationId: applicationIds[0]!, confirmed: false },
      { intent: "decline" as const, applicationId: applicationIds[1]!, confirmed: false },
      { intent: "keep-open" as const, applicationId: null, confirmed: false },
      { intent: "close" as const, applicationId: null, confirmed: false },
      { intent: "delete" as const, applicationId: null, confirmed: true },
    ]) {
      expect(await manageRequirement(requirementId, request), request.intent).toEqual({
        kind: "error",
        text: MESSAGES.removed,
        status: 403,
      });
    }
    expect(await outboxTo(companyEmail)).toHaveLength(before);
    const statuses = await read.applications({ requirementId });
    expect(statuses.map((row) => row.status)).toEqual(["sent", "sent"]);
    expect((await read.requirement(requirementId))?.status).toBe("removed");
    // The applicants are told, and /my-applications says it.
    for (const trainer of trainers) {
      const mails = await outboxTo(trainer);
      expect(mails.map((mail) => mail.subject)).toEqual([`Requirement removed: Moderated ${counter}`]);
      const [application] = await applicationsOfTrainer(trainer);
      expect(application?.status).toBe("Removed by moderator");
    }
    // The operator's Close does not undo the removal; a second removal changes nothing.
    expect(await setRequirementStatus(requirementId, "closed", "admin@example.com")).toBe(false);
    expect(await removeRequirement(requirementId, "admin@example.com")).toBe(false);
  });

  it("drops the unsent mails to the company and hides the shortlisted trainers' contact details", async () => {
    const { requirementId, applicationIds, companyEmail } = await requirementWithApplicants();
    const shortlisted = await manageRequirement(requirementId, {
      intent: "shortlist",
      applicationId: applicationIds[0]!,
      confirmed: false,
    });
    expect(shortlisted.kind).toBe("success");
    expect((await outboxTo(companyEmail)).length).toBeGreaterThan(0);
    await removeRequirement(requirementId, "admin@example.com");
    expect(await outboxTo(companyEmail)).toEqual([]);
    const page = await managedRequirement(requirementId);
    expect(page?.status).toBe("removed");
    expect(page?.applicants.map((applicant) => applicant.contact)).toEqual([null, null]);
  });

  it("a company that closed its own requirement may still shortlist those who already applied", async () => {
    const { requirementId, applicationIds } = await requirementWithApplicants("closed");
    const result = await manageRequirement(requirementId, {
      intent: "shortlist",
      applicationId: applicationIds[0]!,
      confirmed: false,
    });
    expect(result.kind).toBe("success");
  });

  it("reads 'Removed by moderator' on /my-applications whatever was decided, unless the trainer withdrew", () => {
    for (const status of ["sent", "shortlisted", "declined", "engaged"] as const) {
      expect(applicationDisplayStatus({ status, requirementStatus: "removed", requirementClosedReason: "admin" })).toBe(
        "Removed by moderator",
      );
    }
    expect(
      applicationDisplayStatus({ status: "withdrawn", requirementStatus: "removed", requirementClosedReason: "admin" }),
    ).toBe("Withdrawn");
  });
});

describe("revoking a requirement's manage links", () => {
  it("makes every link of the requirement revoked; links of other requirements keep working", async () => {
    const { requirementId } = await requirementWithApplicants();
    const { requirementId: otherId } = await requirementWithApplicants();
    const db = await getDb();
    const tokenOf = (url: string) => url.split("/").pop()!;
    const links = [await mintManageLink(db, requirementId), await mintManageLink(db, requirementId)];
    const other = await mintManageLink(db, otherId);
    expect(await revokeManageLinks(requirementId, "admin@example.com")).toBe(2);
    for (const link of links) {
      expect(await manageLinkFor(tokenOf(link))).toEqual({ requirementId, revoked: true });
      expect(await requirementIdForManageToken(tokenOf(link))).toBeNull();
    }
    expect(await requirementIdForManageToken(tokenOf(other))).toBe(otherId);
    expect(await revokeManageLinks(requirementId, "admin@example.com")).toBe(0);
    const audit = await read.auditLog({ entity: "requirements", entityId: String(requirementId) });
    expect(audit.map((row) => row.action)).toEqual(["requirement.revoke-links"]);
  });
});
