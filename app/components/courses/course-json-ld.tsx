import { useNonce } from "~/hooks/use-nonce";
import { SITE_NAME } from "~/lib/page-meta";
import type { Course } from "~/content/courses";
import { MODE_LABELS, type BatchModeName } from "~/lib/batch-schedule";

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
  return <JsonLd data={data} nonce={nonce} />;
}

/** A course's page: schema.org Course with a CourseInstance per upcoming batch. */
export function CoursePageJsonLd({
  course,
  url,
  batches,
}: {
  course: Course;
  url: string;
  batches: { startsOn: string; endsOn: string; mode: BatchModeName; city: string | null; price: string }[];
}) {
  const nonce = useNonce();
  const data = {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    provider: { "@type": "Organization", name: SITE_NAME },
    offers: {
      "@type": "Offer",
      category: course.price === "$0" ? "Free" : "Paid",
      price: course.price.slice(1),
      priceCurrency: "USD",
    },
    hasCourseInstance: batches.map((batch) => ({
      "@type": "CourseInstance",
      courseMode: batch.mode === "online" ? "Online" : batch.mode === "hybrid" ? "Blended" : "Onsite",
      startDate: batch.startsOn,
      endDate: batch.endsOn,
      instructor: { "@type": "Person", name: course.authorName },
      ...(batch.city
        ? { location: { "@type": "Place", name: `${MODE_LABELS[batch.mode]}, ${batch.city}`, address: batch.city } }
        : {}),
      offers: { "@type": "Offer", price: batch.price.slice(1), priceCurrency: "USD" },
    })),
  };
  return <JsonLd data={data} nonce={nonce} />;
}

function JsonLd({ data, nonce }: { data: unknown; nonce: string | undefined }) {
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
