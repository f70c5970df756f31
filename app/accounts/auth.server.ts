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
  englishAccountSchemas,
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
  type RateLimitResult,
  type RateLimitRule,
} from "~/models/rate-limit.server";
import { prepareSession, requireSameOrigin, type NewSession } from "./session.server";
import { FieldsRefusal } from "~/utils/refusal.server";
import type { MessageParams } from "~/i18n/format";
import type { MessageKey } from "~/i18n/messages";
import { ENGLISH_ACCOUNT, type AccountWords } from "./account-words.server";
import {
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

/**
 * A refusal's message as the account area's key and parameters (`retry`, when set, is filled
 * from `retryAfterSeconds`), so a page can say it in its language; the JSON API says it in
 * English.
 */
export interface AuthWords {
  key: MessageKey<"account">;
  params?: MessageParams;
}

/** "in a minute", "in about 5 minutes", "in about 2 hours" (as rate-limit.server's English). */
function retryIn(t: AccountWords, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return t("retryInAMinute");
  if (minutes < 90) return t("retryInMinutes", { minutes });
  return t("retryInHours", { hours: Math.round(minutes / 60) });
}

function wordsText(t: AccountWords, words: AuthWords, retryAfterSeconds?: number): string {
  const params = { ...words.params };
  if (retryAfterSeconds !== undefined) params.retry = retryIn(t, retryAfterSeconds);
  return t(words.key, params);
}

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
    /** the message as words of the account area, for pages in other languages */
    readonly words?: AuthWords,
  ) {
    super(
      status,
      message,
      fields,
      retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {},
    );
    this.name = "AuthError";
  }

  /** The same refusal in the words of `t` (a page's language); fields saying the message too. */
  in(t: AccountWords): AuthError {
    if (!this.words) return this;
    const message = wordsText(t, this.words, this.retryAfterSeconds);
    const fields = Object.fromEntries(
      Object.entries(this.fields).map(([name, text]) => [
        name,
        text === this.message ? message : text,
      ]),
    );
    return new AuthError(this.status, message, fields, this.retryAfterSeconds, this.words);
  }
}

/** An AuthError in English, saying `key`; `fields` name the fields it is about. */
export function authError(
  status: 400 | 401 | 409 | 429,
  key: MessageKey<"account">,
  {
    fields = [],
    params,
    retryAfterSeconds,
  }: {
    fields?: string[];
    params?: MessageParams;
    retryAfterSeconds?: number;
  } = {},
): AuthError {
  const words = { key, params };
  const message = wordsText(ENGLISH_ACCOUNT, words, retryAfterSeconds);
  const named = Object.fromEntries(fields.map((field) => [field, message]));
  return new AuthError(status, message, named, retryAfterSeconds, words);
}

/** Runs a page action's work, its AuthErrors said in the words of `t` (the page's language). */
export async function inWords<T>(t: AccountWords, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof AuthError ? error.in(t) : error;
  }
}

type ThrottledKey =
  | "errorTooManySignIns"
  | "errorTooManySignUps"
  | "errorTooManyPasswordChanges"
  | "errorTooManyPasswords";

export function throttled(results: RateLimitResult[], key: ThrottledKey): AuthError | null {
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return null;
  const longest = refused.reduce((a, b) => (a.retryAfterSeconds >= b.retryAfterSeconds ? a : b));
  return authError(429, key, { retryAfterSeconds: longest.retryAfterSeconds });
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
  const parsed = englishAccountSchemas().LoginSchema.safeParse({
    username: form.get("username") ?? "",
    password: form.get("password") ?? "",
  });
  if (!parsed.success) {
    const error = authError(400, "errorEnterCredentials");
    throw new AuthError(400, error.message, fieldErrors(parsed.error), undefined, error.words);
  }
  const { username, password } = parsed.data;
  const address = clientAddress(request);
  const pairKey = loginPairKey(username, address);
  const [byAddress, byPair, ceiling] = await Promise.all([
    consumeRateLimit(db, loginAddressKey(address), LOGIN_ADDRESS_RATE_LIMIT),
    consumeRateLimit(db, pairKey, LOGIN_USERNAME_ADDRESS_RATE_LIMIT),
    peekRateLimit(db, loginCeilingKey(username), LOGIN_USERNAME_CEILING),
  ]);
  const refusal = throttled([byAddress, byPair], "errorTooManySignIns");
  if (refusal) throw refusal;

  const user = await findUserByUsername(db, username);
  if (!ceiling.allowed && !(user && (await isKnownDevice(request, user)))) {
    throw authError(429, "errorSignInCeiling", { retryAfterSeconds: ceiling.retryAfterSeconds });
  }
  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await consumeRateLimit(db, loginCeilingKey(username), LOGIN_USERNAME_CEILING);
    // One message for an unknown username and a wrong password alike.
    throw authError(401, "errorInvalidCredentials");
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
    "errorTooManySignUps",
  );
  if (refusal) throw refusal;
  // Checked before hashing, so a taken name costs no scrypt run; the insert checks again.
  const taken = authError(409, "errorUsernameTaken", { fields: ["username"] });
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
    "errorTooManyPasswordChanges",
  );
  if (refusal) throw refusal;
  const row = await findUserById(db, user.id);
  if (!row) throw authError(401, "errorSignInToContinue");
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
    throw authError(400, "errorWrongCurrentPassword", { fields: ["currentPassword"] });
  }
  if (input.newPassword.toLowerCase() === row.username.toLowerCase()) {
    throw authError(400, "errorPasswordIsUsername", { fields: ["newPassword"] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const { id, ...session } = prepareSession(request);
  await changePasswordHash(db, user.id, passwordHash, { id, expiresAt: session.expiresAt });
  await resetRateLimit(db, key);
  return session;
}

/** Parses a change-password payload (form or JSON) with the one schema; throws AuthError 400. */
export function parseChangePassword(values: unknown): ChangePasswordInput {
  const parsed = englishAccountSchemas().ChangePasswordSchema.safeParse(values);
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
