import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseId } from "~/lib/ids";
import { requireAdmin } from "~/http/auth.server";
import { cvFile } from "~/services/trainer-cvs.server";

/**
 * A stored CV, for an admin only, always as a download: `attachment`, the type its content showed, never
 * cached, in a sandbox; `nosniff` comes with every answer (server/app.ts). An uploaded file is never
 * rendered by the browser on our origin.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const file = id === null ? null : await cvFile(id);
  if (!file) throw new Response("No such CV. It may have been replaced by a newer upload.", { status: 404 });
  return new Response(new Uint8Array(file.content), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": contentDisposition(file.fileName),
      "Content-Length": String(file.content.byteLength),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** An ASCII fallback name for old clients and the exact name in RFC 6266's filename*. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
