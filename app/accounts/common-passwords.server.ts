import list from "~/accounts/data/common-passwords.txt?raw";

/**
 * The 10,000 most common passwords (app/accounts/data/common-passwords.txt, see app/accounts/data/README.md), as a
 * set built on first use. Server-only: the list never reaches the browser.
 */
let commonPasswords: ReadonlySet<string> | undefined;

/** True when `password` is on the list, compared without regard to case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    list
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}
