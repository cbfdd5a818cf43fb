/**
 * The home page's workshop registration form (issue 3 builds it): what its loader needs (the
 * captcha challenge, the time-trap token) and its action. Placeholder until that issue lands.
 */
export type WorkshopFormData = Record<string, never>;

export async function workshopFormLoader(_request: Request): Promise<WorkshopFormData> {
  return {};
}

export async function workshopFormAction(_request: Request): Promise<Response> {
  throw new Response("The workshop registration form is not open yet.", { status: 405 });
}
