import * as z from "zod/mini";
import { DIRECTORY_FIELDS, DIRECTORY_MESSAGES, HEADLINE_MAX } from "./trainer-profile";

/**
 * What the directory settings' action checks (its fields, labels and messages are in forms/trainer-profile.ts, whose
 * form posts them). Apart, because only the server reads it: a schema is built when its module loads, so one in a
 * module the profile page loads would be in the browser for nothing, and `z.boolean()` with it in the zod file of
 * every page with a form (the JavaScript budgets, decision records 0045 and 0055).
 */
export const directorySchema = z.object({
  [DIRECTORY_FIELDS.listed]: z.optional(z.boolean()),
  [DIRECTORY_FIELDS.showRate]: z.optional(z.boolean()),
  [DIRECTORY_FIELDS.headline]: z.optional(
    z.string().check(z.trim(), z.maxLength(HEADLINE_MAX, DIRECTORY_MESSAGES.headlineTooLong)),
  ),
});
