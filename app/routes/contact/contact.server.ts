import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { contactForm as form } from "~/forms/contact";
import { signedInContact } from "~/http/auth.server";
import { handleEnquiry } from "~/http/enquiry-action.server";
import { enquiryChallenge } from "~/services/enquiries.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({
    challenge: enquiryChallenge(form.kind),
    defaults: await signedInContact(request),
  });
}

export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context);
