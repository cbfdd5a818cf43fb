import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Edukon Training";

type PageMetaInput = { title: string; description: string; path?: string; image?: string };

/** A page's title, description and Open Graph tags, one shape for every route. */
export function pageMeta({
  title,
  description,
  path,
  image = "/images/og-default.svg",
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:image", content: image },
  ];
  if (path) tags.push({ property: "og:url", content: path });
  return tags;
}
