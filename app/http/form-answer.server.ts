import type { AppLoadContext } from "@remix-run/node";
import type { FlashMessage } from "./flash.server";

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /**
     * Set by an action that refused its form: the page Remix renders with the answer (the document of a POST
     * without JavaScript, whose loaders share the action's context) gets a title that starts with "Error: "
     * (the root loader's `formRefused`, read by pageMeta; docs/product.md section 5, "Where answers appear").
     */
    formRefused?: boolean;
  }
}

/** Notes that this request's form was refused (a 4xx or 5xx answer with the form's errors). */
export function noteFormRefused(context: AppLoadContext): void {
  context.formRefused = true;
}

/**
 * Whether this page answers a refused form: an action of this request refused it, or a form that answers with a
 * redirect (Apply, the profile's alerts and directory settings) left its refusal as a message for its place on this
 * page (a flash naming its `target`).
 */
export const formRefused = (context: AppLoadContext, flash?: FlashMessage | null): boolean =>
  context.formRefused === true || (flash?.kind === "error" && Boolean(flash.target));

/**
 * Where a form sends the browser on another page after it was accepted. A Location without a fragment keeps the
 * fragment of the request (the Fetch standard): for a form that answers in place (useAnswerAction) that names the
 * form, which the next page does not have. "#top" names the top of any document (HTML's "scroll to the fragment").
 */
export const otherPageLocation = (target: string): string => (target.includes("#") ? target : `${target}#top`);
