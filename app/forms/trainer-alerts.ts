/**
 * Trainer alerts' contract (docs/product.md section 10, the marketplace loop): the checkbox on /trainer-profile, its own small form, and the
 * one-click unsubscribe page.
 */

export const ALERTS_FIELD = "alerts";
export const ALERTS_LABEL = "Email me new requirements that match my skills";

export const ALERTS_ON_MESSAGE =
  "Alerts are on: we will mail you new requirements that match your skills, at most once a day.";
export const ALERTS_OFF_MESSAGE = "Alerts are off: we will not mail you new requirements.";
export const ALERTS_NEED_PROFILE =
  "Please save your Basic info (with your skills) first: alerts match requirements against your saved skills.";
export const ALERTS_TARGET = "alerts";

export const UNSUBSCRIBED_MESSAGE = "You are unsubscribed: we will not mail you new requirements any more.";
export const UNSUBSCRIBE_BAD_LINK =
  "This unsubscribe link is not valid. Please use the link from your latest alert mail, or turn alerts off on your trainer profile.";
