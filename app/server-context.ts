import { createContext } from "react-router";

/** The Worker's bindings and execution context, available to every loader and action. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareContext>();

/** The Content-Security-Policy nonce of this request; inline scripts must carry it. */
export const nonceContext = createContext<string>("");
