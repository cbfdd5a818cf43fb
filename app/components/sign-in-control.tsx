import { Form, Link, useLocation } from "@remix-run/react";
import { useId } from "react";
import { useRootData } from "~/hooks/use-root-data";
import type { FormDraftKey } from "~/lib/form-drafts";
import { FORM_DRAFT_FIELD, FORM_DRAFT_RETURN_FIELD, paths } from "~/lib/paths";

/*
 * The two account pages the header links to. They live here, in a module the root loads on every page, and not
 * in their forms' contracts (which would load the contracts' schemas everywhere) nor in a module of their own
 * (which, imported by the root and a few routes, would be a ~60-byte file of its own on every page: decision 0028).
 */

type SignInControlProps = {
  /** Where to come back to after signing in; the current page by default. */
  redirectTo?: string;
  label?: string;
  className?: string;
  /**
   * In a list of cards the "not configured" note would repeat on every card: compact controls keep it
   * for screen readers only (the header's control still shows it).
   */
  compact?: boolean;
};

/**
 * "Sign In" starts Google sign-in (a plain form POST, so it works without JavaScript), or opens the local
 * sign-in page where that is offered instead; signed in, it reads "Sign Out". With neither, the control
 * says that sign-in is not configured instead of failing.
 */
export function SignInControl({
  redirectTo,
  label = "Sign In",
  className = "btn btn--primary",
  compact = false,
}: SignInControlProps) {
  const { user, signInConfigured, localSignIn } = useRootData();
  const location = useLocation();
  const target = redirectTo ?? `${location.pathname}${location.search}`;
  // Several controls can share a page (header, cards), so the note's id must be unique per control.
  const noteId = useId();

  if (user) {
    return (
      <Form method="post" action={paths.signOut} className="sign-in-control">
        <button type="submit" className={className}>
          Sign Out
        </button>
      </Form>
    );
  }
  if (!signInConfigured) {
    return (
      <span className="sign-in-control sign-in-control--off">
        <button type="button" className={className} disabled aria-describedby={noteId}>
          {label}
        </button>
        <small id={noteId} className={compact ? "visually-hidden" : "sign-in-control__note"}>
          Sign-in is not configured on this site
        </small>
      </span>
    );
  }
  if (localSignIn) {
    // A GET form rather than a link, so that it is the same "Sign In" button, with or without JavaScript.
    return (
      <Form method="get" action={paths.authLocal()} className="sign-in-control">
        <input type="hidden" name="redirectTo" value={target} />
        <button type="submit" className={className}>
          {label}
        </button>
      </Form>
    );
  }
  return (
    // A full-page POST: the answer is a redirect to Google, which a fetch could not follow.
    <form method="post" action={paths.authGoogle} className="sign-in-control">
      <input type="hidden" name="redirectTo" value={target} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}

/**
 * A form's own "Sign In" (docs/product.md, "Nothing typed is lost"; decision record 0038): a submit button of the
 * form `formId` that posts the whole form to `paths.signIn`, which keeps what was typed as the browser's form
 * draft, signs in and comes back to this page, where the form is filled again. It works without JavaScript (a
 * plain submit with `formaction`) and with it (the form's own validation lets it through: components/form/use-form).
 * Signed in it renders nothing; with no sign-in offered, the sign-in control's disabled button and note.
 */
export function SignInKeepingDraft({
  draft,
  formId,
  label = "Sign In",
  className = "btn btn--primary",
  compact = false,
}: {
  /** Which form's draft this is (app/lib/form-drafts.ts). */
  draft: FormDraftKey;
  /** The id of the form whose fields go along (the button may sit outside it). */
  formId: string;
  label?: string;
  className?: string;
  compact?: boolean;
}) {
  const { user, signInConfigured } = useRootData();
  const location = useLocation();
  if (user) return null;
  if (!signInConfigured) return <SignInControl label={label} className={className} compact={compact} />;
  return (
    <span className="sign-in-control">
      <input
        type="hidden"
        form={formId}
        name={FORM_DRAFT_RETURN_FIELD}
        value={`${location.pathname}${location.search}`}
      />
      <button
        type="submit"
        form={formId}
        formAction={paths.signIn}
        formMethod="post"
        formNoValidate
        name={FORM_DRAFT_FIELD}
        value={draft}
        className={className}
      >
        {label}
      </button>
    </span>
  );
}

export function UserBadge() {
  const { user } = useRootData();
  if (!user) return null;
  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className="user-badge" title={user.email}>
      {user.picture ? (
        <img
          src={user.picture}
          alt={`${user.name}'s profile picture`}
          width={32}
          height={32}
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className="user-badge__initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <span className="user-badge__name">
        {user.name}
        <Link to={paths.myApplications} className="user-badge__link">
          My applications
        </Link>
      </span>
    </span>
  );
}
