import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { company } from "~/content/site";
import { contactForm as form } from "~/forms/contact";
import { signedInContact } from "~/http/auth.server";
import { handleEnquiry } from "~/http/enquiry-action.server";
import { enquiryChallenge } from "~/services/enquiries.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { address, phone, phoneHref, email, website, websiteHref } = company;
  return json({
    challenge: enquiryChallenge(form.kind),
    defaults: await signedInContact(request),
    // Page data rather than an import: the root alone then loads content/site.ts, inside its own file (decision record 0045).
    contacts: { address, phone, phoneHref, email, website, websiteHref },
  });
}

export const action = ({ request, context }: ActionFunctionArgs) => handleEnquiry(request, form.kind, context);
