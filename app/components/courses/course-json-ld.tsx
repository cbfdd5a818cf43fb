import { useNonce } from "~/hooks/use-nonce";
import { SITE_NAME } from "~/lib/page-meta";
import type { Course } from "~/content/courses";

/** schema.org structured data: the listed courses as an ItemList of Course. */
export function CourseJsonLd({ courses }: { courses: Course[] }) {
  const nonce = useNonce();
  const data = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Course",
        name: course.title,
        description: course.description,
        provider: { "@type": "Organization", name: SITE_NAME },
        offers: {
          "@type": "Offer",
          category: course.price === "$0" ? "Free" : "Paid",
          price: course.price.slice(1),
          priceCurrency: "USD",
        },
      },
    })),
  };
  // "<" escaped so that no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    // The browser hides a nonce from the DOM after parsing, so the client render cannot match it.
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
