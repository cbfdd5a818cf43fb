import { paths } from "~/lib/paths";
import { sitemapPaths } from "~/lib/routes";
import { getConfig } from "~/infra/config.server";
import { courseSlugs } from "~/services/course-catalogue.server";

/** The page routes' sitemap entries, then each live course's page (docs/product.md, "Courses, batches and seats"). */
export async function loader() {
  const origin = getConfig().publicOrigin;
  const coursePaths = (await courseSlugs()).map((slug) => paths.course(slug));
  const urls = [...sitemapPaths, ...coursePaths].map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
