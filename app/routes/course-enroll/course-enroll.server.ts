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
import { courseTitleFrom, enquiryChallenge, enrollmentDefaults } from "~/server/services/enquiries.server";

/** The form starts from the signed-in user's name and e-mail, and from what was typed before signing in from it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const courseTitle = courseTitleFrom(new URL(request.url).searchParams);
  const [user, draft] = await Promise.all([getUser(request), takeFormDraftFor(request, "course-enroll")]);
  return json(
    {
      courseTitle,
      challenge: enquiryChallenge(form.kind),
      defaults: { ...enrollmentDefaults(courseTitle, user), ...formDraftDefaults(draft.values) },
      signedIn: Boolean(user),
    },
    { headers: draft.headers },
  );
}

export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context);
