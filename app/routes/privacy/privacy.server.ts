/**
 * The server half of `route.tsx` (its loader): the notice names the company from content/site.ts as page data, so
 * that the browser build does not reach that module from this page; the root alone loads it, inside the root's own
 * file (the JavaScript budgets, decision record 0045; decisions 0028 and 0049).
 */
import { company } from "~/content/site";

export function loader() {
  return { company: { name: company.name, email: company.email } };
}
