import { Link } from "@remix-run/react";
import { paths } from "~/lib/paths";

export function NotFound() {
  return (
    <section className="not-found section">
      <div className="container not-found__inner">
        <img src="/images/not-found.svg" alt="" width={320} height={200} className="not-found__art" />
        <h1>Error 404!</h1>
        <p className="not-found__lead">Oops! The Page You Are Looking For Could Not Be Found</p>
        <Link to={paths.home} className="btn btn--primary">
          Go Back To Home
        </Link>
      </div>
    </section>
  );
}
