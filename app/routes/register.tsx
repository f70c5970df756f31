import { LoaderCircle, UserPlus } from "lucide-react";
import { useRef, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import {
  FieldWords,
  FormAlert,
  Honeypot,
  PasswordField,
  TextField,
  useFocusFirstInvalid,
} from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { ACCOUNT_LIMITS, USERNAME_HTML_PATTERN } from "~/accounts/limits";
import { accountSchemasIn } from "~/accounts/schemas.server";
import { inWords, register } from "~/accounts/auth.server";
import { accountFieldWords } from "~/accounts/field-words";
import { accountPageMeta } from "~/accounts/page-meta";
import { accountMessages, accountWords, requestLanguage } from "~/accounts/page-words.server";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import { flashCookie } from "~/utils/flash.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { getUser } from "~/accounts/session.server";
import { useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/register";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getUser(request, context)) throw redirect(requestLanguage(request).to("/"));
  return { messages: await accountMessages(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { language, to } = requestLanguage(request);
  const t = await accountWords(request);
  const { RegisterSchema } = await accountSchemasIn(language);
  const success = () =>
    redirect(to("/login"), { headers: { "Set-Cookie": flashCookie(request, "registered") } });
  return submitForm(
    request,
    RegisterSchema,
    async (input) => {
      await inWords(t, () => register(getDatabase(context), request, input));
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
  const t = useT("account");
  const to = useLocalizedPath();
  const submitting =
    navigation.state !== "idle" && navigation.formAction?.startsWith(to("/register"));
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  useFocusFirstInvalid(formRef, actionData);

  const reply = formReply(actionData);
  const mismatch = confirmPassword !== "" && confirmPassword !== password;
  // With JavaScript the mismatch shows as it is typed and blocks the submit
  // (docs/product.md#register).
  const confirmError = mismatch
    ? t("errorPasswordsDontMatch")
    : reply.fieldError("confirmPassword");
  const blocked = hydrated && (password === "" || confirmPassword === "" || mismatch);

  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("registerHeading")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("registerIntro")}</p>

        <FieldWords value={accountFieldWords(t)}>
          <Form
            ref={formRef}
            method="post"
            className="mt-6 space-y-5"
            aria-label={t("registerForm")}
          >
            {reply.formError && <FormAlert title={reply.formError} />}
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t("fieldFirstName")}
                name="firstName"
                autoComplete="given-name"
                maxLength={ACCOUNT_LIMITS.name}
                defaultValue={reply.value("firstName")}
                error={reply.fieldError("firstName")}
              />
              <TextField
                label={t("fieldLastName")}
                name="lastName"
                autoComplete="family-name"
                maxLength={ACCOUNT_LIMITS.name}
                defaultValue={reply.value("lastName")}
                error={reply.fieldError("lastName")}
              />
            </div>
            <TextField
              label={t("fieldUsername")}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              minLength={ACCOUNT_LIMITS.usernameMin}
              maxLength={ACCOUNT_LIMITS.usernameMax}
              pattern={USERNAME_HTML_PATTERN}
              hint={t("registerUsernameHint", {
                min: ACCOUNT_LIMITS.usernameMin,
                max: ACCOUNT_LIMITS.usernameMax,
              })}
              defaultValue={reply.value("username")}
              error={reply.fieldError("username")}
            />
            <TextField
              label={t("fieldEmail")}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={ACCOUNT_LIMITS.email}
              defaultValue={reply.value("email")}
              error={reply.fieldError("email")}
            />
            <PasswordField
              label={t("fieldPassword")}
              name="password"
              autoComplete="new-password"
              required
              minLength={ACCOUNT_LIMITS.passwordMin}
              hint={t("registerPasswordHint", { min: ACCOUNT_LIMITS.passwordMin })}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={reply.fieldError("password")}
            />
            <PasswordField
              label={t("fieldConfirmPassword")}
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
              {submitting ? t("registerSubmitting") : t("registerSubmit")}
            </Button>
          </Form>
        </FieldWords>

        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
          {rich(t("registerHaveAccount"), {
            link: (text) => (
              <Link
                to={to("/login")}
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                {text}
              </Link>
            ),
          })}
        </p>
      </Card>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData,
    { title: "registerTitle", description: "registerDescription" },
    "/register",
  );

/** A throttled sign-up's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
