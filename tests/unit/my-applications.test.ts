import { beforeAll, describe, expect, it } from "vitest";
import { applicationDisplayStatus } from "~/lib/application-status";
import { getDb, rawQuery } from "~/server/infra/db.server";
import { applicationsOfTrainer, withdrawApplication } from "~/server/services/my-applications.server";
import { deleteTrainerProfile } from "~/server/services/profile-deletion.server";
import { applicantCounts } from "~/server/services/requirement-stats.server";

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

  async function requirement(title: string) {
    const [enquiry] = await rawQuery<{ id: number }>(
      `insert into enquiries (form_name, name, email, phone, subject, description)
       values ('post-requirement', 'Buyer Co', 'buyer@example.com', '9000000001', $1, 'x') returning id`,
      [title],
    );
    const [row] = await rawQuery<{ id: number }>(
      `insert into requirements (topic, training_topic_name, details, status, published_at, source_enquiry_id)
       values ('Cloud', $1, 'details', 'published', now(), $2) returning id`,
      [title, enquiry!.id],
    );
    return row!.id;
  }
  async function apply(requirementId: number, email: string, ago = "0 seconds") {
    const [row] = await rawQuery<{ id: number }>(
      `insert into applications (requirement_id, trainer_email, mobile_number, created_at)
       values ($1, $2, '9845012345', now() - $3::interval) returning id`,
      [requirementId, email, ago],
    );
    return row!.id;
  }

  it("lists newest first, with the company's contacts only once shortlisted", async () => {
    const email = "list@example.com";
    const first = await apply(await requirement("First"), email, "1 hour");
    const second = await apply(await requirement("Second"), email);
    await rawQuery("update applications set status = 'shortlisted', decided_at = now() where id = $1", [first]);
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
    await rawQuery("update applications set status = 'declined' where id = $1", [theirs]);
    expect(await withdrawApplication("theirs@example.com", theirs)).toBe("decided");
  });

  it("deleting the profile removes it and the CV and anonymises the applications", async () => {
    const email = "gone@example.com";
    await rawQuery("insert into trainer_profiles (email, name) values ($1, 'Gone')", [email]);
    await rawQuery(
      "insert into trainer_cvs (trainer_email, file_name, file_type, size_bytes, content) values ($1, 'cv.pdf', 'pdf', 1, '\\x00')",
      [email],
    );
    const requirementId = await requirement("Anonymise");
    const id = await apply(requirementId, email);
    // The name signed in with when applying (shown to the company without a saved profile) goes too.
    await rawQuery("update applications set trainer_name = 'Gone Trainer' where id = $1", [id]);
    await deleteTrainerProfile(email);
    expect(await rawQuery("select 1 from trainer_profiles where email = $1", [email])).toEqual([]);
    expect(await rawQuery("select 1 from trainer_cvs where trainer_email = $1", [email])).toEqual([]);
    const [row] = await rawQuery<Record<string, unknown>>(
      "select trainer_email, trainer_name, mobile_number, anonymised_at is not null as anonymised from applications where id = $1",
      [id],
    );
    expect(row).toEqual({ trainer_email: null, trainer_name: null, mobile_number: null, anonymised: true });
    expect(await applicationsOfTrainer(email)).toEqual([]);
    expect((await applicantCounts([requirementId])).get(requirementId)).toBeUndefined();
  });
});
