import { HtmlValidate, type Message } from "html-validate";
import { paths } from "~/lib/paths";
import { pageRoutes, type PageRoute } from "~/lib/routes";
import { expect, test } from "../support/fixtures";
import { signedInAs, signedInAsAdmin } from "../support/session";

/**
 * Every page's server HTML (app/lib/routes.ts), as a browser without JavaScript gets it, is valid HTML by the
 * html-validate standard rules. What the framework itself writes is allowed, and only that, listed in FRAMEWORK.
 * One project (no-js) runs it: the server's HTML is the same for both.
 */

const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  // Ours on top of the standard: a <time> says its date in machine form too (its text is "May 02, 2024").
  elements: ["html5", { time: { requiredAttributes: ["datetime"] } }],
});

/**
 * What Remix writes that the standard does not allow: with streaming, React appends the scripts that carry the
 * loaders' deferred data after `</html>` (a `<script>` after the document's end, which browsers put in the body).
 */
const FRAMEWORK = {
  afterDocumentEnd: /(<\/html>)((?:<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>)*)\s*$/,
};

function withoutFrameworkTail(html: string): string {
  return html.replace(FRAMEWORK.afterDocumentEnd, "$1");
}

const describe = (message: Message, html: string) =>
  `${message.ruleId}: ${message.message} at ${message.line}:${message.column}: ${html.split("\n")[message.line - 1]?.slice(Math.max(0, message.column - 80), message.column + 80)}`;

/** The local sign-in page is served by the second harness only (first-run.local-sign-in.spec.ts opens it). */
const checked = pageRoutes.filter((route) => route.access !== "local-sign-in");

async function openAs(page: Parameters<typeof signedInAs>[0], route: PageRoute) {
  if (route.access === "signed-in") await signedInAs(page, { name: "Valid Html", email: "valid-html@example.com" });
  if (route.access === "admin") await signedInAsAdmin(page);
}

for (const route of checked) {
  test(`${route.visit} is valid HTML`, async ({ page }) => {
    await openAs(page, route);
    const response = await page.request.get(route.visit);
    // The outbox's mail 1 exists once a test has mailed; before, the page is the back office's 404, checked as well.
    expect(response.status()).toBe(
      route.visit === paths.adminOutboxMail(1) ? response.status() : (route.status ?? 200),
    );
    const html = withoutFrameworkTail(await response.text());
    const report = await validator.validateString(html);
    const messages = report.results.flatMap((result) => result.messages);
    expect(messages.map((message) => describe(message, html))).toEqual([]);
  });
}
