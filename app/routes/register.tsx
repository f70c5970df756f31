import { LoaderCircle, UserPlus } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import {
  FormAlert,
  Honeypot,
  PasswordField,
  TextField,
  useFocusFirstInvalid,
} from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { ACCOUNT_LIMITS, PASSWORDS_DONT_MATCH, USERNAME_HTML_PATTERN } from "~/accounts/limits";
import { RegisterSchema } from "~/accounts/schemas.server";
import { register } from "~/accounts/auth.server";
import { flashCookie } from "~/utils/flash.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { originFrom, pageMeta } from "~/utils/seo";
import { getUser } from "~/accounts/session.server";
import { useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/register";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser(request, context)) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const success = () =>
    redirect("/login", { headers: { "Set-Cookie": flashCookie(request, "registered") } });
  return submitForm(
    request,
    RegisterSchema,
    async (input) => {
      await register(getDatabase(context), request, input);
      return success();
    },
    // A bot filled the hidden field: it gets the usual answer and no account.
    { hideFields: ["password", "confirmPassword"], onBot: success },
  );
}

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/register");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  useFocusFirstInvalid(formRef, actionData);

  const reply = formReply(actionData);
  const mismatch = confirmPassword !== "" && confirmPassword !== password;
  // With JavaScript the mismatch shows as it is typed and blocks the submit
  // (docs/product.md#register).
  const confirmError = mismatch ? PASSWORDS_DONT_MATCH : reply.fieldError("confirmPassword");
  const blocked = hydrated && (password === "" || confirmPassword === "" || mismatch);

  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Create an account</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          An account is optional: every converter works without one.
        </p>

        <Form ref={formRef} method="post" className="mt-6 space-y-5" aria-label="Create an account">
          {reply.formError && <FormAlert title={reply.formError} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              maxLength={ACCOUNT_LIMITS.name}
              defaultValue={reply.value("firstName")}
              error={reply.fieldError("firstName")}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              maxLength={ACCOUNT_LIMITS.name}
              defaultValue={reply.value("lastName")}
              error={reply.fieldError("lastName")}
            />
          </div>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            minLength={ACCOUNT_LIMITS.usernameMin}
            maxLength={ACCOUNT_LIMITS.usernameMax}
            pattern={USERNAME_HTML_PATTERN}
            hint={`${ACCOUNT_LIMITS.usernameMin}–${ACCOUNT_LIMITS.usernameMax} letters, digits, '_' or '-'.`}
            defaultValue={reply.value("username")}
            error={reply.fieldError("username")}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={ACCOUNT_LIMITS.email}
            defaultValue={reply.value("email")}
            error={reply.fieldError("email")}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            minLength={ACCOUNT_LIMITS.passwordMin}
            hint={`At least ${ACCOUNT_LIMITS.passwordMin} characters. A passphrase of a few words works well.`}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={reply.fieldError("password")}
          />
          <PasswordField
            label="Confirm password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            onChange={(event) => setConfirmPassword(event.currentTarget.value)}
            error={confirmError}
          />
          <Honeypot />
          <Button type="submit" size="lg" disabled={blocked || submitting} className="w-full">
            {submitting ? (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
            ) : (
              <UserPlus aria-hidden="true" className="h-5 w-5" />
            )}
            {submitting ? "Creating account…" : "Sign up"}
          </Button>
        </Form>

        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-brand-700 underline dark:text-brand-300">
            Sign in
          </Link>
        </p>
      </Card>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sign Up",
    description: "Create a free UnitWise account.",
    path: "/register",
    origin: originFrom(matches),
    noindex: true,
  });

/** A throttled sign-up's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
