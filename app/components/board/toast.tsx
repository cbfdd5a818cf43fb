import { useCallback, useEffect, useRef, useState } from "react";

export type Toast = { text: string; kind: "success" | "error" } | null;

/**
 * A short-lived message (the spec's green and red flashes) that hides itself after `ms`, or at once
 * when dismissed (docs/product.md section 4: the Apply message area is dismissed by clicking it).
 */
export function useToast(): [Toast, (text: string, kind: "success" | "error", ms: number) => void, () => void] {
  const [toast, setToast] = useState<Toast>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string, kind: "success" | "error", ms: number) => {
    clearTimeout(timer.current);
    setToast({ text, kind });
    timer.current = setTimeout(() => setToast(null), ms);
  }, []);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);
  return [toast, show, dismiss];
}

/** The message as one button: a click (or Enter) anywhere on it dismisses it. */
export function ToastRegion({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div className="toast-region" aria-live="assertive">
      {toast ? (
        <p className={`toast toast--${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
          <button type="button" className="toast__dismiss" onClick={onDismiss}>
            {toast.text}
            <span className="visually-hidden"> (dismiss)</span>
          </button>
        </p>
      ) : null}
    </div>
  );
}
