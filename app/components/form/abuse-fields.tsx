import type { FieldMetadata } from "@conform-to/react";
import { useId } from "react";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, type Challenge } from "~/forms/abuse";
import { FieldError } from "./field";

/**
 * The signed form token (time-trap and captcha question) and the honeypot: a field people never see
 * or reach, which bots fill in. The field names are the contract's (app/forms/abuse.ts).
 */
export function AbuseFields({ challenge }: { challenge: Challenge }) {
  // Not derived from the token: the page cache fills the token in after the render (server/page-cache.ts).
  const honeypotId = `fax-${useId()}`;
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={challenge.token} />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/**
 * The captcha: the built-in sum (no JavaScript, no third party) answered in CAPTCHA_FIELD (`g-recaptcha-response`),
 * or Google's widget when reCAPTCHA keys are configured.
 */
export function CaptchaField({ challenge, meta }: { challenge: Challenge; meta: FieldMetadata<string | undefined> }) {
  if (challenge.kind === "recaptcha") {
    return (
      <div className="field captcha">
        <div className="g-recaptcha" data-sitekey={challenge.siteKey} />
        <script src="https://www.google.com/recaptcha/api.js" async defer />
        <FieldError meta={meta} />
      </div>
    );
  }
  return (
    <div className="field captcha">
      <label className="field__label" htmlFor={meta.id}>
        Captcha: {challenge.question}
      </label>
      <input
        id={meta.id}
        name={meta.name}
        key={challenge.token}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="captcha__input"
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
        defaultValue=""
      />
      <FieldError meta={meta} />
    </div>
  );
}
