/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { achievementCounters } from "~/content/about";
import { featuredCourses } from "~/content/courses";
import { learningObjectives, trainer, trainerVideo } from "~/content/home";
import { homeHero, workshopPitch } from "~/content/home-hero";
import { publications } from "~/content/publications";
import { testimonials } from "~/content/testimonials";
import { workshopForm as form } from "~/forms/workshop";
import { signedInContact } from "~/server/http/auth.server";
import { handleEnquiry } from "~/server/http/enquiry-action.server";
import { servedEnquiryChallenge } from "~/server/http/served-challenge.server";

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
  courses: featuredCourses,
  objectives: learningObjectives,
  testimonials,
  publications,
};

/** The sections' content and the workshop registration form's challenge; its action is the shared enquiry action. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({
    content,
    workshop: { challenge: servedEnquiryChallenge(context, form.kind), defaults: await signedInContact(request) },
  });
}

export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context);
