import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { contactForm as form } from "~/forms/contact";
import { signedInContact } from "~/http/auth.server";
import { handleEnquiry } from "~/http/enquiry-action.server";
import { servedEnquiryChallenge } from "~/http/served-challenge.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({
    challenge: servedEnquiryChallenge(context, form.kind),
    defaults: await signedInContact(request),
  });
}

export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context);
