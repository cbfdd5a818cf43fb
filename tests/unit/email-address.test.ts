import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { contactSchema } from "~/forms/contact";
import { enrollmentSchema } from "~/forms/enrollment";
import { requirementSchema } from "~/forms/requirement";
import { workshopSchema } from "~/forms/workshop";
import { canonicalEmail, isPlainEmail } from "~/lib/email-address";
import { mailMessage } from "~/infra/mail-transport.server";

/**
 * E-mail fields take a plain address only. Each of these is the same mailbox to a mail
 * library, with the sender's text in the To header (or a group that hides it), and counts apart on a raw string.
 */
const HOSTILE_ADDRESSES = [
  '"CALL_+1-800-555"<victim@example.com>',
  "(2)victim@example.com",
  "victim@example.com(call us)",
  "x<victim@example.com>",
  "G:victim@example.com;",
  "victim@example.com, other@example.com",
  "victim@example.com;other@example.com",
  "victim@[127.0.0.1]",
  '"v i c"@example.com',
];

const valid = {
  name: "Ravi Kumar",
  email: "ravi.kumar@example.com",
  phone: "9845012345",
  subject: "Azure for admins",
  description: "Two batches of 15 people.",
  course_title: "Azure Administration",
};

const forms: [string, z.ZodMiniType, string][] = [
  ["contact", contactSchema, "Invalid email address"],
  ["enrollment", enrollmentSchema, "Invalid email address"],
  ["requirement", requirementSchema, "invalid Email"],
  ["workshop", workshopSchema, "Invalid email"],
];

function emailMessage(schema: z.ZodMiniType, email: string): string | undefined {
  const result = schema.safeParse({ ...valid, email });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === "email")?.message;
}

describe("a plain e-mail address only", () => {
  for (const [name, schema, message] of forms) {
    it(`the ${name} form refuses display names, comments, groups and lists with ${JSON.stringify(message)}`, () => {
      for (const address of HOSTILE_ADDRESSES) expect(emailMessage(schema, address), address).toBe(message);
      for (const address of ["ravi.kumar@example.com", "a.b+tag@mail.example.co.in", "jörg.müller@example.de"]) {
        expect(emailMessage(schema, address), address).toBeUndefined();
      }
    });
  }

  it("one canonical spelling for every per-address cap", () => {
    expect(canonicalEmail("  Victim@Example.COM ")).toBe("victim@example.com");
    for (const address of HOSTILE_ADDRESSES) expect(isPlainEmail(address), address).toBe(false);
  });

  it("nodemailer is handed address objects, and a row whose address is not plain is not sent", () => {
    const row = {
      id: 7,
      createdAt: new Date("2026-01-01T00:00:00Z"),
      toAddress: "victim@example.com",
      replyTo: "asker@example.com",
      subject: "We received your message",
      textBody: "Hello",
      htmlBody: null,
      headers: null,
    } as Parameters<typeof mailMessage>[0];
    const message = mailMessage(row, [], "Edukon <no-reply@edukon.example>");
    expect(message.to).toEqual({ name: "", address: "victim@example.com" });
    expect(message.replyTo).toEqual({ name: "", address: "asker@example.com" });
    expect(mailMessage({ ...row, toAddress: "ops@localhost" }, [], "x@y.z").to).toEqual({
      name: "",
      address: "ops@localhost",
    });
    for (const address of HOSTILE_ADDRESSES.slice(0, 7)) {
      expect(() => mailMessage({ ...row, toAddress: address }, [], "x@y.z"), address).toThrow(/not a plain/);
      expect(() => mailMessage({ ...row, replyTo: address }, [], "x@y.z"), address).toThrow(/not a plain/);
    }
  });
});
