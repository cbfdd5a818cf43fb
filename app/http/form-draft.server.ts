import { createCookie } from "@remix-run/node";
import { rootName } from "~/forms/list-indexes";
import { SECTION_FIELDS } from "~/forms/trainer-profile";
import { COURSE_TITLE_FIELD } from "~/forms/enrollment";
import { DEFAULT_VENDOR_RATING } from "~/forms/vendor-rating";
import { enrollmentDefaults } from "~/services/enquiries.server";
import { FORM_DRAFT_TTL_MS, type FormDraftKey, type FormDraftValues } from "~/lib/form-drafts";
import { getConfig } from "~/infra/config.server";
import { sessionSecrets } from "~/infra/session.server";
import {
  deleteFormDraft,
  deleteFormDraftOf,
  readFormDraft,
  saveFormDraft,
  takeFormDraft,
} from "~/services/form-drafts.server";

const PROFILE_FIELDS = new Set(Object.values(SECTION_FIELDS).flat());

/**
 * The fields each form's draft keeps. Hidden and protective fields (form token, captcha, honeypot, the course of
 * an enrolment, which is in the return address) are never kept: the restored form gets fresh ones.
 */
const KEPT_FIELDS: Record<FormDraftKey, (name: string) => boolean> = {
  "vendor-rating": (name) => ["name", "website", "rating", "description"].includes(name),
  "course-enroll": (name) => ["name", "email", "phone", "subject", "description"].includes(name),
  "trainer-profile": (name) => PROFILE_FIELDS.has(rootName(name)),
};

/**
 * What each form shows before anything is typed, field by field: such a value is no draft (docs/product.md, "Nothing
 * typed is lost"), so it is not kept, and a post holding nothing else keeps no draft at all. The trainer profile's
 * defaults are left out when its draft is restored (app/lib/trainer-profile-draft.ts), against what was saved.
 */
const UNTYPED: Record<FormDraftKey, (form: FormData) => Record<string, string>> = {
  "vendor-rating": () => ({ rating: String(DEFAULT_VENDOR_RATING) }),
  "course-enroll": (form) => {
    const course = form.get(COURSE_TITLE_FIELD);
    return enrollmentDefaults(typeof course === "string" ? course.trim() : "", null);
  },
  "trainer-profile": () => ({}),
};

/** The fields of a post that the form's draft keeps, or null when nothing was typed. */
export function keptFormValues(key: FormDraftKey, form: FormData): FormDraftValues | null {
  const values: FormDraftValues = {};
  const untyped = UNTYPED[key](form);
  let typed = false;
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || !KEPT_FIELDS[key](name)) continue;
    // PostgreSQL's JSON cannot hold a NUL, and no form takes one (the form refuses it when it is sent): dropped.
    const kept = value.replaceAll("\u0000", "");
    if (kept === untyped[name]) continue;
    (values[name] ??= []).push(kept);
    if (kept.trim() !== "") typed = true;
  }
  return typed ? values : null;
}

/** The form draft cookie's name. */
const FORM_DRAFT_COOKIE = "form_draft";

/**
 * The browser's hold on its draft: a random id, signed with the session secret (a planted or guessed value is
 * refused), httpOnly (no script reads it), SameSite=Lax (it comes back from the identity provider's redirect),
 * and as short-lived as the draft.
 */
export const formDraftCookie = () =>
  createCookie(FORM_DRAFT_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: FORM_DRAFT_TTL_MS / 1000,
    secure: getConfig().secureCookies,
    secrets: sessionSecrets(),
  });

export async function draftIdOf(request: Request): Promise<string | null> {
  try {
    const id: unknown = await formDraftCookie().parse(request.headers.get("Cookie"));
    return typeof id === "string" && id ? id : null;
  } catch {
    return null;
  }
}

const clearedCookie = () => formDraftCookie().serialize("", { maxAge: 0 });

/**
 * The browser's draft of `form`, taken (deleted) with the header that forgets the cookie: for the trainer profile,
 * whose form draft becomes its profile draft (trainerProfileData) once. Nothing (and no header) when the browser
 * holds no draft of this form.
 */
export async function takeFormDraftFor(
  request: Request,
  form: FormDraftKey,
): Promise<{ values: FormDraftValues | null; headers: Headers }> {
  const headers = new Headers();
  const id = await draftIdOf(request);
  if (!id) return { values: null, headers };
  const values = await takeFormDraft(id, form);
  if (values) headers.append("Set-Cookie", await clearedCookie());
  return { values, headers };
}

/**
 * The browser's draft of `form`, left in place: it is shown on every load of its page until the form is sent
 * (`sentFormDraftHeaders`), the person signs out, or its 30 minutes end (docs/product.md, "Nothing typed is lost").
 */
export async function formDraftFor(request: Request, form: FormDraftKey): Promise<FormDraftValues | null> {
  const id = await draftIdOf(request);
  return id ? readFormDraft(id, form) : null;
}

/** After `form` was sent: its draft is used up, so the row goes and the cookie is forgotten (nothing when none). */
export async function sentFormDraftHeaders(request: Request, form: FormDraftKey): Promise<string[]> {
  const id = await draftIdOf(request);
  if (!id || !(await deleteFormDraftOf(id, form))) return [];
  return [await clearedCookie()];
}

/** Sign-out: the draft row and the cookie go, so the next person on a shared browser never sees the draft. */
export async function forgetFormDraftHeaders(request: Request): Promise<string | null> {
  const id = await draftIdOf(request);
  if (!id) return null;
  await deleteFormDraft(id);
  return clearedCookie();
}

/**
 * Keeps what was typed into `form` as the browser's draft, to be restored on `returnTo`: the Set-Cookie value that
 * names it, or null when nothing was typed. A draft over the size limit throws FormDraftTooLargeError.
 */
export async function keepFormDraft(request: Request, key: FormDraftKey, form: FormData, returnTo: string) {
  const values = keptFormValues(key, form);
  if (!values) return null;
  const id = await saveFormDraft({ form: key, path: returnTo, values, replaces: await draftIdOf(request) });
  return formDraftCookie().serialize(id);
}
