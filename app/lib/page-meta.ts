import type { MetaDescriptor } from "@remix-run/node";

export const SITE_NAME = "Edukon Training";

/** What a page's title starts with while its form shows errors (docs/product.md section 5, "Where answers appear"). */
export const ERROR_TITLE_PREFIX = "Error: ";

type PageMetaInput = {
  title: string;
  description: string;
  path?: string;
  image?: string;
  /** The route's meta `matches`, on a page with a form: the title starts with "Error: " when it answers a refusal. */
  matches?: readonly { id: string; data: unknown }[];
};

/**
 * Whether this document answers a refused form POST (the root loader's `formRefused`, which the action notes for
 * the page rendered with it: app/http/form-answer.server.ts). With JavaScript, FormAnswer sets the title.
 */
function answersRefusal(matches: PageMetaInput["matches"]): boolean {
  const root = matches?.find((match) => match.id === "root")?.data as { formRefused?: boolean } | undefined;
  return root?.formRefused === true;
}

/** A page's title, description and Open Graph tags, one shape for every route. */
export function pageMeta({
  title,
  description,
  path,
  image = "/images/og-default.svg",
  matches,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: answersRefusal(matches) ? `${ERROR_TITLE_PREFIX}${fullTitle}` : fullTitle },
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
