import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EnquiryForm } from "~/components/form/enquiry-form";
import { PrivacyNotice } from "~/components/privacy-notice";
import { pageMeta } from "~/lib/page-meta";
import type { RouteHandle } from "~/lib/route-handle";
import { PageBanner } from "~/components/page-banner";
import { company } from "~/content/site";
import { contactForm as form } from "~/forms/contact";
import { action, loader } from "./contact.server";
import { paths } from "~/lib/paths";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: "Contact Us",
    description: "Ask about a course, a corporate batch or a trainer: write to Edukon Training.",
    path: paths.contact,
  });

/**
 * Kept by the page cache for visitors without cookies (server/page-cache.ts), as the home page is: the form's
 * defaults come from the session cookie and its challenge is filled in per answer (decision record 0072).
 */
export const handle: RouteHandle = { cachedWithChallenges: true };

export default function Contact() {
  const { challenge, defaults } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageBanner
        title="Contact Us"
        lead="We answer every message within one working day."
        crumbs={[{ label: "Contact" }]}
      />
      <section className="section">
        <div className="container contact-layout">
          <aside className="panel" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="panel__title">
              Get in touch
            </h2>
            <dl className="contact-details">
              <dt>Office Address</dt>
              <dd>{company.address}</dd>
              <dt>Phone Number</dt>
              <dd>
                <a href={company.phoneHref}>{company.phone}</a>
              </dd>
              <dt>Send Email</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
              <dt>Our Website</dt>
              <dd>
                <a href={company.websiteHref}>{company.website}</a>
              </dd>
            </dl>
          </aside>
          <div className="panel">
            <h2 className="panel__title">Send us a message</h2>
            <EnquiryForm form={form} challenge={reply?.challenge ?? challenge} reply={reply} defaultValue={defaults} />
            <PrivacyNotice>
              We store your message with your name, e-mail and phone so that our team can answer it; nobody else sees
              it. We keep it until you ask us to delete it.
            </PrivacyNotice>
          </div>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="quick-note-title">
        <div className="container" style={{ maxWidth: 760 }}>
          <h2 id="quick-note-title">Prefer to write it down first?</h2>
          <p>
            Jot your question here, then call or e-mail us with it. This note is not sent anywhere: it stays on your
            screen while you are on this page (without JavaScript, sending the form above clears it, so copy it first).
          </p>
          <form
            className="enquiry-form__grid"
            aria-labelledby="quick-note-title"
            onSubmit={(event) => event.preventDefault()}
          >
            <div className="field">
              <label className="field__label" htmlFor="note-name">
                Name
              </label>
              <input id="note-name" type="text" autoComplete="name" />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="note-email">
                Email
              </label>
              <input id="note-email" type="email" autoComplete="email" />
            </div>
            <div className="field field--full">
              <label className="field__label" htmlFor="note-message">
                Message
              </label>
              <textarea id="note-message" rows={4} />
            </div>
          </form>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/route-error-boundary";

export { action, loader };
