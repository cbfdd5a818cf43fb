import { useRouteLoaderData } from "@remix-run/react";
import type { SessionUser } from "~/infra/session.server";
import type { FlashMessage } from "~/http/flash.server";

export type RootData = {
  user: SessionUser | null;
  isAdmin: boolean;
  /** Google sign-in or the local sign-in is offered. */
  signInConfigured: boolean;
  /** The offered sign-in is the local development one (`/auth/local`), not Google. */
  localSignIn: boolean;
  flash: FlashMessage | null;
  /** This document answers a refused form POST (its title starts with "Error: "; app/lib/page-meta.ts). */
  formRefused: boolean;
};

/** The signed-in user and site-wide flags, from the root loader; safe inside error boundaries. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return (
    data ?? { user: null, isAdmin: false, signInConfigured: false, localSignIn: false, flash: null, formRefused: false }
  );
}

export function useUser(): SessionUser | null {
  return useRootData().user;
}
