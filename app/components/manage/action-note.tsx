import { useEffect, useRef } from "react";
import { FormAnswer } from "~/components/form/form-answer";
import type { FlashMessage } from "~/http/flash.server";

/**
 * The answer to one of the manage page's or the invite page's buttons, shown where that button was (docs/product.md
 * section 4), at `id`: the button posts to the page plus `#{id}` and the redirect after an accepted one names it, so
 * without JavaScript the browser opens the page here; with it, the note takes the focus, which scrolls it into view
 * and has a screen reader read it (it is also a live region). A refusal is the error summary there (docs/product.md
 * section 5, "Where answers appear"): the page's title starts with "Error: " while it shows.
 */
export function ActionNote({ id, note }: { id: string; note: Pick<FlashMessage, "kind" | "text"> }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const refused = note.kind === "error";
  useEffect(() => {
    if (!refused) ref.current?.focus({ preventScroll: false });
  }, [note, refused]);
  if (refused) return <FormAnswer id={id} errors={[{ message: note.text }]} answer={note} />;
  return (
    <p ref={ref} id={id} tabIndex={-1} className="notice" role="status">
      {note.text}
    </p>
  );
}
