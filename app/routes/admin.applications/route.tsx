import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatTime } from "~/components/admin/row-action";
import { pageMeta } from "~/lib/page-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { EmailAddress } from "~/components/email-address";
import { formatSize } from "~/forms/cv-upload";
import { loader } from "./admin-applications.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Applications · Back office",
    description: "Which trainers applied to which requirement, and the CVs trainers sent.",
    path: paths.adminApplications,
  });

export default function AdminApplications() {
  const { applications, cvs } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Applications</h1>
      <p>
        {applications.length} {applications.length === 1 ? "application" : "applications"}, newest first.
      </p>
      <AdminTable
        columns={[
          "Applied",
          "Requirement",
          "Trainer",
          "Mobile",
          "Skills",
          "Location",
          "Experience",
          "Per day",
          "LinkedIn",
          "CV",
        ]}
      >
        {applications.map((row) => (
          <tr key={row.id}>
            <td>{formatTime(row.createdAt)}</td>
            <td>
              #{row.requirementId} {row.requirementTitle}
            </td>
            <td>
              {row.trainerName ? `${row.trainerName} ` : ""}
              <a href={`mailto:${row.trainerEmail}`}>
                <EmailAddress address={row.trainerEmail} />
              </a>
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
            <td>{row.cvId ? <a href={paths.adminCv(row.cvId)}>Download CV</a> : null}</td>
          </tr>
        ))}
      </AdminTable>
      <h2 id="cvs">CVs</h2>
      <p>
        {cvs.length} {cvs.length === 1 ? "CV" : "CVs"} sent from the trainer profile page, newest first. Each trainer
        has one; a new upload replaces the old.
      </p>
      <AdminTable columns={["Uploaded", "Trainer", "File", "Size"]} labelledBy="cvs">
        {cvs.map((cv) => (
          <tr key={cv.id}>
            <td>{formatTime(cv.uploadedAt)}</td>
            <td>
              {cv.trainerName ? `${cv.trainerName} ` : ""}
              <a href={`mailto:${cv.trainerEmail}`}>
                <EmailAddress address={cv.trainerEmail} />
              </a>
            </td>
            <td>
              <a href={paths.adminCv(cv.id)}>{cv.fileName}</a>
            </td>
            <td>{formatSize(cv.sizeBytes)}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { loader };
