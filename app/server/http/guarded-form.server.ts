import { capListIndexes, type CappedForm, type ListCaps } from "~/forms/list-indexes";
import {
  assertFormContentType,
  assertSameOrigin,
  MAX_FORM_BYTES,
  readBoundedBody,
  tooLarge,
} from "~/server/infra/security.server";

export type GuardOptions = {
  /** This form's body limit; MAX_FORM_BYTES unless the route says otherwise (an upload, say). */
  maxBytes?: number;
  /** The form's list fields and their caps (its contract in app/forms/); any other index is dropped. */
  listCaps?: ListCaps;
};

/**
 * Every action reads its body through this: a cross-site POST is refused with 403, a body that is not
 * a form with 415 and an oversized one with 413, before anything is parsed or stored; list indexes
 * past the form's caps never reach the parser (app/forms/list-indexes.ts). `overCap` names the lists
 * that asked for too many items, for a form that says so next to the list.
 */
export async function guardedForm(request: Request, options: GuardOptions = {}): Promise<CappedForm> {
  const maxBytes = options.maxBytes ?? MAX_FORM_BYTES;
  assertSameOrigin(request);
  const contentType = assertFormContentType(request);
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const body = await readBoundedBody(request, maxBytes);
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": contentType },
      body,
    }).formData();
  } catch {
    throw new Response("What you sent is not a form we can read. Nothing was saved.", { status: 400 });
  }
  return capListIndexes(form, options.listCaps ?? {});
}

/** The form of a request, guarded as guardedForm says, for forms that have no list fields. */
export async function guardedFormData(request: Request, options: GuardOptions = {}): Promise<FormData> {
  return (await guardedForm(request, options)).form;
}
