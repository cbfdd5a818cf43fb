import { getConfig } from "~/server/infra/config.server";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /auth/",
    "Disallow: /trainer-profile",
    `Sitemap: ${getConfig().publicOrigin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
