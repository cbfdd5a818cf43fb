import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatTime } from "~/components/admin/row-action";
import { pageMeta } from "~/lib/page-meta";
import { applicationsForAdmin } from "~/server/services/applications.server";
import { requireAdmin } from "~/server/http/auth.server";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Applications · Back office",
    description: "Which trainers applied to which requirement.",
    path: "/admin/applications",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ applications: await applicationsForAdmin() });
}

export default function AdminApplications() {
  const { applications } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Applications</h1>
      <p>
        {applications.length} {applications.length === 1 ? "application" : "applications"}, newest first.
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Applied</th>
              <th scope="col">Requirement</th>
              <th scope="col">Trainer</th>
              <th scope="col">Mobile</th>
              <th scope="col">Skills</th>
              <th scope="col">Location</th>
              <th scope="col">Experience</th>
              <th scope="col">Per day</th>
              <th scope="col">LinkedIn</th>
            </tr>
          </thead>
          <tbody>
            {applications.map((row) => (
              <tr key={row.id}>
                <td>{formatTime(row.createdAt)}</td>
                <td>
                  #{row.leadId} {row.leadTitle}
                </td>
                <td>
                  {row.trainerName ? `${row.trainerName} ` : ""}
                  <a href={`mailto:${row.trainerEmail}`}>{row.trainerEmail}</a>
                </td>
                <td>{row.mobileNumber}</td>
                <td>{row.skills?.join(", ")}</td>
                <td>{row.location}</td>
                <td>{row.experience ?? ""}</td>
                <td>{row.perDayCharge ?? ""}</td>
                <td>
                  {row.linkedIn ? (
                    <a href={row.linkedIn} rel="nofollow noopener noreferrer" target="_blank">
                      Profile
                    </a>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
