import { beforeAll, describe, expect, it } from "vitest";
import { build, read } from "../support/unit-db";
import { getDb } from "~/infra/db.server";
import { queueMail } from "~/services/outbox.server";
import { deleteTrainerProfile } from "~/services/profile-deletion.server";

describe('"Delete my profile" and the outbox', () => {
  beforeAll(() => getDb(), 60_000);

  it("cancels the unsent mails to, from or about the trainer (e-mail, mobile); others and sent ones stay", async () => {
    const db = await getDb();
    const email = "leaving.trainer@example.com";
    const mobile = "9845077777";
    await build.trainerProfile({ email, name: "Lea Leaving", mobileNumbers: [mobile] });
    const queue = (mail: { to: string; subject: string; text: string; replyTo?: string }) => queueMail(db, mail);
    const cancelled = [
      await queue({ to: email, subject: "New requirements for you", text: "Hello" }),
      await queue({ to: "Leaving.Trainer@Example.com", subject: "You are shortlisted", text: "Hello" }),
      await queue({ to: "ops@example.com", replyTo: email, subject: "CV from Lea", text: "A CV" }),
      await queue({ to: "company@example.com", subject: "Shortlisted", text: `E-mail: ${email.toUpperCase()}` }),
      await queue({ to: "company@example.com", subject: "Shortlisted", text: `Phone: ${mobile}` }),
    ];
    const kept = [
      await queue({ to: "someone.else@example.com", subject: "Unrelated", text: "Phone: 9845011111" }),
      await queue({ to: email, subject: "Sent already", text: "Hello" }),
    ];
    await build.update.outboxMail(kept[1]!, { status: "sent", sentAt: new Date() });

    const result = await deleteTrainerProfile(email);
    expect(result.mailsCancelled).toBe(cancelled.length);
    const left = await read.outboxMails({ id: [...cancelled, ...kept] });
    expect(left.map((row) => row.id)).toEqual(kept);
  });
});
