import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";

/**
 * The local sign-in form (`/auth/local`, docs/decisions/0012-local-sign-in.md): a name and an e-mail
 * address, no password, offered only on a loopback origin without Google (or with LOCAL_SIGN_IN=1).
 */
/** The answer (503) while the database is away: the session row cannot be written. */
export const LOCAL_SIGN_IN_FAILED = "Failed to sign in. Please try again.";

const LOCAL_EMAIL = /^[^\s@<>()[\]",;:]+@([a-z0-9-]+\.)*[a-z0-9-]+$/i;

export const localSignInSchema = z.object({
  name: z
    .string({ error: "Please enter your name." })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your name."),
      z.maxLength(100, "Please keep your name under 100 characters"),
      z.regex(/^[^\u0000-\u001f\u007f]*$/, "Please remove the control characters from your name."),
    ),
  email: z.string({ error: "Please enter your e-mail address." }).check(
    z.trim(),
    z.minLength(1, "Please enter your e-mail address."),
    z.maxLength(254, "Please enter a shorter e-mail address."),
    // Not z.email(): it wants a dotted domain, and the README's first run signs in as admin@localhost.
    z.regex(LOCAL_EMAIL, "Please enter a valid e-mail address."),
  ),
  redirectTo: z.optional(z.string().check(z.maxLength(2000))),
});

/** A refused local sign-in answers with the fields' errors (a good one redirects). */
export type LocalSignInReply = { result: SubmissionResult<string[]>; reason: "invalid" | "failed" };
