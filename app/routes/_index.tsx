import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { pageMeta, SITE_NAME } from "~/components/meta";

export const meta: MetaFunction = () =>
  pageMeta({
    title: SITE_NAME,
    description: "Corporate IT training in cloud, DevOps and data, and a marketplace where companies meet trainers.",
    path: "/",
  });

export default function Home() {
  return (
    <section className="section">
      <div className="container">
        <h1>Corporate IT training that sticks</h1>
        <p>Browse our courses, post a training requirement, or find requirements that match your skills.</p>
        <p>
          <Link className="btn btn--primary" to="/course">
            Browse courses
          </Link>
        </p>
      </div>
    </section>
  );
}
