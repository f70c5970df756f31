import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormReply } from "~/utils/form-reply";
import { HONEYPOT_NAME } from "~/utils/honeypot";
import { readBodyBytes } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";

/**
 * Page forms (decision 067): an action is schema → `submitForm` → result. The post is read
 * size-capped, parsed by conform's `parseWithZod`, and every refusal (an invalid field, a
 * Refusal thrown by the work) comes back as conform's `submission.reply()` with its status.
 */

/** Enough for the longest form (two 5,000-character texts, percent-encoded) with room to spare. */
const MAX_FORM_BYTES = 128 * 1024;

/**
 * A urlencoded or multipart form post. Bytes are counted as they arrive, so a lying
 * Content-Length cannot make us buffer more than `maxBytes`. Throws Refusal 413 (too large) or
 * 415 (not a form).
 */
async function readForm(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Refusal(415, "Send the form as application/x-www-form-urlencoded");
  }
  const body = await readBodyBytes(
    request,
    maxBytes,
    "This form is too large to send. Please shorten your text.",
  );
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Refusal(400, "The form data could not be read");
  }
}

/**
 * The named fields of a form post, each as a string ("" when missing or a file), for the admin
 * operations that are not page forms with fields of their own. Throws like `readForm`.
 */
export async function readFormFields<Name extends string>(
  request: Request,
  names: readonly Name[],
  maxBytes: number = MAX_FORM_BYTES,
): Promise<Record<Name, string>> {
  const form = await readForm(request, maxBytes);
  const fields = {} as Record<Name, string>;
  for (const name of names) {
    const value = form.get(name);
    fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

/** True when a bot filled the hidden honeypot field (see `Honeypot` in components/ui/field). */
function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_NAME);
  return typeof value === "string" && value.trim() !== "";
}

/** The first message of each invalid field, for the JSON account calls' `fields`. */
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

/** A Refusal may name the fields it is about (AuthError: a taken username). */
interface DetailedRefusal extends Refusal {
  fields?: Partial<Record<string, string>>;
}

interface SubmitFormOptions<Done> {
  /** fields never echoed back to the page (passwords) */
  hideFields?: string[];
  /** the answer to a bot that filled the honeypot: the usual success, and nothing done */
  onBot?: (form: FormData) => Done;
  maxBytes?: number;
}

/**
 * Reads and parses the form, then runs `work` with the valid value. An invalid form answers 400
 * with each field's messages; a Refusal from reading (413, 415) or from `work` answers with its
 * status, its message on the form (or by the fields it names) and its headers.
 */
export async function submitForm<Schema extends z.ZodType, Done>(
  request: Request,
  schema: Schema,
  work: (value: z.output<Schema>) => Promise<Done>,
  { hideFields, onBot, maxBytes }: SubmitFormOptions<Done> = {},
) {
  let form: FormData;
  try {
    form = await readForm(request, maxBytes);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const reply: FormReply = { status: "error", error: { "": [error.message] } };
    return data({ ...reply, refusedWith: error.status }, error.status);
  }
  if (onBot && isHoneypotFilled(form)) return onBot(form);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields }), { status: 400 });
  }
  try {
    return await work(submission.value);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const reply = refusalReply(submission, error, hideFields);
    return data(
      { ...reply, refusedWith: error.status },
      {
        status: error.status,
        headers: error.headers,
      },
    );
  }
}

/** A refusal shown by the fields it names, or above the form when it names none. */
function refusalReply(
  submission: Submission<unknown>,
  error: DetailedRefusal,
  hideFields: string[] | undefined,
): FormReply {
  const named = Object.entries(error.fields ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (named.length === 0) return submission.reply({ formErrors: [error.message], hideFields });
  const fieldErrors = Object.fromEntries(named.map(([field, message]) => [field, [message]]));
  return submission.reply({ fieldErrors, hideFields });
}
