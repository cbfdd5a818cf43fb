import type { ActionFunctionArgs } from "@remix-run/node";
import { handleDirectorySettings, toDirectorySection } from "./directory-settings.server";

/** The directory settings live on /trainer-profile; a GET here goes there. */
export const loader = () => toDirectorySection();

export function action({ request }: ActionFunctionArgs) {
  return handleDirectorySettings(request);
}
