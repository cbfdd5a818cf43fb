import { useRouteLoaderData } from "@remix-run/react";
import type { SessionUser } from "~/server/infra/session.server";
import type { FlashMessage } from "~/server/http/flash.server";

export type RootData = {
  user: SessionUser | null;
  isAdmin: boolean;
  signInConfigured: boolean;
  flash: FlashMessage | null;
};

/** The signed-in user and site-wide flags, from the root loader; safe inside error boundaries. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { user: null, isAdmin: false, signInConfigured: false, flash: null };
}

export function useUser(): SessionUser | null {
  return useRootData().user;
}
