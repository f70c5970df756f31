import { z } from "zod";
import type { Translate } from "~/i18n/localization";
import { MESSAGE_LIMITS } from "./limits";

/**
 * What visitors may send through the contact and bug-report forms. One schema per form, used by
 * the route action and by any JSON endpoint alike, its messages in the page's language (`t`, the
 * `support` area's words; decision 080). Server-side only in practice: pages import the limits
 * from ./limits so zod stays out of the browser bundle.
 */

type Words = Translate<"support">;

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

/** "… must be at most 5,000 characters", with the number as the language writes it. */
const limit = (t: Words, key: Parameters<Words>[0], max: number, tag: string) =>
  t(key, { max: max.toLocaleString(tag) });

function emailSchema(t: Words, tag: string) {
  return z
    .string({ error: t("formEmailMissing") })
    .trim()
    .min(1, t("formEmailMissing"))
    .max(MESSAGE_LIMITS.email, limit(t, "formEmailTooLong", MESSAGE_LIMITS.email, tag))
    .pipe(z.email(t("formEmailInvalid")));
}

export function contactMessageSchema(t: Words, tag: string) {
  return z.object({
    firstName: requiredText(
      MESSAGE_LIMITS.name,
      t("formFirstNameMissing"),
      limit(t, "formFirstNameTooLong", MESSAGE_LIMITS.name, tag),
    ),
    lastName: optionalText(
      MESSAGE_LIMITS.name,
      limit(t, "formLastNameTooLong", MESSAGE_LIMITS.name, tag),
    ),
    email: emailSchema(t, tag),
    subject: requiredText(
      MESSAGE_LIMITS.subject,
      t("formSubjectMissing"),
      limit(t, "formSubjectTooLong", MESSAGE_LIMITS.subject, tag),
    ),
    message: requiredText(
      MESSAGE_LIMITS.message,
      t("formMessageMissing"),
      limit(t, "formMessageTooLong", MESSAGE_LIMITS.message, tag),
    ),
  });
}

export type ContactMessageField = keyof z.input<ReturnType<typeof contactMessageSchema>>;

export function bugReportSchema(t: Words, tag: string) {
  const description = limit(t, "formDescriptionTooLong", MESSAGE_LIMITS.message, tag);
  return z.object({
    name: requiredText(
      MESSAGE_LIMITS.name,
      t("formNameMissing"),
      limit(t, "formNameTooLong", MESSAGE_LIMITS.name, tag),
    ),
    email: emailSchema(t, tag),
    page: optionalText(MESSAGE_LIMITS.page, limit(t, "formPageTooLong", MESSAGE_LIMITS.page, tag)),
    whatHappened: requiredText(MESSAGE_LIMITS.message, t("formWhatHappenedMissing"), description),
    expected: optionalText(MESSAGE_LIMITS.message, description),
  });
}

export type BugReport = z.output<ReturnType<typeof bugReportSchema>>;
export type BugReportField = keyof z.input<ReturnType<typeof bugReportSchema>>;
