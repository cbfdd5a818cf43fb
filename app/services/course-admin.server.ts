import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { BatchEdit, CourseEdit } from "~/forms/course-edit";
import { csvLine } from "~/lib/csv";
import { datesLine, modeLine, scheduleLine } from "~/lib/batch-schedule";
import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/infra/absolute-url.server";
import { getDb, schema } from "~/infra/db.server";
import { recordAdminAction } from "./audit.server";
import { invalidateCatalogue } from "./course-catalogue.server";
import { raiseListVersion } from "./list-versions.server";
import { queueMail } from "./outbox.server";

/**
 * The operator's catalogue (/admin/courses; docs/product.md, "Courses, batches and seats"): courses and batches made,
 * edited, archived and cancelled, each change audited in its own transaction and announced to every process's
 * catalogue cache (decision record 0062); a batch's enrolments and waiting list, and their CSV.
 */

export type AdminWrite = { ok: true; id: number } | { ok: false; field: string; message: string } | null;

export const SLUG_TAKEN = "Another course has this slug";
export const TITLE_TAKEN = "Another course has this title";

function uniqueField(error: unknown): "slug" | "title" | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const {
      code,
      constraint_name: name,
      constraint,
    } = current as {
      code?: unknown;
      constraint_name?: unknown;
      constraint?: unknown;
    };
    if (code === "23505") return String(name ?? constraint ?? "").includes("title") ? "title" : "slug";
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function refusedUnique(error: unknown): AdminWrite {
  const field = uniqueField(error);
  if (!field) throw error;
  return { ok: false, field, message: field === "title" ? TITLE_TAKEN : SLUG_TAKEN };
}

/** Every course with its upcoming batch count and live enrolments, catalogue order; archived ones last. */
export async function adminCourseList() {
  const db = await getDb();
  return db
    .select({
      id: schema.courses.id,
      title: schema.courses.title,
      slug: schema.courses.slug,
      category: schema.courses.category,
      priceUsd: schema.courses.priceUsd,
      archivedAt: schema.courses.archivedAt,
      batches: sql<number>`(select count(*)::int from ${schema.batches} b where b.course_id = "courses"."id"
        and b.cancelled_at is null and b.starts_on >= current_date)`,
      enrolled: sql<number>`(select count(*)::int from ${schema.enrolments} e join ${schema.batches} b on b.id = e.batch_id
        where b.course_id = "courses"."id" and e.status = 'enrolled')`,
      waiting: sql<number>`(select count(*)::int from ${schema.enrolments} e join ${schema.batches} b on b.id = e.batch_id
        where b.course_id = "courses"."id" and e.status = 'waiting')`,
    })
    .from(schema.courses)
    .orderBy(sql`${schema.courses.archivedAt} is not null`, asc(schema.courses.position), asc(schema.courses.id));
}

/** One course with all its batches (newest first) and each batch's enrolments and waiting list. */
export async function adminCourse(id: number) {
  const db = await getDb();
  const [course] = await db.select().from(schema.courses).where(eq(schema.courses.id, id));
  if (!course) return null;
  const batches = await db
    .select()
    .from(schema.batches)
    .where(eq(schema.batches.courseId, id))
    .orderBy(desc(schema.batches.startsOn), desc(schema.batches.id));
  const enrolments = batches.length
    ? await db
        .select({
          id: schema.enrolments.id,
          batchId: schema.enrolments.batchId,
          name: schema.enrolments.name,
          email: schema.enrolments.email,
          mobile: schema.enrolments.mobile,
          status: schema.enrolments.status,
          createdAt: schema.enrolments.createdAt,
        })
        .from(schema.enrolments)
        .where(
          inArray(
            schema.enrolments.batchId,
            batches.map((batch) => batch.id),
          ),
        )
        .orderBy(asc(schema.enrolments.createdAt), asc(schema.enrolments.id))
    : [];
  return {
    course,
    batches: batches.map((batch) => ({
      ...batch,
      enrolments: enrolments.filter((row) => row.batchId === batch.id),
    })),
  };
}

export async function createCourse(edit: CourseEdit, actorEmail: string): Promise<AdminWrite> {
  const db = await getDb();
  try {
    const id = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${schema.courses.position}), -1)::int` })
        .from(schema.courses);
      const [row] = await tx
        .insert(schema.courses)
        .values({ ...edit, position: (last?.position ?? -1) + 1 })
        .returning({ id: schema.courses.id });
      await recordAdminAction(tx, {
        actorEmail,
        action: "course.create",
        entity: "course",
        entityId: row!.id,
        details: edit,
      });
      await raiseListVersion(tx, "courses");
      return row!.id;
    });
    invalidateCatalogue();
    return { ok: true, id };
  } catch (error) {
    return refusedUnique(error);
  }
}

export async function updateCourse(id: number, edit: CourseEdit, actorEmail: string): Promise<AdminWrite> {
  const db = await getDb();
  try {
    const changed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(schema.courses)
        .set({ ...edit, updatedAt: new Date() })
        .where(eq(schema.courses.id, id))
        .returning({ id: schema.courses.id });
      if (rows.length === 0) return false;
      await recordAdminAction(tx, { actorEmail, action: "course.edit", entity: "course", entityId: id, details: edit });
      await raiseListVersion(tx, "courses");
      return true;
    });
    if (!changed) return null;
    invalidateCatalogue();
    return { ok: true, id };
  } catch (error) {
    return refusedUnique(error);
  }
}

/** Archive (off the catalogue, its page 410) or restore a course; false when it already was so or is gone. */
export async function setCourseArchived(id: number, archived: boolean, actorEmail: string): Promise<boolean> {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(schema.courses)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(
        and(
          eq(schema.courses.id, id),
          archived ? sql`${schema.courses.archivedAt} is null` : sql`${schema.courses.archivedAt} is not null`,
        ),
      )
      .returning({ id: schema.courses.id });
    if (rows.length === 0) return false;
    await recordAdminAction(tx, {
      actorEmail,
      action: archived ? "course.archive" : "course.restore",
      entity: "course",
      entityId: id,
    });
    await raiseListVersion(tx, "courses");
    return true;
  });
  if (changed) invalidateCatalogue();
  return changed;
}

export async function addBatch(courseId: number, edit: BatchEdit, actorEmail: string): Promise<AdminWrite> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .where(eq(schema.courses.id, courseId));
    if (!course) return null;
    const [row] = await tx
      .insert(schema.batches)
      .values({ ...edit, courseId })
      .returning({ id: schema.batches.id });
    await recordAdminAction(tx, {
      actorEmail,
      action: "batch.create",
      entity: "batch",
      entityId: row!.id,
      details: edit,
    });
    return { ok: true, id: row!.id };
  });
}

export async function updateBatch(batchId: number, edit: BatchEdit, actorEmail: string): Promise<AdminWrite> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .select({ seatsTaken: schema.batches.seatsTaken, cancelledAt: schema.batches.cancelledAt })
      .from(schema.batches)
      .where(eq(schema.batches.id, batchId))
      .for("update");
    if (!batch || batch.cancelledAt) return null;
    if (edit.seatsTotal < batch.seatsTaken) {
      return {
        ok: false,
        field: "seats",
        message: `${batch.seatsTaken} seats are taken: the batch cannot have fewer`,
      };
    }
    await tx.update(schema.batches).set(edit).where(eq(schema.batches.id, batchId));
    await recordAdminAction(tx, {
      actorEmail,
      action: "batch.edit",
      entity: "batch",
      entityId: batchId,
      details: edit,
    });
    return { ok: true, id: batchId };
  });
}

/**
 * Cancels a batch: every enrolled learner and everyone on its waiting list is mailed, their places end and their links
 * stop working; the batch leaves the course page. False when it already was cancelled or is gone.
 */
export async function cancelBatch(batchId: number, actorEmail: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [batch] = await tx
      .update(schema.batches)
      .set({ cancelledAt: new Date(), seatsTaken: 0 })
      .where(and(eq(schema.batches.id, batchId), sql`${schema.batches.cancelledAt} is null`))
      .returning();
    if (!batch) return false;
    const [course] = await tx.select().from(schema.courses).where(eq(schema.courses.id, batch.courseId));
    const places = await tx
      .update(schema.enrolments)
      .set({ status: "cancelled", tokenHash: null, updatedAt: new Date() })
      .where(and(eq(schema.enrolments.batchId, batchId), ne(schema.enrolments.status, "cancelled")))
      .returning({ name: schema.enrolments.name, email: schema.enrolments.email });
    for (const place of places) {
      await queueMail(tx, {
        to: place.email,
        subject: `Cancelled: ${course?.title ?? "your batch"}, ${datesLine(batch.startsOn, batch.endsOn)}`,
        text: [
          `Hello ${place.name},`,
          "",
          "We are sorry: this batch is cancelled, and your place in it (or on its waiting list) with it.",
          `Course: ${course?.title ?? ""}`,
          `Dates: ${datesLine(batch.startsOn, batch.endsOn)}`,
          `Schedule: ${scheduleLine(batch)}`,
          `Mode: ${modeLine(batch)}`,
          "",
          "The course's other batches, if any suits you:",
          absoluteUrl(paths.course(course?.slug ?? "")),
        ].join("\n"),
        relatedTo: `batch:${batchId}`,
      });
    }
    await recordAdminAction(tx, {
      actorEmail,
      action: "batch.cancel",
      entity: "batch",
      entityId: batchId,
      details: { places: places.length },
    });
    return true;
  });
}

/** A batch's enrolments and waiting list as CSV (formula-escaped, as the enquiries' export), or null for no batch. */
export async function batchEnrolmentsCsv(batchId: number): Promise<string | null> {
  const db = await getDb();
  const [batch] = await db.select({ id: schema.batches.id }).from(schema.batches).where(eq(schema.batches.id, batchId));
  if (!batch) return null;
  const rows = await db
    .select()
    .from(schema.enrolments)
    .where(eq(schema.enrolments.batchId, batchId))
    .orderBy(asc(schema.enrolments.createdAt), asc(schema.enrolments.id));
  const header = csvLine(["id", "created_at", "status", "name", "email", "mobile"]);
  const lines = rows.map((row) => csvLine([row.id, row.createdAt, row.status, row.name, row.email, row.mobile]));
  return `${[header, ...lines].join("\r\n")}\r\n`;
}
