import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords.server";
import {
  CURRENT_SCRYPT_PARAMS,
  hashPassword,
  needsRehash,
  parsePasswordHash,
  verifyPassword,
} from "./password.server";

// Every test here runs scrypt at its production cost (16 MiB, about 0.1 s idle) two or three
// times: seconds when the machine is busy. The limit guards against a hang, not against load.
describe("password hashing", { timeout: 30_000 }, () => {
  it("stores scrypt with its parameters, a 128-bit salt and a 256-bit hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(parsePasswordHash(stored)?.params).toEqual(CURRENT_SCRYPT_PARAMS);
    // A new salt each time.
    expect(await hashPassword("correct horse battery staple")).not.toBe(stored);
  });

  it("stays within OWASP's scrypt recommendation and the Workers cap of N·r·p ≤ 2^20", () => {
    const { log2N, r, p } = CURRENT_SCRYPT_PARAMS;
    // OWASP's equivalent settings: N=2^17,r=8,p=1 … N=2^13,r=8,p=10 (cost × memory kept).
    const owasp: Record<number, number> = { 17: 1, 16: 2, 15: 3, 14: 5, 13: 10 };
    expect(r).toBeGreaterThanOrEqual(8);
    expect(p).toBeGreaterThanOrEqual(owasp[log2N] ?? Infinity);
    expect(2 ** log2N * r * p).toBeLessThanOrEqual(2 ** 20);
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", stored)).toBe(false);
  });

  it("compares Unicode-normalized passwords (NFKC)", async () => {
    const composed = "caf\u00e9 au lait";
    const decomposed = "cafe\u0301 au lait";
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it("asks for a rehash of passwords stored with other parameters", async () => {
    const old = await hashPassword("correct horse battery staple", { log2N: 10, r: 8, p: 1 });
    expect(await verifyPassword("correct horse battery staple", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword("x"))).toBe(false);
  });

  it("rejects hashes it cannot verify, including parameters over the cap", async () => {
    const stored = await hashPassword("pw");
    const salt = stored.split("$")[3];
    const hash = stored.split("$")[4];
    for (const bad of [
      "",
      "plaintext",
      `$pbkdf2-sha256$i=100000$${salt}$${hash}`,
      `$scrypt$ln=18,r=8,p=1$${salt}$${hash}`, // 2^21 > cap
      `$scrypt$ln=14,r=8,p=5$${salt}$${hash?.slice(0, 10)}`,
      `$scrypt$ln=0,r=8,p=5$${salt}$${hash}`,
    ]) {
      expect(parsePasswordHash(bad), bad).toBeNull();
      expect(await verifyPassword("pw", bad), bad).toBe(false);
    }
  });
});

describe("the common-password list", () => {
  it("holds the top 10,000, compared without regard to case", () => {
    for (const password of ["123456", "password", "qwerty", "iloveyou", "sunshine"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("PASSWORD")).toBe(true);
    // The last entries of the list are there too.
    expect(isCommonPassword("bubbles1")).toBe(true);
    expect(isCommonPassword("correct horse battery staple")).toBe(false);
  });
});
