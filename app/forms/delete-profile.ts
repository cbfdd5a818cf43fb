/** "Delete my profile" (docs/product.md section 10, the marketplace loop): a confirmation page at this path, whose form posts back to it. */

export const CONFIRM_FIELD = "confirm";
export const CONFIRM_VALUE = "delete";

export const PROFILE_DELETED_MESSAGE =
  "Your trainer profile, your CV and your contact details on your applications are deleted, and you are signed out.";
export const CONFIRM_NEEDED_MESSAGE = "Please confirm with the “Yes, delete my profile” button.";
