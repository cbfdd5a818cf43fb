import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { useUser } from "~/hooks/use-root-data";
import { draftCookieWith } from "~/lib/trainer-profile-draft";

const AUTOSAVE_AFTER_MS = 1000;

/**
 * Writes the profile form into the trainerProfileData cookie 1 s after the last change (never an empty draft),
 * and at once when the page goes away before that second is up (another page, a reload, a closed tab), so that
 * the last keystrokes are in the draft too. At `beforeunload` as well as `pagehide`: a reload's request leaves
 * before `pagehide`, so a draft written only then would miss it, and the reloaded page would show (and autosave)
 * the older draft over it.
 */
export function useDraftAutosave(
  /** What the page shows before anything is typed (the saved profile or the empty form): no draft. */
  untyped: Record<string, unknown>,
) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const changed = useRef<HTMLFormElement | null>(null);
  // The draft belongs to whoever is signed in as it is typed (docs/product.md section 10).
  const owner = useUser()?.email ?? null;
  const write = useCallback(() => {
    clearTimeout(timer.current);
    const form = changed.current;
    changed.current = null;
    if (!form) return;
    const cookie = draftCookieWith(document.cookie, new FormData(form), {
      secure: location.protocol === "https:",
      owner,
      untyped,
    });
    if (cookie) document.cookie = cookie;
  }, [owner, untyped]);
  useEffect(() => {
    addEventListener("beforeunload", write);
    addEventListener("pagehide", write);
    return () => {
      removeEventListener("beforeunload", write);
      removeEventListener("pagehide", write);
      write();
    };
  }, [write]);
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      changed.current = event.currentTarget;
      clearTimeout(timer.current);
      timer.current = setTimeout(write, AUTOSAVE_AFTER_MS);
    },
    [write],
  );
}
