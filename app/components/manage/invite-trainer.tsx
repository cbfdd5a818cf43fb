import { Form, Link } from "@remix-run/react";
import { INVITE_FIELDS, INVITE_LABELS } from "~/forms/invite-trainer";
import { DIRECTORY_TEXTS } from "~/forms/trainer-directory";
import { paths } from "~/lib/paths";

/**
 * The manage page's way into the directory (decision record 0047): a GET search that opens the invite page with the
 * directory's trainers and an Invite button each. A plain form, so it works without JavaScript.
 */
export function InviteTrainer({ token }: { token: string }) {
  return (
    <section className="panel stack" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{INVITE_LABELS.heading}</h2>
      <p>
        Trainers in our <Link to={paths.trainers()}>directory</Link> chose to be found. Invite one and we mail them a
        link to your requirement on the board; no contact details go either way until you shortlist.
      </p>
      <Form
        method="get"
        action={paths.requirementInvite(token)}
        role="search"
        aria-label={INVITE_LABELS.search}
        className="stack"
      >
        <div className="field">
          <label htmlFor="invite-q" className="field__label">
            {INVITE_LABELS.search}
          </label>
          <input
            id="invite-q"
            type="search"
            name={INVITE_FIELDS.q}
            placeholder={DIRECTORY_TEXTS.placeholder}
            maxLength={100}
          />
        </div>
        <button type="submit" className="btn btn--secondary">
          {INVITE_LABELS.find}
        </button>
      </Form>
    </section>
  );
}
