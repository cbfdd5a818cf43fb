import { paths } from "~/lib/paths";
import { absoluteUrl } from "~/infra/absolute-url.server";

export function loader() {
  const body = [
    "User-agent: *",
    `Disallow: ${paths.admin}`,
    // Every sign-in route: /auth/google, its callback, /auth/local, /auth/sign-out.
    "Disallow: /auth/",
    `Disallow: ${paths.trainerProfile}`,
    `Sitemap: ${absoluteUrl(paths.sitemap)}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
