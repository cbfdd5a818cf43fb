/**
 * Where the local sign-in lives (docs/decisions/0012-local-sign-in.md). Apart from its form's contract
 * (app/forms/local-sign-in.ts) because the header's Sign In control links here on every page, and the
 * contract's schema should load only on the sign-in page itself.
 */
export const LOCAL_SIGN_IN_PATH = "/auth/local";
