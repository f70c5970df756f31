import { createContext, type RouterContextProvider } from "react-router";
import { FLASH_MESSAGES, isFlashKey, type Flash, type FlashKey } from "./flash";
import { readCookie, serializeCookie, withSetCookies } from "./cookies.server";

/** The flash cookie: a key from FLASH_MESSAGES, kept for a minute at most. */
const FLASH_COOKIE = "unitwise_flash";
const FLASH_MAX_AGE_SECONDS = 60;

/** The Set-Cookie value that makes the next page show `key`. */
export function flashCookie(request: Request, key: FlashKey): string {
  return serializeCookie(request, FLASH_COOKIE, key, { maxAgeSeconds: FLASH_MAX_AGE_SECONDS });
}

/** Whether the request carries a flash message to show (its page is then not shared). */
export function hasFlashCookie(request: Request): boolean {
  return readCookie(request, FLASH_COOKIE) !== null;
}

/** Whether this request's flash was read (and so must be cleared by the flash middleware). */
const flashTakenContext = createContext<{ taken: boolean }>({ taken: false });

/** Reads and consumes the request's flash message, if any (the root loader does this). */
export function takeFlash(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Flash | null {
  const key = readCookie(request, FLASH_COOKIE);
  if (key === null) return null;
  context.set(flashTakenContext, { taken: true });
  return isFlashKey(key) ? { id: crypto.randomUUID(), key, ...FLASH_MESSAGES[key] } : null;
}

/** Clears a consumed flash cookie, unless the response sets a new one. */
export function commitFlash(
  request: Request,
  context: Readonly<RouterContextProvider>,
  response: Response,
): Response {
  if (!context.get(flashTakenContext).taken) return response;
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${FLASH_COOKIE}=`))) {
    return response;
  }
  return withSetCookies(response, [
    serializeCookie(request, FLASH_COOKIE, "", { maxAgeSeconds: 0 }),
  ]);
}
