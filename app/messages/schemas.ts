import { z } from "zod";
import { MESSAGE_LIMITS } from "./limits";

/**
 * What visitors may send through the contact and bug-report forms. One schema per form, used by
 * the route action and by any JSON endpoint alike. Server-side only in practice: pages import
 * the limits from ./message-limits so zod stays out of the browser bundle.
 */

/** Browsers submit textarea line breaks as CRLF: count each as one character, as they do. */
const normalizeLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");

function requiredText(max: number, missing: string, tooLong: string) {
  return z
    .string({ error: missing })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, missing)
    .max(max, tooLong);
}

function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? "");
}

const limit = (what: string, max: number) =>
  `${what} must be at most ${max.toLocaleString("en-US")} characters`;

const EmailSchema = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(MESSAGE_LIMITS.email, limit("Email address", MESSAGE_LIMITS.email))
  .pipe(z.email("Enter a valid email address, like name@example.com"));

export const ContactMessageSchema = z.object({
  firstName: requiredText(
    MESSAGE_LIMITS.name,
    "Enter your first name",
    limit("First name", MESSAGE_LIMITS.name),
  ),
  lastName: optionalText(MESSAGE_LIMITS.name, limit("Last name", MESSAGE_LIMITS.name)),
  email: EmailSchema,
  subject: requiredText(
    MESSAGE_LIMITS.subject,
    "Enter a subject",
    limit("Subject", MESSAGE_LIMITS.subject),
  ),
  message: requiredText(
    MESSAGE_LIMITS.message,
    "Write your message",
    limit("Message", MESSAGE_LIMITS.message),
  ),
});

export type ContactMessageField = keyof z.input<typeof ContactMessageSchema>;

export const BugReportSchema = z.object({
  name: requiredText(MESSAGE_LIMITS.name, "Enter your name", limit("Name", MESSAGE_LIMITS.name)),
  email: EmailSchema,
  page: optionalText(MESSAGE_LIMITS.page, limit("Page or converter", MESSAGE_LIMITS.page)),
  whatHappened: requiredText(
    MESSAGE_LIMITS.message,
    "Describe what happened",
    limit("This description", MESSAGE_LIMITS.message),
  ),
  expected: optionalText(MESSAGE_LIMITS.message, limit("This description", MESSAGE_LIMITS.message)),
});

export type BugReport = z.output<typeof BugReportSchema>;
export type BugReportField = keyof z.input<typeof BugReportSchema>;
