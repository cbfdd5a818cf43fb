import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { enrollmentForm as form } from "~/forms/enrollment";
import { getUser } from "~/http/auth.server";
import { handleEnquiry } from "~/http/enquiry-action.server";
import { formDraftFor, sentFormDraftHeaders } from "~/http/form-draft.server";
import { formDraftDefaults } from "~/lib/form-drafts";
import { upcomingBatchesByTitle } from "~/services/course-catalogue.server";
import { courseTitleFrom, enquiryChallenge, enrollmentDefaults } from "~/services/enquiries.server";

/**
 * The form starts from the signed-in user's name and e-mail, and from what was typed before signing in from it. Above
 * it, the course's upcoming batches, each a link to enrol in it on the course page (docs/product.md, "Courses,
 * batches and seats").
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const courseTitle = courseTitleFrom(new URL(request.url).searchParams);
  const [user, draft, schedule] = await Promise.all([
    getUser(request),
    formDraftFor(request, "course-enroll"),
    courseTitle ? upcomingBatchesByTitle(courseTitle) : null,
  ]);
  return json({
    courseTitle,
    schedule,
    challenge: enquiryChallenge(form.kind),
    defaults: { ...enrollmentDefaults(courseTitle, user), ...formDraftDefaults(draft) },
    signedIn: Boolean(user),
  });
}

/** The enrolment is an enquiry; once it is sent, a draft kept across the sign-in is used up. */
export async function action({ request, context }: ActionFunctionArgs) {
  const response = await handleEnquiry(request, form.kind, context);
  if (response.status < 400) {
    for (const cookie of await sentFormDraftHeaders(request, "course-enroll"))
      response.headers.append("Set-Cookie", cookie);
  }
  return response;
}
