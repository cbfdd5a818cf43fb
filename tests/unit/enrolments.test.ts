import { beforeAll, describe, expect, it } from "vitest";
import { getDb, rawQuery } from "~/infra/db.server";
import { coursePage } from "~/services/course-catalogue.server";
import { seedCatalogueIfEmpty } from "~/services/course-seed.server";
import { enrolInBatch, enrolmentLink, actOnEnrolmentLink } from "~/services/enrolments.server";

/** The seat rule of decision record 0062 on the embedded database; tests/integration has it on PostgreSQL. */

const SLUG = "docker";

beforeAll(async () => {
  await seedCatalogueIfEmpty(await getDb());
}, 120_000);

async function oneSeatBatch(): Promise<number> {
  const [batch] = await rawQuery<{ id: number }>(
    `insert into batches (course_id, starts_on, ends_on, class_days, starts_at, ends_at, mode, seats_total)
     select id, current_date + 10, current_date + 12, 127, '10:00', '13:00', 'online', 1 from courses where slug = $1
     returning id`,
    [SLUG],
  );
  return batch!.id;
}

const learner = (n: number) => ({ name: `Learner ${n}`, email: `learner${n}@example.com`, mobile: "9876543210" });

async function outboxTo(email: string) {
  return rawQuery<{ id: number; subject: string; text_body: string; content_type: string | null }>(
    `select o.id, o.subject, o.text_body, a.content_type from outbox o
     left join outbox_attachments a on a.outbox_id = o.id where o.to_address = $1 order by o.id`,
    [email],
  );
}

describe("enrolment into a seat", () => {
  it("gives the last seat to exactly one of ten racing learners, and the waiting list to the nine", async () => {
    const batchId = await oneSeatBatch();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => enrolInBatch({ batchId, courseSlug: SLUG, ...learner(n) })),
    );
    expect(results.filter((result) => result.status === "enrolled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "waiting")).toHaveLength(9);
    const [batch] = await rawQuery<{ seats_taken: number }>("select seats_taken from batches where id = $1", [batchId]);
    expect(batch?.seats_taken).toBe(1);
  });

  it("refuses a second live place for the same e-mail, however it is spelled", async () => {
    const batchId = await oneSeatBatch();
    expect((await enrolInBatch({ batchId, courseSlug: SLUG, ...learner(20) })).status).toBe("enrolled");
    const again = await enrolInBatch({ batchId, courseSlug: SLUG, ...learner(20), email: "Learner20@Example.com" });
    expect(again.status).toBe("duplicate");
  });

  it("refuses a cancelled batch, a started one, and a batch of another course", async () => {
    const batchId = await oneSeatBatch();
    expect((await enrolInBatch({ batchId, courseSlug: "python", ...learner(30) })).status).toBe("missing");
    await rawQuery("update batches set starts_on = current_date - 1 where id = $1", [batchId]);
    expect((await enrolInBatch({ batchId, courseSlug: SLUG, ...learner(30) })).status).toBe("closed");
    await rawQuery("update batches set starts_on = current_date + 5, cancelled_at = now() where id = $1", [batchId]);
    expect((await enrolInBatch({ batchId, courseSlug: SLUG, ...learner(30) })).status).toBe("closed");
  });

  it("mails the learner a text/calendar invitation and a one-time cancel link that gives the seat back", async () => {
    const batchId = await oneSeatBatch();
    await enrolInBatch({ batchId, courseSlug: SLUG, ...learner(40) });
    await enrolInBatch({ batchId, courseSlug: SLUG, ...learner(41) });
    const [confirmation] = await outboxTo("learner40@example.com");
    expect(confirmation?.content_type).toMatch(/^text\/calendar/);
    const token = /\/enrolments\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text_body)![1]!;
    expect(await enrolmentLink(token)).toMatchObject({ status: "enrolled", courseTitle: "Docker" });

    expect(await actOnEnrolmentLink(token, "cancel")).toBe("cancelled");
    expect(await actOnEnrolmentLink(token, "cancel")).toBe("unknown");
    const [batch] = await rawQuery<{ seats_taken: number }>("select seats_taken from batches where id = $1", [batchId]);
    expect(batch?.seats_taken).toBe(0);

    // The first on the waiting list is mailed a link to take the freed seat, and takes it.
    const offers = await outboxTo("learner41@example.com");
    const offer = offers.find((mail) => mail.subject.startsWith("A seat is free"));
    const offerToken = /\/enrolments\/([A-Za-z0-9_-]{43})/.exec(offer!.text_body)![1]!;
    expect(await enrolmentLink(offerToken)).toMatchObject({ status: "waiting", seatFree: true });
    expect(await actOnEnrolmentLink(offerToken, "take")).toBe("taken");
    expect(await actOnEnrolmentLink(offerToken, "take")).toBe("unknown");
    const mails = await outboxTo("learner41@example.com");
    expect(mails.at(-1)?.content_type).toMatch(/^text\/calendar/);
  });

  it("shows seats left on the course page, never below zero", async () => {
    const page = await coursePage(SLUG);
    if (page.status !== "live") throw new Error("Docker should be live");
    expect(page.batches.length).toBeGreaterThanOrEqual(2);
    for (const batch of page.batches) expect(batch.seatsLeft).toBeGreaterThanOrEqual(0);
    await expect(
      rawQuery("update batches set seats_taken = -1 where id = $1", [page.batches[0]!.id]),
    ).rejects.toThrow();
  });
});

describe("the operator's catalogue", () => {
  it("lists every course with its upcoming batches and places", async () => {
    const { adminCourseList } = await import("~/services/course-admin.server");
    const list = await adminCourseList();
    expect(list).toHaveLength(40);
    const docker = list.find((course) => course.slug === SLUG);
    expect(docker?.batches).toBeGreaterThanOrEqual(2);
    expect(docker?.enrolled).toBeGreaterThan(0);
  });
});
