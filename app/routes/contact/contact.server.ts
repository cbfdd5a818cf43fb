/**
 * The server half of `route.tsx` (its loader and action): the route reaches server code only through this module, so
 * the browser build inlines Remix's empty stand-in for it instead of a shared chunk per server module (decision 0028).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { contactForm as form } from "~/forms/contact";
import { signedInContact } from "~/server/http/auth.server";
import { handleEnquiry } from "~/server/http/enquiry-action.server";
import { enquiryChallenge } from "~/server/services/enquiries.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({
    challenge: enquiryChallenge(form.kind),
    defaults: await signedInContact(request),
  });
}

export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context);
