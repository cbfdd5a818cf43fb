import { useCallback, useEffect, useRef, useState } from "react";

export type Toast = { text: string; kind: "success" | "error" } | null;

/** A short-lived message (the spec's green and red flashes) that hides itself after `ms`. */
export function useToast(): [Toast, (text: string, kind: "success" | "error", ms: number) => void] {
  const [toast, setToast] = useState<Toast>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string, kind: "success" | "error", ms: number) => {
    clearTimeout(timer.current);
    setToast({ text, kind });
    timer.current = setTimeout(() => setToast(null), ms);
  }, []);
  return [toast, show];
}

export function ToastRegion({ toast }: { toast: Toast }) {
  return (
    <div className="toast-region" aria-live="assertive">
      {toast ? (
        <p className={`toast toast--${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"}>
          {toast.text}
        </p>
      ) : null}
    </div>
  );
}
