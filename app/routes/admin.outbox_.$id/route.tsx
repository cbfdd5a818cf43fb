import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { EmailAddress } from "~/components/email-address";
import { formatTime } from "~/components/admin/row-action";
import { MailText } from "~/components/admin/mail-text";
import { pageMeta } from "~/lib/page-meta";
import { loader } from "./mail.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ params }) =>
  pageMeta({
    title: `Mail #${params.id ?? ""} · Outbox · Back office`,
    description: "One e-mail the site sent or holds, as it reads.",
    path: paths.adminOutboxMail(params.id ?? ""),
  });

export { loader };

/** One mail in full (decision 0024): on a first run, the only place a held mail can be read. */
export default function AdminOutboxMail() {
  const { mail, attachments, origin } = useLoaderData<typeof loader>();
  const headers = Object.entries(mail.headers ?? {});
  return (
    <>
      <p>
        <Link to={paths.adminOutbox}>← Outbox</Link>
      </p>
      <h1>{mail.subject}</h1>
      <dl className="admin-mail__facts">
        <dt>To</dt>
        <dd>
          <EmailAddress address={mail.toAddress} />
        </dd>
        <dt>Reply-To</dt>
        <dd>{mail.replyTo ? <EmailAddress address={mail.replyTo} /> : "—"}</dd>
        <dt>State</dt>
        <dd>
          <span className={`badge badge--${mail.status}`}>{mail.status}</span>
        </dd>
        <dt>Attempts</dt>
        <dd>{mail.attempts}</dd>
        <dt>Last error</dt>
        <dd>{mail.lastError ?? "—"}</dd>
        <dt>Queued</dt>
        <dd>{formatTime(mail.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>{mail.sentAt ? formatTime(mail.sentAt) : "—"}</dd>
        <dt>Related to</dt>
        <dd>{mail.relatedTo ?? "—"}</dd>
        {headers.map(([name, value]) => (
          <Fragment key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
        <dt>Attachments</dt>
        <dd>
          {attachments.length === 0 ? (
            "None"
          ) : (
            <ul>
              {attachments.map((file, index) => (
                <li key={index}>
                  {file.fileName} ({file.contentType}, {file.size.toLocaleString("en-GB")} bytes)
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <section aria-labelledby="mail-text">
        <h2 id="mail-text">Mail text</h2>
        <MailText text={mail.textBody} origin={origin} />
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";
