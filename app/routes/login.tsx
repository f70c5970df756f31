import { LoaderCircle, LogIn } from "lucide-react";
import { useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import {
  FieldWords,
  FormAlert,
  PasswordField,
  TextField,
  useFocusFirstInvalid,
} from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { ACCOUNT_LIMITS } from "~/accounts/limits";
import { authenticate, inWords } from "~/accounts/auth.server";
import { accountSchemasIn } from "~/accounts/schemas.server";
import { accountFieldWords } from "~/accounts/field-words";
import { accountPageMeta } from "~/accounts/page-meta";
import { accountMessages, accountWords, requestLanguage } from "~/accounts/page-words.server";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import { flashCookie } from "~/utils/flash.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { sameOriginPath } from "~/accounts/safe-redirect";
import { createSession, getUser } from "~/accounts/session.server";
import type { Route } from "./+types/login";

/** Where to go once signed in: the page asked for, else home in the page's language. */
function afterSignIn(request: Request, redirectTo: string | null | undefined): string {
  return (redirectTo && sameOriginPath(redirectTo)) || requestLanguage(request).to("/");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = afterSignIn(request, new URL(request.url).searchParams.get("redirectTo"));
  // Already signed in: nothing to do here.
  if (await getUser(request, context)) throw redirect(redirectTo);
  return { redirectTo, messages: await accountMessages(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDatabase(context);
  const t = await accountWords(request);
  const { LoginPageSchema } = await accountSchemasIn(requestLanguage(request).language);
  return submitForm(
    request,
    LoginPageSchema,
    async ({ redirectTo, ...credentials }) => {
      const { user, deviceCookie } = await inWords(t, () => authenticate(db, request, credentials));
      const session = await createSession(db, user.id, request);
      const headers = new Headers();
      headers.append("Set-Cookie", session.cookie);
      headers.append("Set-Cookie", deviceCookie);
      headers.append("Set-Cookie", flashCookie(request, "logged-in"));
      return redirect(afterSignIn(request, redirectTo), { headers });
    },
    { hideFields: ["password"] },
  );
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const t = useT("account");
  const to = useLocalizedPath();
  const signingIn = navigation.state !== "idle" && navigation.formAction?.startsWith(to("/login"));
  useFocusFirstInvalid(formRef, actionData);
  // Field errors show by their fields; anything else (wrong credentials, throttling) on top. The
  // typed username comes back after a refusal; the password never does.
  const reply = formReply(actionData);
  const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("loginHeading")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("loginIntro")}</p>

        <FieldWords value={accountFieldWords(t)}>
          <Form ref={formRef} method="post" className="mt-6 space-y-5" aria-label={t("loginForm")}>
            {reply.formError && <FormAlert title={reply.formError} />}
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <TextField
              label={t("fieldUsername")}
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
              label={t("fieldPassword")}
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
              {signingIn ? t("loginSubmitting") : t("loginSubmit")}
            </Button>
          </Form>
        </FieldWords>

        <div className="mt-6 space-y-2 text-center text-sm text-slate-600 dark:text-slate-300">
          <p>
            {rich(t("loginNoAccount"), {
              link: (text) => (
                <Link to={to("/register")} className={linkClass}>
                  {text}
                </Link>
              ),
            })}
          </p>
          <p>
            <Link to={to("/")} className={linkClass}>
              {t("backHome")}
            </Link>
          </p>
        </div>
      </Card>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData,
    { title: "loginTitle", description: "loginDescription" },
    "/login",
  );

/** A throttled sign-in's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
