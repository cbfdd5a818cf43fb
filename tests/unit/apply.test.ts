import { beforeAll, describe, expect, it } from "vitest";
import { serializeTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { getDb, rawQuery, schema } from "~/server/infra/db.server";
import {
  APPLY_CONSENT,
  APPLY_SUCCESS,
  REQUIREMENT_NOT_OPEN,
  MOBILE_NEEDED,
  SIGN_IN_TO_APPLY,
  type ApplyResult,
} from "~/forms/apply";
import { getConfig } from "~/server/infra/config.server";
import { applyFromBoard, applyStatusCode, applyToRequirement } from "~/server/services/applications.server";

const trainer = { email: "Trainer.One@example.com", name: "Trainer One" };

async function publishedRequirement(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(schema.requirements)
    .values({ topic: "Azure", trainingTopicName: "Azure for admins", details: "Two days.", status: "published" })
    .returning({ id: schema.requirements.id });
  return row?.id ?? 0;
}

const cookieWithMobile = (mobileNumber: string) =>
  serializeTrainerProfileCookie({ core: { mobileNumber }, professional: {}, optional: {} }).split(";")[0] ?? "";

describe("Apply from the board (applyFromBoard)", () => {
  // The first use opens and migrates this file's in-memory database: slow on a busy machine.
  beforeAll(() => getDb(), 60_000);

  it("asks a visitor to sign in first", async () => {
    expect(await applyFromBoard(null, 1, null)).toEqual({ success: 0, message: SIGN_IN_TO_APPLY, reason: "failed" });
  });

  it.each([Number.NaN, 0, -3, 1.5])(
    "answers a requirement id that is not a positive whole number (%s) as a requirement no longer open",
    async (requirementId) => {
      expect(await applyFromBoard(trainer, requirementId, null)).toEqual({
        success: 0,
        message: REQUIREMENT_NOT_OPEN,
        reason: "requirement",
      });
    },
  );

  it("needs the local profile's 10-digit mobile number", async () => {
    const requirementId = await publishedRequirement();
    expect(await applyFromBoard(trainer, requirementId, cookieWithMobile("12345"))).toEqual({
      success: 0,
      message: MOBILE_NEEDED,
      reason: "mobile",
    });
  });

  it("applies with the mobile number from the trainerProfileData cookie, once", async () => {
    const requirementId = await publishedRequirement();
    const cookie = cookieWithMobile("9845012345");
    expect(await applyFromBoard(trainer, requirementId, cookie)).toEqual({ success: 1, message: APPLY_SUCCESS });
    expect(await applyFromBoard(trainer, requirementId, cookie)).toEqual({ success: 1, message: APPLY_SUCCESS });
    const rows = await rawQuery<{ trainer_email: string; mobile_number: string }>(
      "select trainer_email, mobile_number from applications where requirement_id = $1",
      [requirementId],
    );
    expect(rows).toEqual([{ trainer_email: "trainer.one@example.com", mobile_number: "9845012345" }]);
  });
});

describe("the status of Apply's JSON answer (applyStatusCode)", () => {
  const failed: ApplyResult = { success: 0, message: SIGN_IN_TO_APPLY, reason: "failed" };
  it("is 401 for a visitor who is not signed in", () => {
    expect(applyStatusCode(failed, false)).toBe(401);
  });
  it("is 200 for a signed-in trainer, whatever the outcome", () => {
    expect(applyStatusCode({ success: 1, message: APPLY_SUCCESS }, true)).toBe(200);
    expect(applyStatusCode({ success: 0, message: MOBILE_NEEDED, reason: "mobile" }, true)).toBe(200);
    expect(applyStatusCode({ success: 0, message: REQUIREMENT_NOT_OPEN, reason: "requirement" }, true)).toBe(200);
    expect(applyStatusCode({ ...failed, message: "Failed to apply. Please try again." }, true)).toBe(200);
  });
});

describe("applying to a requirement (applyToRequirement)", () => {
  beforeAll(() => getDb(), 60_000);

  const mailsFor = (requirementId: number) =>
    rawQuery<{ to_address: string; reply_to: string | null; subject: string; text_body: string }>(
      `select o.to_address, o.reply_to, o.subject, o.text_body from outbox o
         join applications a on o.related_to = 'application:' || a.id
        where a.requirement_id = $1 order by o.id`,
      [requirementId],
    );

  it.each([undefined, "", "98450 1234", "984501234x", "98450123456"])(
    "refuses a mobile number that is not 10 digits (%s) before looking at the requirement",
    async (mobile) => {
      expect(await applyToRequirement(999_999, trainer, mobile)).toEqual({
        success: 0,
        message: MOBILE_NEEDED,
        reason: "mobile",
      });
    },
  );

  it.each(["pending", "closed"] as const)(
    "answers a %s requirement as no longer open and stores nothing",
    async (status) => {
      const db = await getDb();
      const [requirement] = await db
        .insert(schema.requirements)
        .values({ topic: "AWS", trainingTopicName: "AWS basics", details: "One day.", status })
        .returning({ id: schema.requirements.id });
      const requirementId = requirement?.id ?? 0;
      expect(await applyToRequirement(requirementId, trainer, "9845012345")).toEqual({
        success: 0,
        message: REQUIREMENT_NOT_OPEN,
        reason: "requirement",
      });
      expect(await rawQuery("select id from applications where requirement_id = $1", [requirementId])).toEqual([]);
    },
  );

  it("queues the details to the trainer and a note to the operator once, however often the trainer applies", async () => {
    const requirementId = await publishedRequirement();
    expect(await applyToRequirement(requirementId, trainer, " 9845012345 ")).toEqual({
      success: 1,
      message: APPLY_SUCCESS,
    });
    expect(await applyToRequirement(requirementId, trainer, "9845012345")).toEqual({
      success: 1,
      message: APPLY_SUCCESS,
    });
    const mails = await mailsFor(requirementId);
    expect(mails.map((mail) => [mail.to_address, mail.reply_to])).toEqual([
      ["trainer.one@example.com", null],
      [getConfig().notifyEmail, "trainer.one@example.com"],
    ]);
    expect(mails[0]?.subject).toBe("Your application: Azure for admins");
    expect(mails[0]?.text_body).toContain("Hello Trainer One,");
    expect(mails[0]?.text_body).toContain("Two days.");
    // What applying shares (issue 18), and where the trainer follows the application.
    expect(mails[0]?.text_body).toContain(APPLY_CONSENT);
    expect(mails[0]?.text_body).toContain(`${getConfig().publicOrigin}/my-applications`);
    expect(mails[1]?.text_body).toContain("Trainer: Trainer One <trainer.one@example.com>\nMobile: 9845012345");
  });
});
