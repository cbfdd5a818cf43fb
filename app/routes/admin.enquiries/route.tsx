import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/page-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { EmailAddress } from "~/components/email-address";
import { loader } from "./admin-enquiries.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Enquiries · Back office",
    description: "Every enquiry sent through the site.",
    path: paths.adminEnquiries(),
  });

export default function AdminEnquiries() {
  const { formName, formNames, rows } = useLoaderData<typeof loader>();
  const csvHref = paths.adminEnquiriesCsv({ form: formName });
  return (
    <>
      <h1>Enquiries</h1>
      <Form method="get" className="form__actions" aria-label="Filter enquiries">
        <label htmlFor="form-filter">Form</label>
        <select id="form-filter" name="form" defaultValue={formName ?? ""}>
          <option value="">All forms</option>
          {formNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--secondary">
          Filter
        </button>
        <a className="btn btn--outline" href={csvHref} download>
          Download CSV
        </a>
      </Form>
      <p>
        {rows.length} {rows.length === 1 ? "enquiry" : "enquiries"}, newest first.
      </p>
      <AdminTable
        columns={[
          "Received",
          "Form",
          "Name",
          "Email",
          "Phone",
          "Subject",
          "Message",
          "Location / course",
          "Signed in as",
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <time dateTime={row.createdAt}>
                {new Date(row.createdAt).toLocaleString("en-GB", { timeZone: "UTC" })}
              </time>
            </td>
            <td>{row.formName}</td>
            <td>{row.name}</td>
            <td>
              <a href={`mailto:${row.email}`}>
                <EmailAddress address={row.email} />
              </a>
            </td>
            <td>{row.phone}</td>
            <td>{row.subject}</td>
            <td>{row.description}</td>
            <td>{[row.deliveryLocation, row.courseTitle].filter(Boolean).join(" · ")}</td>
            <td>
              <EmailAddress address={row.userEmail} />
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { loader };
