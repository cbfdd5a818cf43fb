import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { searchCatalogue } from "~/services/course-catalogue.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await searchCatalogue(new URL(request.url).searchParams));
}
