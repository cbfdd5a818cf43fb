import { splitMailText } from "~/lib/mail-text-links";

/**
 * A mail's plain text as it reads, line breaks kept; only links to our own origin are anchors
 * (app/lib/mail-text-links.ts), everything else is text that React escapes.
 */
export function MailText({ text, origin }: { text: string; origin: string }) {
  return (
    <pre className="admin-mail__text">
      {splitMailText(text, origin).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href}>
            {part.href}
          </a>
        ) : (
          part.text
        ),
      )}
    </pre>
  );
}
