import { z } from "zod";
import { ACCOUNT_LIMITS, USERNAME_PATTERN } from "./limits";
import { isCommonPassword } from "./common-passwords.server";
import { ENGLISH_ACCOUNT, type AccountWords } from "./account-words.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * What the account forms and the JSON calls of docs/product.md#account-api accept: one schema per
 * form, used by the page action and the JSON endpoint alike. Server-only (the password rule reads
 * the list of common passwords); pages take their limits from ./account-limits. The messages are
 * the account area's: English for the JSON API, the page's language for a page
 * (`accountSchemasIn`).
 */

/** Characters as people count them: code points, so an emoji is one and not two. */
const length = (value: string) => [...value].length;

/** The account forms' schemas, their messages in the words of `t`. */
function accountSchemas(t: AccountWords) {
  const { usernameMin, usernameMax, passwordMin, passwordMax } = ACCOUNT_LIMITS;

  const UsernameSchema = z
    .string({ error: t("errorUsernameMissing") })
    .trim()
    .min(1, t("errorUsernameMissing"))
    .min(usernameMin, t("errorUsernameTooShort", { min: usernameMin }))
    .max(usernameMax, t("errorUsernameTooLong", { max: usernameMax }))
    .regex(USERNAME_PATTERN, t("errorUsernameCharacters"));

  /** At login any stored username may be typed: only presence and a sane length are checked. */
  const LoginUsernameSchema = z
    .string({ error: t("errorLoginUsernameMissing") })
    .trim()
    .min(1, t("errorLoginUsernameMissing"))
    .max(usernameMax, t("errorInvalidCredentials"));

  /** Any password up to the maximum: no composition rules (NIST SP 800-63B), paste allowed. */
  const passwordSchema = (missing: string) =>
    z
      .string({ error: missing })
      .min(1, missing)
      .refine((value) => length(value) <= passwordMax, {
        error: t("errorPasswordTooLong", { max: passwordMax }),
        abort: true,
      });

  /** A password being chosen: long enough, and not one of the most common ones. */
  const newPasswordSchema = (missing: string) =>
    passwordSchema(missing)
      .refine((value) => length(value) >= passwordMin, {
        error: t("errorPasswordTooShort", { min: passwordMin }),
        abort: true,
      })
      .refine((value) => !isCommonPassword(value), { error: t("errorPasswordCommon") });

  const optionalText = (max: number, message: string) =>
    z
      .string()
      .trim()
      .max(max, message)
      .optional()
      .transform((value) => value || null);

  const LoginSchema = z.object({
    username: LoginUsernameSchema,
    password: passwordSchema(t("errorPasswordMissing")),
  });

  /**
   * Registration: the payload of docs/product.md#account-api (username, password, optional
   * email, firstName, lastName) plus the form's confirmPassword, which must match when it is sent
   * (the JSON call may omit it).
   */
  const RegisterSchema = z
    .object({
      firstName: optionalText(
        ACCOUNT_LIMITS.name,
        t("errorFirstNameTooLong", { max: ACCOUNT_LIMITS.name }),
      ),
      lastName: optionalText(
        ACCOUNT_LIMITS.name,
        t("errorLastNameTooLong", { max: ACCOUNT_LIMITS.name }),
      ),
      username: UsernameSchema,
      email: z
        .string()
        .trim()
        .max(ACCOUNT_LIMITS.email, t("errorEmailTooLong", { max: ACCOUNT_LIMITS.email }))
        .pipe(z.union([z.literal(""), z.email(t("errorEmailInvalid"))]))
        .optional()
        .transform((value) => value || null),
      password: newPasswordSchema(t("errorNewAccountPasswordMissing")),
      confirmPassword: z.string().optional(),
    })
    .superRefine((input, context) => {
      if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: t("errorPasswordsDontMatch"),
        });
      }
      if (input.password.toLowerCase() === input.username.toLowerCase()) {
        context.addIssue({
          code: "custom",
          path: ["password"],
          message: t("errorPasswordIsUsername"),
        });
      }
    });

  const ChangePasswordSchema = z
    .object({
      currentPassword: passwordSchema(t("errorCurrentPasswordMissing")),
      newPassword: newPasswordSchema(t("errorNewPasswordMissing")),
      confirmPassword: z
        .string({ error: t("errorConfirmMissing") })
        .min(1, t("errorConfirmMissing")),
    })
    .superRefine((input, context) => {
      if (input.confirmPassword !== input.newPassword) {
        context.addIssue({
          code: "custom",
          path: ["confirmPassword"],
          message: t("errorPasswordsDontMatch"),
        });
      } else if (input.newPassword === input.currentPassword) {
        context.addIssue({
          code: "custom",
          path: ["newPassword"],
          message: t("errorPasswordUnchanged"),
        });
      }
    });

  return {
    LoginSchema,
    /** The sign-in page's form: the credentials, and where to go once signed in. */
    LoginPageSchema: LoginSchema.extend({ redirectTo: z.string().optional() }),
    RegisterSchema,
    ChangePasswordSchema,
    /** Deleting one's own account asks for the password again (any stored password may be typed). */
    DeleteAccountSchema: z.object({ password: passwordSchema(t("errorPasswordMissing")) }),
  };
}

export type AccountSchemas = ReturnType<typeof accountSchemas>;

/**
 * The schemas in English: the JSON API's, and the English pages'. Built at their first use, not
 * while a new isolate loads: few requests sign in (docs/decisions/085-cold-start.md).
 */
export const englishAccountSchemas = onFirstUse(() => accountSchemas(ENGLISH_ACCOUNT));
const inLanguage = new Map<Language, AccountSchemas>();

/** The schemas with their messages in `language`, for a page's form (built once per language). */
export async function accountSchemasIn(language: Language): Promise<AccountSchemas> {
  if (language === "en") return englishAccountSchemas();
  let schemas = inLanguage.get(language);
  if (!schemas) {
    schemas = accountSchemas(await translator(language, "account"));
    inLanguage.set(language, schemas);
  }
  return schemas;
}

export type RegisterInput = z.output<AccountSchemas["RegisterSchema"]>;
export type ChangePasswordInput = z.output<AccountSchemas["ChangePasswordSchema"]>;
export type DeleteAccountInput = z.output<AccountSchemas["DeleteAccountSchema"]>;
