import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/layout/not-found";
import { pageMeta } from "~/lib/page-meta";
import { staticPage } from "~/lib/route-handle";
import { loader } from "./not-found.server";

export const handle = staticPage;

export const meta: MetaFunction = () =>
  pageMeta({ title: "Page not found", description: "The page you are looking for could not be found." });

export default function CatchAll() {
  return <NotFound />;
}

export { loader };

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
