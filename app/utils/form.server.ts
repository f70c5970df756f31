import { parseWithZod, type Submission } from "@conform-to/zod/v4";
import { requestUrl } from "./request-url";
import { data } from "react-router";
import { z } from "zod";
import type { FormReply } from "~/utils/form-reply";
import { HONEYPOT_NAME } from "~/utils/honeypot";
import { readBodyBytes } from "~/utils/http.server";
import { FieldsRefusal, Refusal } from "~/utils/refusal.server";
import { firstIssue } from "~/utils/first-issue";
import { languageOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";

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
  // In the language of the page the form is on (decision 080).
  const t = () => translator(languageOfPath(requestUrl(request).pathname), "support");
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw new Refusal(415, (await t())("formNotAForm"));
  }
  const body = await readBodyBytes(request, maxBytes, (await t())("formTooLarge"));
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw new Refusal(400, (await t())("formUnreadable"));
  }
}

/**
 * A GET form's query (a list's filters): the schema's value, or the first issue's message for the
 * page to show over an empty list. Each of `names` is read as the query has it (null when absent).
 */
export function readSearchForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  names: readonly string[],
): { value: z.output<Schema>; error?: undefined } | { value?: undefined; error: string } {
  const params = requestUrl(request).searchParams;
  const parsed = schema.safeParse(
    Object.fromEntries(names.map((name) => [name, params.get(name)])),
  );
  return parsed.success ? { value: parsed.data } : { error: firstIssue(parsed.error) };
}

/**
 * A form's fields as text, each "" when left empty or not sent (an unticked box sends nothing),
 * for forms whose values a model checks with the JSON API's schema (the dashboard's tabs) or that
 * are sent on as typed ("Try it"). `extend` it with what the form itself decides, like `intent`.
 */
export function textFieldsSchema<Name extends string>(names: readonly Name[]) {
  const text = z.string().default("");
  return z.object(
    Object.fromEntries(names.map((name) => [name, text])) as Record<Name, typeof text>,
  );
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

interface SubmitFormOptions<Done> {
  /** fields never echoed back to the page (passwords) */
  hideFields?: string[];
  /** the answer to a bot that filled the honeypot: the usual success, and nothing done */
  onBot?: (form: FormData) => Done;
  maxBytes?: number;
  /**
   * also show the message of a refusal that names fields above the form, for a page that sums
   * every refusal up in one alert (the blog editor): the message is the server's to choose
   */
  summarizeFieldRefusals?: boolean;
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
  { hideFields, onBot, maxBytes, summarizeFieldRefusals = false }: SubmitFormOptions<Done> = {},
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
    const reply = refusalReply(submission, error, { hideFields, summarizeFieldRefusals });
    return data(
      { ...reply, refusedWith: error.status },
      {
        status: error.status,
        headers: error.headers,
      },
    );
  }
}

/**
 * A refusal shown by the fields it names (and above the form too when the page sums refusals
 * up), or above the form when it names none.
 */
function refusalReply(
  submission: Submission<unknown>,
  error: Refusal,
  {
    hideFields,
    summarizeFieldRefusals,
  }: Pick<SubmitFormOptions<unknown>, "hideFields" | "summarizeFieldRefusals">,
): FormReply {
  const fields = error instanceof FieldsRefusal ? error.fields : {};
  const named = Object.entries(fields).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  if (named.length === 0) return submission.reply({ formErrors: [error.message], hideFields });
  const fieldErrors = Object.fromEntries(named.map(([field, message]) => [field, [message]]));
  const formErrors = summarizeFieldRefusals ? [error.message] : undefined;
  return submission.reply({ formErrors, fieldErrors, hideFields });
}
