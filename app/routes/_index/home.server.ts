import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { achievementCounters } from "~/content/about";
import { homeHero, learningObjectives, trainer, trainerVideo, workshopPitch } from "~/content/home";
import { publications } from "~/content/publications";
import { testimonials } from "~/content/testimonials";
import { workshopForm as form } from "~/forms/workshop";
import { signedInContact } from "~/http/auth.server";
import { handleEnquiry } from "~/http/enquiry-action.server";
import { servedEnquiryChallenge } from "~/http/served-challenge.server";
import { featuredCourses } from "~/services/course-catalogue.server";

/**
 * The sections' sample content, sent as page data rather than bundled into the page's script: the browser needs it
 * only to hydrate what the server rendered (the JavaScript budgets, decision records 0045 and 0049).
 */
const content = {
  hero: homeHero,
  workshop: workshopPitch,
  trainer,
  trainerVideo,
  counters: achievementCounters,
  objectives: learningObjectives,
  testimonials,
  publications,
};

/** The sections' content and the workshop registration form's challenge; its action is the shared enquiry action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({
    // The carousel's courses come from the catalogue (docs/product.md, "Courses, batches and seats"); this page is
    // kept by the page cache, which drops it when the catalogue's version is announced (decision record 0062).
    content: { ...content, courses: await featuredCourses() },
    workshop: { challenge: servedEnquiryChallenge(context, form.kind), defaults: await signedInContact(request) },
  });
}

export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context);
