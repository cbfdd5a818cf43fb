/**
 * Form drafts (docs/product.md, "Nothing typed is lost"; decision record 0038): a form that needs sign-in has a
 * "Sign In" button of its own that posts the whole form to `paths.signIn`, so that what the visitor typed is kept
 * on the server across the sign-in round trip and the form comes back filled. Browser-safe: the forms' components
 * name themselves with these keys, the server decides with them what it keeps and where it may restore it.
 */
import { paths } from "./paths";

/** The posted field that names the form, and the page to come back to (kept in lib/paths.ts, which every page loads). */
export { FORM_DRAFT_FIELD, FORM_DRAFT_RETURN_FIELD } from "./paths";

/** What one draft may hold, as JSON: the longest form (the trainer profile at its list caps) fits easily. */
export const FORM_DRAFT_MAX_BYTES = 16 * 1024;
/** How long a draft waits for its sign-in; a sign-in takes a minute or two. */
export const FORM_DRAFT_TTL_MS = 30 * 60 * 1000;

/**
 * The forms that keep a draft and the path each lives on: the draft is restored there only, whatever the query.
 * Which of a form's fields are kept is the server's part (app/http/form-draft.server.ts).
 */
export const FORM_DRAFT_PATHS = {
  "vendor-rating": paths.vendorsRating(),
  "course-enroll": paths.courseEnroll(),
  "trainer-profile": paths.trainerProfile,
} as const;

export type FormDraftKey = keyof typeof FORM_DRAFT_PATHS;

/** A draft's values: every kept field name with its values in posted order (lists post one name per item). */
export type FormDraftValues = Record<string, string[]>;

export function isFormDraftKey(value: unknown): value is FormDraftKey {
  return typeof value === "string" && Object.hasOwn(FORM_DRAFT_PATHS, value);
}

/** Whether a return target (a safe, local path) is the page of the form, so the draft may be restored there. */
export function isFormDraftPage(key: FormDraftKey, target: string): boolean {
  return new URL(target, "http://localhost").pathname === FORM_DRAFT_PATHS[key];
}

/** A draft as the form's default values: one text per field (the last one posted). */
export function formDraftDefaults(values: FormDraftValues | null): Record<string, string> {
  if (!values) return {};
  return Object.fromEntries(
    Object.entries(values).flatMap(([name, list]) => {
      const last = list.at(-1);
      return last === undefined || last.trim() === "" ? [] : [[name, last]];
    }),
  );
}

/** A draft as form data again, for a form whose server code reads posts (the trainer profile's draft). */
export function formDraftData(values: FormDraftValues): FormData {
  const form = new FormData();
  for (const [name, list] of Object.entries(values)) for (const value of list) form.append(name, value);
  return form;
}
