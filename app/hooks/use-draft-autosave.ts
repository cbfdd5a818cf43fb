import { useCallback, useEffect, useRef } from "react";
import { SECTIONS } from "~/forms/trainer-profile";
import { useUser } from "~/hooks/use-root-data";
import { draftCookieWith } from "~/lib/trainer-profile-draft";

const AUTOSAVE_AFTER_MS = 1000;

/** Writes the three forms into the trainerProfileData cookie 1 s after the last change (never an empty draft). */
export function useDraftAutosave() {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // The draft belongs to whoever is signed in as it is typed (issue 15 item 2.4).
  const owner = useUser()?.email ?? null;
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const forms = SECTIONS.flatMap((section) => {
        const form = document.getElementById(`profile-${section}`);
        return form instanceof HTMLFormElement ? [[section, new FormData(form)] as const] : [];
      });
      const cookie = draftCookieWith(document.cookie, forms, { secure: location.protocol === "https:", owner });
      if (cookie) document.cookie = cookie;
    }, AUTOSAVE_AFTER_MS);
  }, [owner]);
}
