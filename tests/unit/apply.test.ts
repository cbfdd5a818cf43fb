import { beforeAll, describe, expect, it } from "vitest";
import { serializeTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { getDb, rawQuery, schema } from "~/server/infra/db.server";
import {
  APPLY_SUCCESS,
  applyFromBoard,
  applyStatusCode,
  LEAD_NOT_OPEN,
  MOBILE_NEEDED,
  SIGN_IN_TO_APPLY,
  type ApplyResult,
} from "~/server/services/applications.server";

const trainer = { email: "Trainer.One@example.com", name: "Trainer One" };

async function publishedLead(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(schema.leads)
    .values({ topic: "Azure", trainingTopicName: "Azure for admins", leadDetails: "Two days.", status: "published" })
    .returning({ id: schema.leads.id });
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
    "answers a lead id that is not a positive whole number (%s) as a lead no longer open",
    async (leadId) => {
      expect(await applyFromBoard(trainer, leadId, null)).toEqual({
        success: 0,
        message: LEAD_NOT_OPEN,
        reason: "lead",
      });
    },
  );

  it("needs the local profile's 10-digit mobile number", async () => {
    const leadId = await publishedLead();
    expect(await applyFromBoard(trainer, leadId, cookieWithMobile("12345"))).toEqual({
      success: 0,
      message: MOBILE_NEEDED,
      reason: "mobile",
    });
  });

  it("applies with the mobile number from the trainerProfileData cookie, once", async () => {
    const leadId = await publishedLead();
    const cookie = cookieWithMobile("9845012345");
    expect(await applyFromBoard(trainer, leadId, cookie)).toEqual({ success: 1, message: APPLY_SUCCESS });
    expect(await applyFromBoard(trainer, leadId, cookie)).toEqual({ success: 1, message: APPLY_SUCCESS });
    const rows = await rawQuery<{ trainer_email: string; mobile_number: string }>(
      "select trainer_email, mobile_number from applications where lead_id = $1",
      [leadId],
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
    expect(applyStatusCode({ success: 0, message: LEAD_NOT_OPEN, reason: "lead" }, true)).toBe(200);
    expect(applyStatusCode({ ...failed, message: "Failed to apply. Please try again." }, true)).toBe(200);
  });
});
