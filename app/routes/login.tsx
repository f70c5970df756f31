import { LoaderCircle, LogIn } from "lucide-react";
import { useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormAlert, PasswordField, TextField, useFocusFirstInvalid } from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { ACCOUNT_LIMITS } from "~/accounts/limits";
import { authenticate } from "~/accounts/auth.server";
import { LoginPageSchema } from "~/accounts/schemas.server";
import { flashCookie } from "~/utils/flash.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { safeRedirect } from "~/accounts/safe-redirect";
import { originFrom, pageMeta } from "~/utils/seo";
import { createSession, getUser } from "~/accounts/session.server";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  // Already signed in: nothing to do here.
  if (await getUser(request, context)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDatabase(context);
  return submitForm(
    request,
    LoginPageSchema,
    async ({ redirectTo, ...credentials }) => {
      const { user, deviceCookie } = await authenticate(db, request, credentials);
      const session = await createSession(db, user.id, request);
      const headers = new Headers();
      headers.append("Set-Cookie", session.cookie);
      headers.append("Set-Cookie", deviceCookie);
      headers.append("Set-Cookie", flashCookie(request, "logged-in"));
      return redirect(safeRedirect(redirectTo), { headers });
    },
    { hideFields: ["password"] },
  );
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const signingIn = navigation.state !== "idle" && navigation.formAction?.startsWith("/login");
  useFocusFirstInvalid(formRef, actionData);
  // Field errors show by their fields; anything else (wrong credentials, throttling) on top. The
  // typed username comes back after a refusal; the password never does.
  const reply = formReply(actionData);

  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Welcome back</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Sign in to access the admin dashboard
        </p>

        <Form ref={formRef} method="post" className="mt-6 space-y-5" aria-label="Sign in">
          {reply.formError && <FormAlert title={reply.formError} />}
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={ACCOUNT_LIMITS.usernameMax}
            defaultValue={reply.value("username")?.slice(0, ACCOUNT_LIMITS.usernameMax)}
            error={reply.fieldError("username")}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={ACCOUNT_LIMITS.passwordMax * 2}
            error={reply.fieldError("password")}
          />
          <Button type="submit" size="lg" disabled={signingIn} className="w-full">
            {signingIn ? (
              <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
            ) : (
              <LogIn aria-hidden="true" className="h-5 w-5" />
            )}
            {signingIn ? "Signing in…" : "Sign in"}
          </Button>
        </Form>

        <div className="mt-6 space-y-2 text-center text-sm text-slate-600 dark:text-slate-300">
          <p>
            Don&apos;t have an account?{" "}
            <Link
              to="/register"
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              Sign up
            </Link>
          </p>
          <p>
            <Link to="/" className="font-medium text-brand-700 underline dark:text-brand-300">
              Back to home
            </Link>
          </p>
        </div>
      </Card>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Sign In",
    description: "Sign in to your UnitWise account.",
    path: "/login",
    origin: originFrom(matches),
    noindex: true,
  });

/** A throttled sign-in's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
