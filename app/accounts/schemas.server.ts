import { z } from "zod";
import { ACCOUNT_LIMITS, PASSWORDS_DONT_MATCH, USERNAME_PATTERN } from "./limits";
import { isCommonPassword } from "./common-passwords.server";

/**
 * What the account forms and the JSON calls of docs/product.md#account-api accept: one schema per
 * form, used by the page action and the JSON endpoint alike. Server-only (the password rule reads
 * the list of common passwords); pages take their limits from ./account-limits.
 */

/** Characters as people count them: code points, so an emoji is one and not two. */
const length = (value: string) => [...value].length;

const UsernameSchema = z
  .string({ error: "Enter a username" })
  .trim()
  .min(1, "Enter a username")
  .min(
    ACCOUNT_LIMITS.usernameMin,
    `Username must be at least ${ACCOUNT_LIMITS.usernameMin} characters`,
  )
  .max(
    ACCOUNT_LIMITS.usernameMax,
    `Username must be at most ${ACCOUNT_LIMITS.usernameMax} characters`,
  )
  .regex(USERNAME_PATTERN, "Username can only contain letters, digits, '_' and '-'");

/** At login any stored username may be typed: only presence and a sane length are checked. */
const LoginUsernameSchema = z
  .string({ error: "Enter your username" })
  .trim()
  .min(1, "Enter your username")
  .max(ACCOUNT_LIMITS.usernameMax, "Invalid username or password");

/** Any password up to the maximum: no composition rules (NIST SP 800-63B), paste allowed. */
function passwordSchema(missing: string) {
  return z
    .string({ error: missing })
    .min(1, missing)
    .refine((value) => length(value) <= ACCOUNT_LIMITS.passwordMax, {
      error: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
      abort: true,
    });
}

/** A password being chosen: long enough, and not one of the most common ones. */
function newPasswordSchema(missing: string) {
  return passwordSchema(missing)
    .refine((value) => length(value) >= ACCOUNT_LIMITS.passwordMin, {
      error: `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
      abort: true,
    })
    .refine((value) => !isCommonPassword(value), {
      error: "This password is one of the most common passwords. Please choose another.",
    });
}

function optionalText(max: number, what: string) {
  return z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);
}

export const LoginSchema = z.object({
  username: LoginUsernameSchema,
  password: passwordSchema("Enter your password"),
});

/** The sign-in page's form: the credentials, and where to go once signed in. */
export const LoginPageSchema = LoginSchema.extend({ redirectTo: z.string().optional() });

/**
 * Registration: the payload of docs/product.md#account-api (username, password, optional email,
 * firstName, lastName) plus the form's confirmPassword, which must match when it is sent (the JSON
 * call may omit it).
 */
export const RegisterSchema = z
  .object({
    firstName: optionalText(ACCOUNT_LIMITS.name, "First name"),
    lastName: optionalText(ACCOUNT_LIMITS.name, "Last name"),
    username: UsernameSchema,
    email: z
      .string()
      .trim()
      .max(ACCOUNT_LIMITS.email, `Email address must be at most ${ACCOUNT_LIMITS.email} characters`)
      .pipe(z.union([z.literal(""), z.email("Enter a valid email address, like name@example.com")]))
      .optional()
      .transform((value) => value || null),
    password: newPasswordSchema("Enter a password"),
    confirmPassword: z.string().optional(),
  })
  .superRefine((input, context) => {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      context.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORDS_DONT_MATCH,
      });
    }
    if (input.password.toLowerCase() === input.username.toLowerCase()) {
      context.addIssue({
        code: "custom",
        path: ["password"],
        message: "Choose a password that is not your username",
      });
    }
  });

export type RegisterInput = z.output<typeof RegisterSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: passwordSchema("Enter your current password"),
    newPassword: newPasswordSchema("Enter a new password"),
    confirmPassword: z
      .string({ error: "Confirm your new password" })
      .min(1, "Confirm your new password"),
  })
  .superRefine((input, context) => {
    if (input.confirmPassword !== input.newPassword) {
      context.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORDS_DONT_MATCH,
      });
    } else if (input.newPassword === input.currentPassword) {
      context.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: "Choose a password different from your current one",
      });
    }
  });

export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>;

/** Deleting one's own account asks for the password again (any stored password may be typed). */
export const DeleteAccountSchema = z.object({
  password: passwordSchema("Enter your password"),
});

export type DeleteAccountInput = z.output<typeof DeleteAccountSchema>;
