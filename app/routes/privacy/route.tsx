import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageBanner } from "~/components/page-banner";
import { company } from "~/content/site";
import { pageMeta } from "~/lib/page-meta";
import { staticPage } from "~/lib/route-handle";
import { paths } from "~/lib/paths";

export const handle = staticPage;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Privacy Notice",
    description:
      "What Edukon Training stores about you, who sees it, how long it is kept and how to delete it: enquiries, requirements, trainer profiles, CVs, applications, sessions and mails.",
    path: paths.privacy,
  });

/**
 * The full privacy notice (docs/product.md section 10, the marketplace loop): the short notices under the forms link here. Plain words, for this
 * site as it works; docs/product.md names the same rules.
 */
export default function Privacy() {
  return (
    <>
      <PageBanner
        title="Privacy Notice"
        lead="What we keep about you, who sees it, for how long, and how to delete it."
        crumbs={[{ label: "Privacy" }]}
      />
      <section className="section">
        <div className="container privacy-page" style={{ maxWidth: 820 }}>
          <p>
            {company.name} runs this site. We keep only what a form or a feature needs, we never sell it, and we show it
            to nobody outside our team except where this page says so.
          </p>

          <h2>Enquiries and messages</h2>
          <p>
            When you send the contact, enrolment or workshop form we store your name, e-mail, phone and message, and the
            address your request came from, so that our team can answer and spot abuse. Only our team sees them. We mail
            you a short acknowledgement. They are kept until you ask us to delete them.
          </p>

          <h2>Training requirements (companies)</h2>
          <p>
            A requirement you post is stored with your name, e-mail and phone. Our team reviews it before it is
            published. Trainers then see the requirement&apos;s topic, title, details and delivery location, and how
            many trainers applied, but never your contact details. The private link in your confirmation mail shows you
            who applied (their profile, without their contact details); when you shortlist a trainer, you and that
            trainer receive each other&apos;s name, e-mail and phone. A published requirement closes by itself after 30
            days unless you keep it open. With the same private link you can close it at any time, or delete it together
            with your details.
          </p>

          <h2>Trainer profiles and CVs</h2>
          <p>
            Your trainer profile is stored with the e-mail you signed in with: contact details, skills, experience,
            languages, availability and the rest of the form. Our team sees it. What you type before saving is kept in
            this browser only (a cookie, for 7 days). A CV you upload is seen only by our team. Both stay until you
            delete them with <strong>Delete my profile</strong> on your trainer profile.
          </p>
          <p>
            Only if you tick <strong>Show my profile to companies</strong>, anyone can read your public page in the{" "}
            <Link to={paths.trainers()}>trainer directory</Link>: your name, skills, experience, languages, training
            mode, city and the verified reviews of companies that engaged you, never your e-mail or phone, and your
            per-day charge only if you tick that too. Untick it and the page is gone at once. Deleting your profile also
            removes your name from the reviews about you and hides your replies.
          </p>

          <h2>Applications</h2>
          <p>
            When you apply, the company sees your name, skills, training mode, per-day charge, languages and experience,
            not your e-mail or phone. Your contact details are shared only if the company shortlists you, and then you
            receive the company&apos;s too. <Link to={paths.myApplications}>My applications</Link> shows where each
            application stands, and you can withdraw one while it is still only sent. If you delete your profile, your
            applications lose your e-mail and mobile number and remain only as a number in our counts.
          </p>

          <h2>Requirement alerts</h2>
          <p>
            Alerts are off unless you turn them on. Then we mail you, at most once a day, the new requirements that
            match your saved skills. Every alert has a one-click unsubscribe link that needs no sign-in.
          </p>

          <h2>Sign-in and sessions</h2>
          <p>
            Signing in with Google gives us your name, e-mail and profile picture. A session cookie holds a random
            number; we store only its fingerprint, with your name and e-mail, for up to 30 days (8 hours for our
            administrators). Signing out ends it on every browser. Rate limits and spam checks store only scrambled
            fingerprints of addresses, never the addresses themselves, and forget them within minutes.
          </p>

          <h2>Mails</h2>
          <p>
            Every mail we send (acknowledgements, application and shortlist mails, alerts) is written to our outbox
            first and kept there as a record of what was sent, seen only by our team.
          </p>

          <h2>Deleting your data</h2>
          <ul>
            <li>
              Trainers: <strong>Delete my profile</strong> on your{" "}
              <Link to={paths.trainerProfile}>trainer profile</Link> deletes your profile and CV at once, removes your
              contact details from your applications and signs you out.
            </li>
            <li>
              Companies: <strong>Delete this requirement and my details</strong> on the private page linked from your
              confirmation mail removes your requirement&apos;s personal data; the trainers who applied are told it was
              withdrawn.
            </li>
            <li>Anything else (an enquiry, a mail record): write to us and we delete it.</li>
          </ul>

          <h2>Contact</h2>
          <p>
            Questions or requests about your data: <a href={`mailto:${company.email}`}>{company.email}</a>, or{" "}
            <Link to={paths.contact}>our contact form</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
