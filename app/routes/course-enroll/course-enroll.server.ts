/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { enrollmentForm as form } from "~/forms/enrollment";
import { getUser } from "~/server/http/auth.server";
import { handleEnquiry } from "~/server/http/enquiry-action.server";
import { takeFormDraftFor } from "~/server/http/form-draft.server";
import { formDraftDefaults } from "~/lib/form-drafts";
import { upcomingBatchesByTitle } from "~/server/services/course-catalogue.server";
import { courseTitleFrom, enquiryChallenge, enrollmentDefaults } from "~/server/services/enquiries.server";

/**
 * The form starts from the signed-in user's name and e-mail, and from what was typed before signing in from it. Above
 * it, the course's upcoming batches, each a link to enrol in it on the course page (docs/product.md, "Courses,
 * batches and seats").
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const courseTitle = courseTitleFrom(new URL(request.url).searchParams);
  const [user, draft, schedule] = await Promise.all([
    getUser(request),
    takeFormDraftFor(request, "course-enroll"),
    courseTitle ? upcomingBatchesByTitle(courseTitle) : null,
  ]);
  return json(
    {
      courseTitle,
      schedule,
      challenge: enquiryChallenge(form.kind),
      defaults: { ...enrollmentDefaults(courseTitle, user), ...formDraftDefaults(draft.values) },
      signedIn: Boolean(user),
    },
    { headers: draft.headers },
  );
}

export const action = ({ request }: ActionFunctionArgs) => handleEnquiry(request, form.kind);
