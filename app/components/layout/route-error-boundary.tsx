import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { NotFound } from "./not-found";
import { paths } from "~/lib/paths";

const ERROR_TITLES: Record<number, string> = { 403: "Not allowed", 410: "This link no longer works" };

/**
 * The error page of one route. Every data route exports it as its `ErrorBoundary` (and the root uses it too), so
 * an error in a loader or a render replaces only that route's part of the page: the site's header and footer stay,
 * and in the back office the admin navigation stays above a failing panel. Thrown responses (403, 404, ...) say
 * what they are; anything else is our fault and says so without details (those go to the server log).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPanel
        title={ERROR_TITLES[error.status] ?? `Error ${error.status}`}
        message={typeof error.data === "string" ? error.data : error.statusText}
      />
    );
  }
  console.error(error);
  return (
    <ErrorPanel
      title="Unexpected Application Error!"
      message="Something went wrong on our side. Please try again in a moment."
    />
  );
}

function ErrorPanel({ title, message }: { title: string; message: string }) {
  return (
    <section className="section error-page">
      <div className="container">
        <h1>{title}</h1>
        <p className="error-page__message">{message}</p>
        <a className="btn btn--primary" href={paths.home}>
          Go Back To Home
        </a>
      </div>
    </section>
  );
}
