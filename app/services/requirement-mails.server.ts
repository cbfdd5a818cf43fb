import { formatDay } from "~/forms/manage-requirement";
import type { OutgoingMail } from "./outbox.server";

/**
 * The mails of the company's side of the marketplace loop (docs/product.md section 10, the marketplace loop), as text: the manage link's paragraph,
 * the applicant mails, the expiry reminder, and what each side is told on a shortlist, a decline and a
 * deletion. Only our own words and what each side agreed to share.
 */

const SIGNATURE = ["", "Edukon Training"];

export function manageLinkParagraph(link: string): string[] {
  return [
    "Your private link to this requirement: see the trainers who apply, shortlist or decline them, keep it open,",
    "close it or delete it (no sign-in needed):",
    link,
    "Keep this link to yourself: anyone who has it can manage the requirement.",
  ];
}

export type Applicant = { name: string; matchedSkills: string[] };
export type Contact = { name: string; email: string; phone: string };

/** The first applicant's mail (`firstMail`), else the daily digest of the applicants since the last one. */
export function applicantsMail(
  company: { email: string; title: string; requirementId: number },
  applicants: Applicant[],
  link: string,
  firstMail: boolean,
): OutgoingMail {
  const lines = applicants.map(
    (applicant) =>
      `- ${applicant.name}${applicant.matchedSkills.length ? ` (matched on: ${applicant.matchedSkills.join(", ")})` : ""}`,
  );
  const count = applicants.length;
  return {
    to: company.email,
    subject: firstMail
      ? `A trainer applied to your requirement: ${company.title}`
      : `${count} new ${count === 1 ? "trainer" : "trainers"} applied to your requirement: ${company.title}`,
    text: [
      "Hello,",
      "",
      firstMail
        ? `a trainer applied to your requirement "${company.title}":`
        : `since our last mail, ${count === 1 ? "this trainer" : `these ${count} trainers`} applied to your requirement "${company.title}":`,
      ...lines,
      "",
      "Their contact details stay private until you shortlist them. We mail you about new applicants at most once a day.",
      "",
      ...manageLinkParagraph(link),
      ...SIGNATURE,
    ].join("\n"),
    relatedTo: `requirement:${company.requirementId}`,
  };
}

export function expiryReminderMail(
  company: { email: string; title: string; requirementId: number },
  expiresAt: Date,
  ttlDays: number,
  link: string,
): OutgoingMail {
  return {
    to: company.email,
    subject: `Your requirement closes on ${formatDay(expiresAt)}: ${company.title}`,
    text: [
      "Hello,",
      "",
      `your requirement "${company.title}" leaves the board on ${formatDay(expiresAt)}.`,
      `To keep it open, choose "Keep open for ${ttlDays} more days" on its page; otherwise there is nothing to do.`,
      "",
      ...manageLinkParagraph(link),
      ...SIGNATURE,
    ].join("\n"),
    relatedTo: `requirement:${company.requirementId}`,
  };
}

/** Shortlisting is the company's consent: each side gets the other's name, e-mail and phone. */
export function shortlistMails(
  title: string,
  requirementId: number,
  company: Contact,
  trainer: Contact,
): OutgoingMail[] {
  const card = (who: Contact) => [`Name: ${who.name}`, `E-mail: ${who.email}`, `Phone: ${who.phone}`];
  return [
    {
      to: trainer.email,
      replyTo: company.email,
      subject: `You are shortlisted: ${title}`,
      text: [
        `Hello ${trainer.name},`,
        "",
        `the company behind "${title}" shortlisted you and shares its contact details with you:`,
        "",
        ...card(company),
        "",
        "They have your name, e-mail and phone too, so you may hear from them directly.",
        ...SIGNATURE,
      ].join("\n"),
      relatedTo: `requirement:${requirementId}`,
    },
    {
      to: company.email,
      replyTo: trainer.email,
      subject: `Contact details of ${trainer.name}: ${title}`,
      text: [
        "Hello,",
        "",
        `you shortlisted ${trainer.name} for "${title}". Their contact details:`,
        "",
        ...card(trainer),
        "",
        "We have sent them yours.",
        ...SIGNATURE,
      ].join("\n"),
      relatedTo: `requirement:${requirementId}`,
    },
  ];
}

type Trainer = { name: string; email: string };

/**
 * A mail to a trainer about a requirement they applied to: greeting, the body's lines, signature; tied to the
 * requirement (relatedTo) so that deleting it can scrub the mail. The mails below differ only in subject and body.
 */
function trainerMail(trainer: Trainer, requirementId: number, subject: string, body: string[]): OutgoingMail {
  return {
    to: trainer.email,
    subject,
    text: [`Hello ${trainer.name},`, "", ...body, ...SIGNATURE].join("\n"),
    relatedTo: `requirement:${requirementId}`,
  };
}

/** To a trainer the company marked Engaged (decision record 0046). */
export function engagedMail(title: string, requirementId: number, trainer: Trainer): OutgoingMail {
  return trainerMail(trainer, requirementId, `You are engaged: ${title}`, [
    `the company behind "${title}" has engaged you for the training. Congratulations!`,
    "After the training the company may review it; a review can only come from an engagement like this one,",
    "and you may answer it once, publicly, from your applications page.",
  ]);
}

export function declinedMail(title: string, requirementId: number, trainer: Trainer): OutgoingMail {
  return trainerMail(trainer, requirementId, `Your application: ${title}: not selected`, [
    `thank you for applying to "${title}". The company has chosen other trainers this time.`,
    "New requirements are published on the board every week.",
  ]);
}

export function withdrawnMail(title: string, requirementId: number, trainer: Trainer): OutgoingMail {
  return trainerMail(trainer, requirementId, `Requirement withdrawn: ${title}`, [
    `the company has withdrawn the requirement "${title}" that you applied to, and deleted it.`,
    "There is nothing you need to do.",
  ]);
}

/** To a trainer who applied, when a moderator removed the requirement (docs/product.md section 8): it will not go on. */
export function removedMail(title: string, requirementId: number, trainer: Trainer): OutgoingMail {
  return trainerMail(trainer, requirementId, `Requirement removed: ${title}`, [
    `our moderators have removed the requirement "${title}" that you applied to. It is no longer on the board,`,
    "and the company can no longer shortlist or contact anyone through it.",
    "There is nothing you need to do.",
  ]);
}
