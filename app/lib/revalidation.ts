import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * Remix loads a page's data again after an action only when the action succeeded (a 2xx or a redirect); after a
 * refusal it keeps the page as it was. A refusal because the row changed meanwhile (409: the company decided the
 * application) or is gone (404) is about data the page shows out of date, so with JavaScript the page then shows the
 * row as it is now, as the page rendered without JavaScript does (docs/product.md section 5, "Where answers appear").
 * What was typed stays: loading data again does not reset a field.
 */
export const revalidateAfterConflict: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 404 || actionStatus === 409 || defaultShouldRevalidate;

/**
 * For a page whose every refusal is about the state of what it shows (the manage page: an applicant who withdrew, a
 * step out of order, a requirement removed by a moderator): its data is loaded again after any answer to a POST.
 */
export const revalidateAfterAnyAnswer: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;
