import { beforeAll, describe, expect, it } from "vitest";
import { serializeTrainerProfileCookie } from "~/lib/trainer-profile-cookie";
import { pick } from "../support/readers";
import { build, read } from "../support/unit-db";
import { getDb } from "~/infra/db.server";
import {
  APPLY_CONSENT,
  APPLY_SUCCESS,
  REQUIREMENT_NOT_OPEN,
  MOBILE_NEEDED,
  SIGN_IN_TO_APPLY,
  type ApplyResult,
} from "~/forms/apply";
import { getConfig } from "~/infra/config.server";
import { applyFromBoard, applyStatusCode, applyToRequirement } from "~/services/applications.server";

const trainer = { email: "Trainer.One@example.com", name: "Trainer One" };

/** A published requirement that an admin typed in (no company enquiry behind it). */
async function publishedRequirement(): Promise<number> {
  return (await build.requirement({ topic: "Azure", title: "Azure for admins", details: "Two days.", company: null }))
    .id;
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
    const rows = pick(await read.applications({ requirementId }), "trainerEmail", "mobileNumber");
    expect(rows).toEqual([{ trainerEmail: "trainer.one@example.com", mobileNumber: "9845012345" }]);
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

  /** The outbox's mails about the requirement's applications, oldest first. */
  const mailsFor = async (requirementId: number) => {
    const applications = await read.applications({ requirementId });
    return read.outboxMails({ relatedTo: applications.map((application) => `application:${application.id}`) });
  };

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
      const requirementId = (
        await build.requirement({ topic: "AWS", title: "AWS basics", details: "One day.", status, company: null })
      ).id;
      expect(await applyToRequirement(requirementId, trainer, "9845012345")).toEqual({
        success: 0,
        message: REQUIREMENT_NOT_OPEN,
        reason: "requirement",
      });
      expect(await read.applications({ requirementId })).toEqual([]);
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
    expect(mails.map((mail) => [mail.toAddress, mail.replyTo])).toEqual([
      ["trainer.one@example.com", null],
      [getConfig().notifyEmail, "trainer.one@example.com"],
    ]);
    expect(mails[0]?.subject).toBe("Your application: Azure for admins");
    expect(mails[0]?.textBody).toContain("Hello Trainer One,");
    expect(mails[0]?.textBody).toContain("Two days.");
    // What applying shares, and where the trainer follows the application.
    expect(mails[0]?.textBody).toContain(APPLY_CONSENT);
    expect(mails[0]?.textBody).toContain(`${getConfig().publicOrigin}/my-applications`);
    expect(mails[1]?.textBody).toContain("Trainer: Trainer One <trainer.one@example.com>\nMobile: 9845012345");
  });
});
