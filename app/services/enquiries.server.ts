import { desc, eq } from "drizzle-orm";
import { csvLine } from "~/lib/csv";
import type { Challenge } from "~/forms/abuse";
import type { EnquiryKind, EnquiryValues } from "~/forms/enquiry";
import { enquiryFormNames, enquiryForms } from "~/forms/enquiry-forms";
import { enquiryReplies } from "~/forms/enquiry-replies";
import { WORKSHOP_SUBJECT } from "~/forms/workshop";
import { canonicalEmail } from "~/lib/email-address";
import { hitRateLimit, issueChallenge } from "./abuse.server";
import { getConfig } from "~/infra/config.server";
import { getDb, schema, type Db } from "~/infra/db.server";
import { queueMail } from "./outbox.server";

/**
 * The four enquiry forms (contact, enrolment, post-requirement, workshop; their contracts are in app/forms):
 * how an enquiry is stored with its mails in one transaction (with what its kind adds there: a posted
 * requirement, requirements.server.ts), the reply text, and the back office's list and CSV. The HTTP side is
 * app/http/enquiry-action.server.ts.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * What a kind of enquiry stores beside it, in the enquiry's transaction (posting a requirement:
 * `postRequirement`, requirements.server.ts). Its `acknowledgement` adds lines to the mail to the sender, and is
 * called only when that mail goes out.
 */
export type EnquiryAddition = (
  tx: Tx,
  enquiry: { id: number; subject: string; values: EnquiryValues },
) => Promise<{ acknowledgement: (tx: Tx) => Promise<string[]> }>;

export function enquiryChallenge(kind: EnquiryKind): Challenge {
  return issueChallenge(enquiryForms[kind].formName);
}

/**
 * What the enrolment form starts with: the signed-in user's name and email, and a subject and message
 * about the course (the subject cut to the form's 50 characters). No course, no subject or message.
 */
export function enrollmentDefaults(courseTitle: string, user: { name: string; email: string } | null) {
  return {
    name: user?.name ?? "",
    email: user?.email ?? "",
    subject: courseTitle ? `Enroll for ${courseTitle}`.slice(0, 50) : "",
    description: courseTitle
      ? `I would like to enroll for ${courseTitle}. Please share the next batch dates, the fee and the syllabus.`
      : "",
  };
}

/** The course an enrolment is about, from `?title=`: trimmed and at most 200 characters (the form's limit). */
export function courseTitleFrom(searchParams: URLSearchParams): string {
  return (searchParams.get("title") ?? "").trim().slice(0, 200);
}

export function referenceOf(id: number): string {
  return `ENQ-${String(id).padStart(6, "0")}`;
}

export function successText(kind: EnquiryKind, name: string, id: number): string {
  return enquiryReplies[kind].success(name, referenceOf(id));
}

/** At most this many acknowledgement mails a day to one address; the enquiries themselves are all stored. */
export const ACKNOWLEDGEMENTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Stores the enquiry, what `addition` stores beside it and the two mails in one transaction: all of it lands,
 * or none of it does.
 */
export async function storeEnquiry(
  kind: EnquiryKind,
  values: EnquiryValues,
  context: { userEmail: string | null; clientAddress: string | null },
  addition?: EnquiryAddition,
): Promise<number> {
  const definition = enquiryForms[kind];
  const config = getConfig();
  const subject = kind === "workshop" ? WORKSHOP_SUBJECT : values.subject;
  const acknowledge = await hitRateLimit(`acknowledgement:${canonicalEmail(values.email)}`, {
    limit: ACKNOWLEDGEMENTS_PER_DAY,
    windowMs: DAY_MS,
  });
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.enquiries)
      .values({
        formName: definition.formName,
        name: values.name,
        email: values.email,
        phone: values.phone,
        subject,
        description: values.description,
        deliveryLocation: values.delivery_location || null,
        courseTitle: values.course_title || null,
        userEmail: context.userEmail,
        clientAddress: context.clientAddress,
      })
      .returning({ id: schema.enquiries.id });
    if (!row) throw new Error("enquiry insert returned no row");
    const reference = referenceOf(row.id);
    const added = await addition?.(tx, { id: row.id, subject, values });
    const fields: [string, string | undefined | null][] = [
      ["Form", definition.formName],
      ["Reference", reference],
      ["Name", values.name],
      ["Email", values.email],
      ["Phone", values.phone],
      ["Subject", subject],
      ["Course", values.course_title],
      ["Delivery location", values.delivery_location],
      ["Signed-in user", context.userEmail],
      ["Message", values.description],
    ];
    await queueMail(tx, {
      to: config.notifyEmail,
      replyTo: values.email,
      subject: `New ${enquiryReplies[kind].what} ${reference}: ${subject}`,
      text: fields
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n"),
      relatedTo: `enquiry:${row.id}`,
    });
    // The acknowledgement goes to whatever address was typed: only our own text and the reference, so
    // that nobody can use it to mail their words to a stranger in our name; and only a few a day.
    // Over that limit a requirement's sender still gets a manage link later, with the first applicant's mail.
    if (acknowledge) {
      const extra = added ? await added.acknowledgement(tx) : [];
      await queueMail(tx, {
        to: values.email,
        subject: `We received your ${enquiryReplies[kind].what} (${reference})`,
        text: [
          "Hello,",
          "",
          `thank you for your ${enquiryReplies[kind].what}. Your reference is ${reference}.`,
          "We read every message and will get back to you soon.",
          ...(extra.length > 0 ? ["", ...extra] : []),
          "",
          "Edukon Training",
        ].join("\n"),
        relatedTo: `enquiry:${row.id}`,
      });
    }
    return row.id;
  });
}

export async function listEnquiries(filter: { formName?: string | null; limit?: number } = {}) {
  const db = await getDb();
  const where = filter.formName ? eq(schema.enquiries.formName, filter.formName) : undefined;
  return db
    .select()
    .from(schema.enquiries)
    .where(where)
    .orderBy(desc(schema.enquiries.createdAt), desc(schema.enquiries.id))
    .limit(filter.limit ?? 500);
}

/** The back office's `?form=` filter: one of the stored form names, anything else shows every form. */
export function enquiryFormFilter(value: string | null): string | null {
  return value && enquiryFormNames.includes(value) ? value : null;
}

/** RFC 4180 CSV, formula-escaped (`lib/csv`). */
export function enquiriesCsv(rows: Awaited<ReturnType<typeof listEnquiries>>): string {
  const header = [
    "id",
    "created_at",
    "form_name",
    "name",
    "email",
    "phone",
    "subject",
    "description",
    "delivery_location",
    "course_title",
    "user_email",
  ];
  const lines = rows.map((row) =>
    csvLine([
      row.id,
      row.createdAt,
      row.formName,
      row.name,
      row.email,
      row.phone,
      row.subject,
      row.description,
      row.deliveryLocation,
      row.courseTitle,
      row.userEmail,
    ]),
  );
  return [csvLine(header), ...lines].join("\r\n") + "\r\n";
}
