import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { RateLimitRule } from "~/models/rate-limit.server";
import { readCookie, serializeCookie, isSecureContextRequest } from "~/utils/cookies.server";

/**
 * How sign-in guesses are throttled without letting anyone lock an owner out
 * (docs/decisions/059-sign-in-throttling.md): per address, per username from one address, and a
 * slower ceiling per username from everywhere that a browser which has signed in to the account
 * before (its device cookie) still passes with the right password.
 */

/** Attempts from one address, whatever the usernames, in 15 minutes. */
export const LOGIN_ADDRESS_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };
/** Attempts at one username from one address in 15 minutes (a success there resets it). */
export const LOGIN_USERNAME_ADDRESS_RATE_LIMIT: RateLimitRule = {
  limit: 5,
  windowSeconds: 15 * 60,
};
/** Failed attempts at one username from every address in an hour, before the ceiling holds. */
export const LOGIN_USERNAME_CEILING: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

export const loginAddressKey = (address: string) => `login-address:${address}`;
export const loginPairKey = (username: string, address: string) =>
  `login-pair:${username.toLowerCase()}@${address}`;
export const loginCeilingKey = (username: string) => `login-ceiling:${username.toLowerCase()}`;

/** What a device cookie is made from: the account and its current password hash. */
interface DeviceAccount {
  id: string;
  passwordHash: string;
}

const DEVICE_COOKIE_SECURE = "__Host-unitwise_device";
const DEVICE_COOKIE_LOCAL = "unitwise_device";
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function deviceCookieName(request: Request): string {
  return isSecureContextRequest(request) ? DEVICE_COOKIE_SECURE : DEVICE_COOKIE_LOCAL;
}

/**
 * The MAC of a device token, keyed by the account's password hash: a secret only the server
 * holds, so no secret to configure, and a password change retires every device cookie.
 */
async function deviceMac(user: DeviceAccount, nonce: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(user.passwordHash),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(`${user.id}.${nonce}`),
  );
  return new Uint8Array(mac);
}

/** The Set-Cookie value that marks this browser as one that signed in to `user`. */
export async function deviceCookie(request: Request, user: DeviceAccount): Promise<string> {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const nonce = encodeBase64urlNoPadding(bytes);
  const mac = encodeBase64urlNoPadding(await deviceMac(user, nonce));
  return serializeCookie(request, deviceCookieName(request), `${user.id}.${nonce}.${mac}`, {
    maxAgeSeconds: DEVICE_COOKIE_SECONDS,
  });
}

/** Whether the request comes from a browser that signed in to `user` (since its last password). */
export async function isKnownDevice(request: Request, user: DeviceAccount): Promise<boolean> {
  const parts = readCookie(request, deviceCookieName(request))?.split(".") ?? [];
  const [id, nonce, mac] = parts;
  if (parts.length !== 3 || id !== user.id || !nonce || !mac) return false;
  const expected = encodeBase64urlNoPadding(await deviceMac(user, nonce));
  if (mac.length !== expected.length) return false;
  // Every character compared, so the time taken says nothing about how much of it matched.
  let difference = 0;
  for (let i = 0; i < mac.length; i++) difference |= mac.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}
