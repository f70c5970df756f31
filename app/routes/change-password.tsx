import type { ShouldRevalidateFunctionArgs } from "react-router";
import { useState } from "react";
import { data, Link } from "react-router";
import { ChangePasswordForm, type ChangePasswordResult } from "~/accounts/change-password-form";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormSuccess } from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { changePassword, inWords } from "~/accounts/auth.server";
import { accountSchemasIn } from "~/accounts/schemas.server";
import { submitForm } from "~/utils/form.server";
import { accountPageMeta } from "~/accounts/page-meta";
import { accountMessages, accountWords, requestLanguage } from "~/accounts/page-words.server";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { requireUser } from "~/accounts/session.server";
import type { Route } from "./+types/change-password";

/** The page's words; the account menu's dialog loads them from here on pages without them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return { messages: await accountMessages(request) };
}

/**
 * Changes the password (the account menu's dialog posts here too). Every session of the user
 * ends; this browser gets a new one in the answer's cookie.
 */
/**
 * The account menu's dialog loads this page's words with a fetcher (change-password-dialog.tsx):
 * another form's action (signing out) must not load them again, or the fetcher would follow the
 * signed-out page's redirect to the sign-in page.
 */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction && !/\/change-password\/?$/.test(new URL(formAction, "http://x").pathname)) {
    return false;
  }
  return defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const t = await accountWords(request);
  const { ChangePasswordSchema } = await accountSchemasIn(requestLanguage(request).language);
  return submitForm(
    request,
    ChangePasswordSchema,
    async (input) => {
      const session = await inWords(t, () =>
        changePassword(getDatabase(context), request, user, input),
      );
      return data({ status: "changed" } satisfies ChangePasswordResult, {
        headers: { "Set-Cookie": session.cookie },
      });
    },
    { hideFields: ["currentPassword", "newPassword", "confirmPassword"] },
  );
}

export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  const [changed, setChanged] = useState(false);
  const t = useT("account");
  const to = useLocalizedPath();
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("changePasswordTitle")}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
          {t("changePasswordIntro")}
        </p>
        {changed || actionData?.status === "changed" ? (
          <FormSuccess title={t("changePasswordDone")}>
            <p>{t("changePasswordDoneBody")}</p>
            <p>
              <Link to={to("/")} className="font-medium underline">
                {t("backHome")}
              </Link>
            </p>
          </FormSuccess>
        ) : (
          <ChangePasswordForm onSuccess={() => setChanged(true)} serverResult={actionData} />
        )}
      </Card>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData,
    { title: "changePasswordTitle", description: "changePasswordDescription" },
    "/change-password",
  );

/** The new session cookie and a throttled attempt's Retry-After reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
