import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "~/forms/manage-requirement";
import { getDb, rawQuery, schema } from "~/server/infra/db.server";
import { leadIdForManageToken, mintManageLink } from "~/server/services/manage-links.server";
import { managedRequirement, manageRequirement } from "~/server/services/requirement-management.server";

let counter = 0;

async function requirementWithApplicant() {
  counter += 1;
  const db = await getDb();
  const [enquiry] = await db
    .insert(schema.enquiries)
    .values({
      formName: "post-requirement",
      name: "Bina Buyer",
      email: `buyer-${counter}@example.com`,
      phone: "9820012345",
      subject: "Terraform",
      description: "Terraform modules.",
    })
    .returning({ id: schema.enquiries.id });
  const [lead] = await db
    .insert(schema.leads)
    .values({
      topic: "Terraform",
      trainingTopicName: `Terraform ${counter}`,
      leadDetails: "Terraform modules and Ansible roles.",
      status: "published",
      sourceEnquiryId: enquiry?.id,
    })
    .returning({ id: schema.leads.id });
  const trainerEmail = `asha-${counter}@example.com`;
  await db.insert(schema.trainerProfiles).values({
    email: trainerEmail,
    name: "Asha Rao",
    skills: ["Terraform", "Cobol"],
    preferredTrainingMode: "hybrid",
    perDayCharge: 12000,
    experience: 7,
  });
  const [application] = await db
    .insert(schema.applications)
    .values({ leadId: lead!.id, trainerEmail, trainerName: "Asha", mobileNumber: "9845000001" })
    .returning({ id: schema.applications.id });
  return { leadId: lead!.id, applicationId: application!.id, trainerEmail, buyer: `buyer-${counter}@example.com` };
}

const shortlist = (applicationId: number | null) => ({ intent: "shortlist" as const, applicationId, confirmed: false });
const outboxTo = (email: string) =>
  rawQuery<{ subject: string; text_body: string }>("select subject, text_body from outbox where to_address = $1", [
    email,
  ]);

describe("managing a requirement", () => {
  beforeAll(() => getDb(), 60_000);

  it("shows applicants with the board's matched skills and no contact details until shortlisted", async () => {
    const { leadId, applicationId, trainerEmail } = await requirementWithApplicant();
    const before = await managedRequirement(leadId);
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
    await manageRequirement(leadId, shortlist(applicationId));
    const after = await managedRequirement(leadId);
    expect(after?.applicants[0]?.contact).toEqual({ email: trainerEmail, phone: "9845000001" });
  });

  it("shortlists once: both sides mailed the other's contact details, a repeat mails nothing", async () => {
    const { leadId, applicationId, trainerEmail, buyer } = await requirementWithApplicant();
    expect(await manageRequirement(leadId, shortlist(applicationId))).toEqual({
      kind: "success",
      status: 200,
      text: MESSAGES.shortlisted("Asha Rao"),
    });
    expect(await manageRequirement(leadId, shortlist(applicationId))).toEqual({
      kind: "info",
      status: 200,
      text: MESSAGES.alreadyShortlisted("Asha Rao"),
    });
    const toTrainer = await outboxTo(trainerEmail);
    expect(toTrainer).toHaveLength(1);
    expect(toTrainer[0]?.text_body).toContain(`E-mail: ${buyer}`);
    expect(toTrainer[0]?.text_body).toContain("Phone: 9820012345");
    const toBuyer = await outboxTo(buyer);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]?.text_body).toContain(`E-mail: ${trainerEmail}`);
    expect((await manageRequirement(leadId, { ...shortlist(applicationId), intent: "decline" })).kind).toBe("info");
  });

  it("refuses an application of another requirement, or none", async () => {
    const mine = await requirementWithApplicant();
    const theirs = await requirementWithApplicant();
    for (const applicationId of [theirs.applicationId, null, 999_999]) {
      expect(await manageRequirement(mine.leadId, shortlist(applicationId))).toEqual({
        kind: "error",
        status: 400,
        text: MESSAGES.unknownApplicant,
      });
    }
    expect(await outboxTo(theirs.trainerEmail)).toEqual([]);
  });

  it("deletes only when confirmed: the buyer's data and the links go, the applicant is told", async () => {
    const { leadId, trainerEmail, buyer } = await requirementWithApplicant();
    const db = await getDb();
    const token = (await mintManageLink(db, leadId)).split("/").pop() ?? "";
    const remove = { intent: "delete" as const, applicationId: null };
    expect(await manageRequirement(leadId, { ...remove, confirmed: false })).toMatchObject({ status: 400 });
    expect(await leadIdForManageToken(token)).toBe(leadId);
    expect(await manageRequirement(leadId, { ...remove, confirmed: true })).toMatchObject({
      status: 200,
      deleted: true,
    });
    expect(await leadIdForManageToken(token)).toBeNull();
    expect(await managedRequirement(leadId)).toBeNull();
    expect(await rawQuery("select 1 from enquiries where email = $1", [buyer])).toEqual([]);
    expect((await outboxTo(trainerEmail)).map((mail) => mail.subject)).toEqual([
      `Requirement withdrawn: Terraform ${counter}`,
    ]);
  });
});
