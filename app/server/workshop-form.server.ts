import type { FormChallenge } from "./services/abuse.server";
import { enquiryChallenge, handleEnquiry } from "./services/enquiries.server";

/** The home page's workshop registration form: its challenge for the loader, and its action. */
export type WorkshopFormData = { challenge: FormChallenge };

export async function workshopFormLoader(_request: Request): Promise<WorkshopFormData> {
  return { challenge: enquiryChallenge("workshop") };
}

export function workshopFormAction(request: Request): Promise<Response> {
  return handleEnquiry(request, "workshop");
}
