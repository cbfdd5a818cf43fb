import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { contactSchema } from "~/forms/contact";
import { enrollmentSchema } from "~/forms/enrollment";
import { requirementSchema } from "~/forms/requirement";
import { WORKSHOP_SUBJECT, workshopSchema } from "~/forms/workshop";
import { issueChallenge, type FormChallenge } from "./abuse.server";
import { getConfig } from "~/server/infra/config.server";
import { getDb, schema } from "~/server/infra/db.server";
import { queueMail } from "./outbox.server";

/**
 * The four enquiry forms (contact, enrolment, post-requirement, workshop): what each is called, how its
 * enquiry is stored with its mails in one transaction (a posted requirement also becomes a pending
 * lead), the reply text, and the back office's list and CSV. The HTTP side is
 * app/server/http/enquiry-action.server.ts.
 */

export type EnquiryKind = "contact" | "enrollment" | "requirement" | "workshop";

type EnquiryDefinition = {
  schema: z.ZodType<Record<string, unknown>>;
  /** `form_name` as stored and mailed (docs/product.md section 7 fixes the requirement and workshop ones). */
  formName: string;
  failure: string;
  what: string;
};

export const enquiryForms: Record<EnquiryKind, EnquiryDefinition> = {
  contact: {
    schema: contactSchema,
    formName: "contact",
    failure: "Sorry, your message could not be sent just now. Please try again in a few minutes.",
    what: "message",
  },
  enrollment: {
    schema: enrollmentSchema,
    formName: "course-enroll",
    failure: "Sorry, your enrolment could not be sent just now. Please try again in a few minutes.",
    what: "enrolment request",
  },
  requirement: {
    schema: requirementSchema,
    formName: "post-requirement",
    failure: "Some error occurred. Please try again later.",
    what: "training requirement",
  },
  workshop: {
    schema: workshopSchema,
    formName: "register-for-workshop",
    failure: "Failed to send the message. Please try again later.",
    what: "workshop registration",
  },
};

export function enquiryChallenge(kind: EnquiryKind): FormChallenge {
  return issueChallenge(enquiryForms[kind].formName);
}

export type EnquiryValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  delivery_location?: string;
  course_title?: string;
};

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
  const reference = referenceOf(id);
  switch (kind) {
    case "requirement":
      return `Thank you, ${name}! Your training requirement has been received (reference ${reference}). We will review it and publish it on our requirements board shortly.`;
    case "workshop":
      return `Thank you, ${name}! You are registered for the Azure Cloud workshop (reference ${reference}). We will e-mail you the joining details.`;
    case "enrollment":
      return `Thank you, ${name}! Your enrolment request has been received (reference ${reference}). Our team will contact you about the next batch.`;
    default:
      return `Thank you, ${name}! Your message has been received (reference ${reference}). We will reply within one working day.`;
  }
}

/**
 * Stores the enquiry, its two mails and (for a requirement) a pending lead in one transaction: all
 * of it lands, or none of it does.
 */
export async function storeEnquiry(
  kind: EnquiryKind,
  values: EnquiryValues,
  context: { userEmail: string | null; clientAddress: string | null },
): Promise<number> {
  const definition = enquiryForms[kind];
  const config = getConfig();
  const subject = kind === "workshop" ? WORKSHOP_SUBJECT : values.subject;
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
    if (kind === "requirement") {
      await tx.insert(schema.leads).values({
        topic: subject,
        trainingTopicName: subject,
        leadDetails: values.description,
        deliveryLocation: values.delivery_location || null,
        status: "pending",
        sourceEnquiryId: row.id,
      });
    }
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
      subject: `New ${definition.what} ${reference}: ${subject}`,
      text: fields
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n"),
      relatedTo: `enquiry:${row.id}`,
    });
    await queueMail(tx, {
      to: values.email,
      subject: `We received your ${definition.what} (${reference})`,
      text: [
        `Hello ${values.name},`,
        "",
        `thank you for your ${definition.what} "${subject}". Your reference is ${reference}.`,
        "We read every message and will get back to you soon.",
        "",
        "What you sent:",
        values.description,
        "",
        "Edukon Training",
      ].join("\n"),
      relatedTo: `enquiry:${row.id}`,
    });
    return row.id;
  });
}

export async function listEnquiries(filter: { formName?: string | null; limit?: number } = {}) {
  const db = await getDb();
  const where = filter.formName ? and(eq(schema.enquiries.formName, filter.formName)) : undefined;
  return db
    .select()
    .from(schema.enquiries)
    .where(where)
    .orderBy(desc(schema.enquiries.createdAt), desc(schema.enquiries.id))
    .limit(filter.limit ?? 500);
}

export const enquiryFormNames = Object.values(enquiryForms).map((definition) => definition.formName);

/** The back office's `?form=` filter: one of the stored form names, anything else shows every form. */
export function enquiryFormFilter(value: string | null): string | null {
  return value && enquiryFormNames.includes(value) ? value : null;
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with a quote. */
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
  const cell = (value: unknown) => {
    let text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  const lines = rows.map((row) =>
    [
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
    ]
      .map(cell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}
