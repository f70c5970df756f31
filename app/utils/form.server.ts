import type { z } from "zod";
import { HONEYPOT_NAME } from "~/utils/honeypot";
import { readBodyBytes } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";

/**
 * Reading HTML form posts in actions: a size-capped body, the named fields as trimmed-later
 * strings, zod issues turned into one message per field, and the honeypot check.
 */

/** Enough for the longest form (two 5,000-character texts, percent-encoded) with room to spare. */
export const MAX_FORM_BYTES = 128 * 1024;

/**
 * The named fields of a urlencoded or multipart form post, each as a string ("" when missing or
 * a file). Bytes are counted as they arrive, so a lying Content-Length cannot make us buffer
 * more than `maxBytes`. Throws Refusal 413 (too large) or 415 (not a form).
 */
export async function readFormFields<Name extends string>(
  request: Request,
  names: readonly Name[],
  maxBytes: number = MAX_FORM_BYTES,
): Promise<Record<Name, string>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Refusal(415, "Send the form as application/x-www-form-urlencoded");
  }
  const body = await readBodyBytes(
    request,
    maxBytes,
    "This form is too large to send. Please shorten your text.",
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Refusal(400, "The form data could not be read");
  }
  const fields = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

/** True when a bot filled the hidden honeypot field (see `Honeypot` in components/ui/field). */
export function isHoneypotFilled(fields: Partial<Record<string, string>>): boolean {
  return (fields[HONEYPOT_NAME] ?? "").trim() !== "";
}

/** The first message of each invalid field, for showing next to the field. */
export function fieldErrors<Field extends string>(
  error: z.ZodError,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}
