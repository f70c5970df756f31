import { scrypt } from "node:crypto";
import { decodeBase64IgnorePadding, encodeBase64NoPadding } from "@oslojs/encoding";

/**
 * Password hashing with scrypt (node:crypto, through the nodejs_compat flag). Stored strings name
 * the algorithm and its parameters, PHC-style:
 *
 *   $scrypt$ln=14,r=8,p=5$<salt, base64>$<hash, base64>
 *
 * so parameters can change later: a login with a password stored under other parameters
 * rehashes it (`needsRehash`). Why these parameters: docs/decisions/030-password-hashing.md.
 */

export interface ScryptParams {
  /** log2 of N, the CPU/memory cost */
  log2N: number;
  /** block size */
  r: number;
  /** parallelization */
  p: number;
}

/**
 * One of OWASP's equivalent scrypt settings (N=2^14, r=8, p=5: 16 MiB, cost N·r·p = 655,360).
 * Workers cap scrypt at N·r·p ≤ 2^20, and the 2^17/8/1 setting would need 128 MiB, the whole
 * memory of a Worker isolate.
 */
export const CURRENT_SCRYPT_PARAMS: Readonly<ScryptParams> = { log2N: 14, r: 8, p: 5 };

/** What workerd's scrypt accepts: N·r·p ≤ 2^20. */
const MAX_SCRYPT_COST = 2 ** 20;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** NIST SP 800-63B §5.1.1.2: compare passwords as Unicode-normalized strings. */
function normalize(password: string): string {
  return password.normalize("NFKC");
}

function derive(password: string, salt: Uint8Array, params: ScryptParams): Promise<Uint8Array> {
  const N = 2 ** params.log2N;
  return new Promise((resolve, reject) => {
    scrypt(
      normalize(password),
      salt,
      KEY_BYTES,
      // maxmem: what this N and r need (128·N·r bytes), with room for the rest.
      { N, r: params.r, p: params.p, maxmem: 128 * N * params.r * 2 },
      (error, key) => (error ? reject(error) : resolve(new Uint8Array(key))),
    );
  });
}

function format(params: ScryptParams, salt: Uint8Array, hash: Uint8Array): string {
  const { log2N, r, p } = params;
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${encodeBase64NoPadding(salt)}$${encodeBase64NoPadding(hash)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Uint8Array;
  hash: Uint8Array;
}

const HASH_FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The parts of a stored hash, or null when it is not one this code can verify. */
export function parsePasswordHash(stored: string): ParsedHash | null {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return null;
  const [, log2N, r, p, salt, hash] = match;
  const params = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (params.log2N < 1 || params.r < 1 || params.p < 1) return null;
  if (2 ** params.log2N * params.r * params.p > MAX_SCRYPT_COST) return null;
  try {
    const parsed = {
      params,
      salt: decodeBase64IgnorePadding(salt ?? ""),
      hash: decodeBase64IgnorePadding(hash ?? ""),
    };
    return parsed.salt.length >= SALT_BYTES && parsed.hash.length === KEY_BYTES ? parsed : null;
  } catch {
    return null;
  }
}

/** A new salted hash of `password` with `params` (the current ones unless given). */
export async function hashPassword(
  password: string,
  params: ScryptParams = CURRENT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return format(params, salt, await derive(password, salt, params));
}

/** Whether `password` matches `stored`, compared in constant time. False for unreadable hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return constantTimeEqual(candidate, parsed.hash);
}

/** True when `stored` was made with other parameters than today's: rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const { log2N, r, p } = parsed.params;
  return (
    log2N !== CURRENT_SCRYPT_PARAMS.log2N ||
    r !== CURRENT_SCRYPT_PARAMS.r ||
    p !== CURRENT_SCRYPT_PARAMS.p
  );
}

/** Compares every byte whatever the differences, so timing reveals nothing about the hash. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification without a stored hash: a login for an unknown username
 * takes as long as one with a wrong password, so timing does not reveal which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("unitwise-dummy-password");
  await verifyPassword(password, await dummyHash);
  return false;
}
