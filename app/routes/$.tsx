import { json } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/layout/not-found";
import { pageMeta } from "~/lib/page-meta";
import { staticPage } from "~/lib/route-handle";

export const handle = staticPage;

export const meta: MetaFunction = () =>
  pageMeta({ title: "Page not found", description: "The page you are looking for could not be found." });

export function loader() {
  return json(null, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
