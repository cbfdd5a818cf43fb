import { useEffect, useRef } from "react";
import type { FlashMessage } from "~/http/flash.server";

/**
 * The answer to one of the manage page's buttons, shown where that button was (docs/product.md section 4): the redirect
 * after the action names this place (`#{id}`), so without JavaScript the browser scrolls here; with it, the note
 * takes the focus, which scrolls it into view and has a screen reader read it (it is also a live region).
 */
export function ActionNote({ note }: { note: Pick<FlashMessage, "kind" | "text"> }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, [note]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={note.kind === "error" ? "notice notice--warning" : "notice"}
      role={note.kind === "error" ? "alert" : "status"}
    >
      {note.text}
    </p>
  );
}
