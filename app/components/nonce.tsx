import { createContext, useContext } from "react";

// The CSP nonce reaches components through React context: set by entry.server on the server,
// empty in the browser (browsers hide nonce values from the DOM after parsing anyway).
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
