import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminAnswerNote, useAdminAnswers } from "~/components/admin/admin-answer";
import { formatTime, RowAction } from "~/components/admin/row-action";
import { ADMIN_PLACES } from "~/forms/admin-answer";
import { pageMeta } from "~/lib/page-meta";
import { AdminTable } from "~/components/admin/admin-table";
import { EmailAddress } from "~/components/email-address";
import { action, loader } from "./admin-outbox.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Outbox · Back office",
    description: "Every e-mail the site sends, and its state.",
    path: paths.adminOutbox,
  });

export default function AdminOutbox() {
  const { mails } = useLoaderData<typeof loader>();
  const answers = useAdminAnswers(mails.map((mail) => ADMIN_PLACES.mail(mail.id)));
  return (
    <>
      <h1>Outbox</h1>
      <AdminAnswerNote answer={answers.lost} />
      <p>
        The last {mails.length} mails, newest first. A failed mail has used up its attempts; Retry queues it again. A
        held mail waits for an SMTP server (SMTP_URL) and goes out once one is configured. Open a subject to read the
        mail.
      </p>
      <AdminTable columns={["Queued", "To", "Subject", "State", "Attempts", "Last error", "Sent", "Actions"]}>
        {mails.map((mail) => (
          <tr key={mail.id}>
            <td>{formatTime(mail.createdAt)}</td>
            <td>
              <EmailAddress address={mail.toAddress} />
            </td>
            <td id={`mail-${mail.id}`}>
              <Link to={paths.adminOutboxMail(mail.id)}>{mail.subject}</Link>
            </td>
            <td>
              <span className={`badge badge--${mail.status}`}>{mail.status}</span>
            </td>
            <td>{mail.attempts}</td>
            <td>{mail.lastError}</td>
            <td>{formatTime(mail.sentAt)}</td>
            <td className="admin-actions">
              {/* One child: below 768 px the cell is a grid of its label and its value. */}
              {answers.at(ADMIN_PLACES.mail(mail.id)) || mail.status === "failed" ? (
                <div>
                  <AdminAnswerNote answer={answers.at(ADMIN_PLACES.mail(mail.id))} />
                  {mail.status === "failed" ? (
                    <RowAction
                      intent="retry"
                      id={mail.id}
                      place={ADMIN_PLACES.mail(mail.id)}
                      label="Retry"
                      describedBy={`mail-${mail.id}`}
                    />
                  ) : null}
                </div>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
