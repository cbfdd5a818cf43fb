import { capListIndexes, type CappedForm, type ListCaps } from "~/forms/list-indexes";
import { assertFormContentType, refuseCrossSite } from "~/infra/security.server";
import { requestFacts } from "./request-facts.server";

export type GuardOptions = {
  /** The form's list fields and their caps (its contract in app/forms/); any other index is dropped. */
  listCaps?: ListCaps;
};

/**
 * Every action reads its body through this: a cross-site POST is refused with 403 and a body that is not a form with
 * 415, before anything is parsed or stored; list indexes past the form's caps never reach the parser
 * (app/forms/list-indexes.ts). `overCap` names the lists that asked for too many items, for a form that says so next to
 * the list. The body's size is not counted here: the HTTP server has counted it already, against the one limit of its
 * kind (request-rules.server.ts bodyLimitFor; server/request-guards.ts answers 413 past it), and hands the app only
 * the bytes it counted.
 */
export async function guardedForm(request: Request, options: GuardOptions = {}): Promise<CappedForm> {
  refuseCrossSite((await requestFacts(request)).site);
  assertFormContentType(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("What you sent is not a form we can read. Nothing was saved.", { status: 400 });
  }
  return capListIndexes(form, options.listCaps ?? {});
}

/** The form of a request, guarded as guardedForm says, for forms that have no list fields. */
export async function guardedFormData(request: Request, options: GuardOptions = {}): Promise<FormData> {
  return (await guardedForm(request, options)).form;
}
