import { assertSameOrigin, MAX_FORM_BYTES, readBoundedBody, tooLarge } from "~/server/infra/security.server";

/**
 * Every action calls this first: a cross-site POST is refused with 403 and an oversized body with
 * 413, before anything is parsed or stored. Returns the parsed form data.
 */
export async function guardedFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  assertSameOrigin(request);
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const body = await readBoundedBody(request, maxBytes);
  const contentType = request.headers.get("Content-Type") ?? "";
  return new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  }).formData();
}
