import type { LoaderFunctionArgs } from "@remix-run/node";
import { SERVED_PHOTO_TYPE } from "~/forms/trainer-photo";
import { getUser } from "~/http/auth.server";
import { getConfig } from "~/infra/config.server";
import { setSecurityHeaders } from "~/infra/security-headers.server";
import { servedPhoto } from "~/services/trainer-photos.server";

const NAME = /^([0-9a-f]{32})\.webp$/;

/**
 * A trainer's photo (decision record 0065) at `/trainer-photos/{version}.webp`. The address names one stored upload
 * and never changes its bytes (a new upload has a new version), so a browser keeps it a year without asking again
 * (`immutable`) and the ETag answers a revalidation with a 304. Shared caches may keep it while the trainer is in the
 * directory (the public page shows it to anyone); otherwise only the trainer sees it, privately. The type is exact
 * (always the WebP the server wrote), never sniffed, and the file is never a document: the app's security headers
 * (set here too, since a resource route's answer does not pass through the page renderer under remix-serve) and a
 * sandboxing CSP come with it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const version = NAME.exec(params.name ?? "")?.[1];
  const viewer = version ? await getUser(request) : null;
  const photo = version ? await servedPhoto(version, viewer?.email ?? null) : null;
  const headers = new Headers({ "Content-Security-Policy": "default-src 'none'; sandbox" });
  setSecurityHeaders(headers, getConfig().nodeEnv === "production");
  if (!photo) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    headers.set("Cache-Control", "no-store");
    return new Response("No such photo.", { status: 404, headers });
  }
  const etag = `"${photo.version}"`;
  headers.set("Content-Type", SERVED_PHOTO_TYPE);
  headers.set("Cache-Control", `${photo.public ? "public" : "private"}, max-age=31536000, immutable`);
  headers.set("ETag", etag);
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(photo.content.byteLength));
  return new Response(new Uint8Array(photo.content), { headers });
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
