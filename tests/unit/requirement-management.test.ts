import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/forms/manage-requirement";
import { getDb } from "~/infra/db.server";
import { requirementIdForManageToken, mintManageLink } from "~/services/manage-links.server";
import { managedRequirement, manageRequirement } from "~/services/requirement-management.server";
import { paths } from "~/lib/paths";
import { build, read } from "../support/unit-db";

let counter = 0;

async function requirementWithApplicant() {
  counter += 1;
  const companyEmail = `company-${counter}@example.com`;
  const requirement = await build.requirement({
    title: `Terraform ${counter}`,
    topic: "Terraform",
    details: "Terraform modules and Ansible roles.",
    company: { name: "Bina Buyer", email: companyEmail, phone: "9820012345", subject: "Terraform" },
  });
  const { email: trainerEmail } = await build.trainerProfile({
    email: `asha-${counter}@example.com`,
    name: "Asha Rao",
    skills: ["Terraform", "Cobol"],
    preferredTrainingMode: "hybrid",
    perDayCharge: 12000,
    experience: 7,
  });
  const application = await build.application({
    requirementId: requirement.id,
    trainerEmail,
    trainerName: "Asha",
    mobileNumber: "9845000001",
  });
  return { requirementId: requirement.id, applicationId: application.id, trainerEmail, companyEmail };
}

const shortlist = (applicationId: number | null) => ({ intent: "shortlist" as const, applicationId, confirmed: false });
const outboxTo = (email: string) => read.outboxMails({ to: email });

describe("managing a requirement", () => {
  beforeAll(() => getDb(), 60_000);

  it("shows applicants with the board's matched skills and no contact details until shortlisted", async () => {
    const { requirementId, applicationId, trainerEmail } = await requirementWithApplicant();
    const before = await managedRequirement(requirementId);
    expect(before?.applicants).toEqual([
      expect.objectContaining({
        id: applicationId,
        name: "Asha Rao",
        status: "sent",
        matchedSkills: ["Terraform"],
        trainingMode: "Hybrid",
        perDayCharge: 12000,
        experienceYears: 7,
        contact: null,
      }),
    ]);
    await manageRequirement(requirementId, shortlist(applicationId));
    const after = await managedRequirement(requirementId);
    expect(after?.applicants[0]?.contact).toEqual({ email: trainerEmail, phone: "9845000001" });
  });

  it("shortlists once: both sides mailed the other's contact details, a repeat mails nothing", async () => {
    const { requirementId, applicationId, trainerEmail, companyEmail } = await requirementWithApplicant();
    expect(await manageRequirement(requirementId, shortlist(applicationId))).toEqual({
      kind: "success",
      status: 200,
      text: MESSAGES.shortlisted("Asha Rao"),
    });
    expect(await manageRequirement(requirementId, shortlist(applicationId))).toEqual({
      kind: "info",
      status: 200,
      text: MESSAGES.alreadyShortlisted("Asha Rao"),
    });
    const toTrainer = await outboxTo(trainerEmail);
    expect(toTrainer).toHaveLength(1);
    expect(toTrainer[0]?.textBody).toContain(`E-mail: ${companyEmail}`);
    expect(toTrainer[0]?.textBody).toContain("Phone: 9820012345");
    const toCompany = await outboxTo(companyEmail);
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]?.textBody).toContain(`E-mail: ${trainerEmail}`);
    expect((await manageRequirement(requirementId, { ...shortlist(applicationId), intent: "decline" })).kind).toBe(
      "info",
    );
  });

  it("refuses an application of another requirement, or none", async () => {
    const mine = await requirementWithApplicant();
    const theirs = await requirementWithApplicant();
    for (const applicationId of [theirs.applicationId, null, 999_999]) {
      expect(await manageRequirement(mine.requirementId, shortlist(applicationId))).toEqual({
        kind: "error",
        status: 400,
        text: MESSAGES.unknownApplicant,
      });
    }
    expect(await outboxTo(theirs.trainerEmail)).toEqual([]);
  });

  it("deletes only when confirmed: the company's data and the links go, the applicant is told", async () => {
    const { requirementId, trainerEmail, companyEmail } = await requirementWithApplicant();
    const db = await getDb();
    const token = (await mintManageLink(db, requirementId)).split(paths.home).pop() ?? "";
    const remove = { intent: "delete" as const, applicationId: null };
    expect(await manageRequirement(requirementId, { ...remove, confirmed: false })).toMatchObject({ status: 400 });
    expect(await requirementIdForManageToken(token)).toBe(requirementId);
    expect(await manageRequirement(requirementId, { ...remove, confirmed: true })).toMatchObject({
      status: 200,
      deleted: true,
    });
    expect(await requirementIdForManageToken(token)).toBeNull();
    expect(await managedRequirement(requirementId)).toBeNull();
    expect(await read.enquiries({ email: companyEmail })).toEqual([]);
    expect((await outboxTo(trainerEmail)).map((mail) => mail.subject)).toEqual([
      `Requirement withdrawn: Terraform ${counter}`,
    ]);
  });
});
