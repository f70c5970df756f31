import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Database } from "~/db/client.server";
import {
  changePasswordHash,
  createUser,
  findUserById,
  findUserByUsername,
  toSessionUser,
  storeRehashedPassword,
} from "~/models/user.server";
import type { SessionUser } from "~/models/user";
import {
  ChangePasswordSchema,
  LoginSchema,
  type ChangePasswordInput,
  type RegisterInput,
} from "./schemas.server";
import { fieldErrors } from "~/utils/form.server";
import { json, methodNotAllowed } from "~/utils/http.server";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./password.server";
import { clientAddress } from "~/utils/client-address.server";
import {
  consumeRateLimit,
  peekRateLimit,
  resetRateLimit,
  retryAfterText,
  type RateLimitResult,
  type RateLimitRule,
} from "~/models/rate-limit.server";
import { prepareSession, requireSameOrigin, type NewSession } from "./session.server";
import { FieldsRefusal } from "~/utils/refusal.server";
import {
  CEILING_MESSAGE,
  deviceCookie,
  isKnownDevice,
  LOGIN_ADDRESS_RATE_LIMIT,
  LOGIN_USERNAME_ADDRESS_RATE_LIMIT,
  LOGIN_USERNAME_CEILING,
  loginAddressKey,
  loginCeilingKey,
  loginPairKey,
} from "./login-throttle.server";

/**
 * Signing in, signing up and changing a password: the rules shared by the pages and the JSON
 * calls. remix-auth (with remix-auth-form's FormStrategy) is the authentication layer: every
 * login, from a page or from JSON, goes through its "credentials" strategy.
 */

/** Accounts one address may try to create in an hour. */
const REGISTER_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
/** Current-password checks per account in 15 minutes (a success resets it). */
export const CHANGE_PASSWORD_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

/**
 * The counter of current-password checks of one account: changing the password and deleting the
 * account share it, so guesses through either count against the same 5 per 15 minutes.
 */
export const currentPasswordKey = (userId: string) => `change-password:${userId}`;

/** One message for an unknown username and a wrong password alike. */
const INVALID_CREDENTIALS = "Invalid username or password";
const USERNAME_TAKEN = "That username is already taken";
const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/**
 * Why an account operation was refused: a Refusal that also names the fields it is about, and
 * waits `retryAfterSeconds` when throttled (the page forms and the JSON calls show both).
 */
export class AuthError extends FieldsRefusal {
  constructor(
    override readonly status: 400 | 401 | 409 | 429,
    message: string,
    fields: Partial<Record<string, string>> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(
      status,
      message,
      fields,
      retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {},
    );
    this.name = "AuthError";
  }
}

export function throttled(results: RateLimitResult[], what: string): AuthError | null {
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return null;
  const longest = refused.reduce((a, b) => (a.retryAfterSeconds >= b.retryAfterSeconds ? a : b));
  return new AuthError(
    429,
    `Too many ${what}. Please try again ${retryAfterText(longest)}.`,
    {},
    longest.retryAfterSeconds,
  );
}

/** A successful sign-in: the user, and the cookie that lets this browser past the ceiling. */
export interface SignedIn {
  user: SessionUser;
  deviceCookie: string;
}

/**
 * The credentials check behind the strategy (docs/decisions/059-sign-in-throttling.md). Attempts
 * from the address, and at this username from it, are counted before the password is hashed
 * (atomically, so a burst of parallel guesses cannot slip past them); a success clears the
 * second. Failures at the username from anywhere are counted after the check: over that
 * ceiling, only a browser that signed in to the account before may still try. An unknown
 * username costs the same hashing time as a known one.
 */
async function verifyCredentials(db: Database, form: FormData, request: Request) {
  const parsed = LoginSchema.safeParse({
    username: form.get("username") ?? "",
    password: form.get("password") ?? "",
  });
  if (!parsed.success) {
    throw new AuthError(400, "Enter your username and password", fieldErrors(parsed.error));
  }
  const { username, password } = parsed.data;
  const address = clientAddress(request);
  const pairKey = loginPairKey(username, address);
  const [byAddress, byPair, ceiling] = await Promise.all([
    consumeRateLimit(db, loginAddressKey(address), LOGIN_ADDRESS_RATE_LIMIT),
    consumeRateLimit(db, pairKey, LOGIN_USERNAME_ADDRESS_RATE_LIMIT),
    peekRateLimit(db, loginCeilingKey(username), LOGIN_USERNAME_CEILING),
  ]);
  const refusal = throttled([byAddress, byPair], "sign-in attempts");
  if (refusal) throw refusal;

  const user = await findUserByUsername(db, username);
  if (!ceiling.allowed && !(user && (await isKnownDevice(request, user)))) {
    throw new AuthError(
      429,
      `${CEILING_MESSAGE}. Please try again ${retryAfterText(ceiling)}, or from a browser you have signed in with before.`,
      {},
      ceiling.retryAfterSeconds,
    );
  }
  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await consumeRateLimit(db, loginCeilingKey(username), LOGIN_USERNAME_CEILING);
    throw new AuthError(401, INVALID_CREDENTIALS);
  }

  // Stored under older parameters: upgrade it now that the password is known.
  let passwordHash = user.passwordHash;
  if (needsRehash(passwordHash)) {
    passwordHash = await hashPassword(password);
    await storeRehashedPassword(db, user.id, passwordHash);
  }
  await resetRateLimit(db, pairKey);
  return {
    user: toSessionUser(user),
    deviceCookie: await deviceCookie(request, { id: user.id, passwordHash }),
  };
}

function authenticator(db: Database) {
  return new Authenticator<SignedIn>().use(
    new FormStrategy(({ form, request }) => verifyCredentials(db, form, request)),
    "credentials",
  );
}

/**
 * Checks a username and password through remix-auth. `fields` were read (size-capped) by the
 * caller; they reach the FormStrategy as a urlencoded form, with the original request's headers
 * (the client address and the device cookie count for the limits). Throws AuthError.
 */
export function authenticate(
  db: Database,
  request: Request,
  fields: { username: string; password: string },
): Promise<SignedIn> {
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  const formRequest = new Request(request.url, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  return authenticator(db).authenticate("credentials", formRequest);
}

/** Creates an account (no session: sign-up leads to the sign-in page). Throws AuthError. */
export async function register(
  db: Database,
  request: Request,
  input: RegisterInput,
): Promise<SessionUser> {
  const refusal = throttled(
    [await consumeRateLimit(db, `register:${clientAddress(request)}`, REGISTER_RATE_LIMIT)],
    "sign-up attempts",
  );
  if (refusal) throw refusal;
  // Checked before hashing, so a taken name costs no scrypt run; the insert checks again.
  const taken = new AuthError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
  if (await findUserByUsername(db, input.username)) throw taken;
  const user = await createUser(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
  });
  if (!user) throw taken;
  return toSessionUser(user);
}

/**
 * Changes the signed-in user's password after checking the current one. Every session of the
 * user ends, and a new one replaces the current session, in one batch. Throws AuthError.
 */
export async function changePassword(
  db: Database,
  request: Request,
  user: SessionUser,
  input: ChangePasswordInput,
): Promise<NewSession> {
  const key = currentPasswordKey(user.id);
  const refusal = throttled(
    [await consumeRateLimit(db, key, CHANGE_PASSWORD_RATE_LIMIT)],
    "password change attempts",
  );
  if (refusal) throw refusal;
  const row = await findUserById(db, user.id);
  if (!row) throw new AuthError(401, "Sign in to continue");
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw new AuthError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  if (input.newPassword.toLowerCase() === row.username.toLowerCase()) {
    const message = "Choose a password that is not your username";
    throw new AuthError(400, message, { newPassword: message });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const { id, ...session } = prepareSession(request);
  await changePasswordHash(db, user.id, passwordHash, { id, expiresAt: session.expiresAt });
  await resetRateLimit(db, key);
  return session;
}

/** Parses a change-password payload (form or JSON) with the one schema; throws AuthError 400. */
export function parseChangePassword(values: unknown): ChangePasswordInput {
  const parsed = ChangePasswordSchema.safeParse(values);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new AuthError(400, Object.values(fields)[0] ?? "Check the form", fields);
  }
  return parsed.data;
}

/** A refused account call in JSON: `{ error, fields? }` with the status (and Retry-After). */
export function authErrorResponse(error: AuthError): Response {
  const hasFields = Object.keys(error.fields).length > 0;
  return json(
    hasFields ? { error: error.message, fields: error.fields } : { error: error.message },
    { status: error.status, headers: error.headers },
  );
}

/**
 * The frame of every state-changing JSON account call: one method (POST unless told), same-origin only (403 for
 * cross-site requests); an AuthError answered with its fields and Retry-After (a Refusal is
 * the API's to answer, as everywhere).
 */
export async function accountCall(
  request: Request,
  run: () => Promise<Response>,
  method: "POST" | "DELETE" = "POST",
) {
  if (request.method !== method) return methodNotAllowed(request, [method]);
  try {
    requireSameOrigin(request);
    return await run();
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(error);
    throw error;
  }
}
