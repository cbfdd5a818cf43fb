import { createContext, useContext } from "react";

/** The per-request CSP nonce, given to every script tag React renders on the server. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
