import { LoaderCircle, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { deleteOwnAccount } from "~/accounts/account-data.server";
import { accountSchemasIn } from "~/accounts/schemas.server";
import { inWords } from "~/accounts/auth.server";
import { accountFieldWords } from "~/accounts/field-words";
import { accountPageMeta } from "~/accounts/page-meta";
import { accountMessages, accountWords, requestLanguage } from "~/accounts/page-words.server";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import { clearPageCaches } from "~/accounts/page-caches";
import { clearSessionCookie, requireUser } from "~/accounts/session.server";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FieldWords, FormAlert, PasswordField, useFocusFirstInvalid } from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { flashCookie } from "~/utils/flash.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import type { Route } from "./+types/delete-account";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return { messages: await accountMessages(request) };
}

/**
 * Deletes the signed-in user's account and every session of it, after checking the password;
 * then the browser's cookie is cleared and the visitor goes home with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { language, to } = requestLanguage(request);
  const t = await accountWords(request);
  const { DeleteAccountSchema } = await accountSchemasIn(language);
  return submitForm(
    request,
    DeleteAccountSchema,
    async (input) => {
      await inWords(t, () => deleteOwnAccount(getDatabase(context), user, input));
      const headers = new Headers();
      headers.append("Set-Cookie", clearSessionCookie(request));
      headers.append("Set-Cookie", flashCookie(request, "account-deleted"));
      return redirect(to("/"), { headers });
    },
    { hideFields: ["password"] },
  );
}

export default function DeleteAccountPage({ actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const t = useT("account");
  const to = useLocalizedPath();
  const pending = navigation.state !== "idle" && navigation.formAction === to("/delete-account");
  useFocusFirstInvalid(formRef, actionData ?? null);
  const reply = formReply(actionData);

  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{t("deleteTitle")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("deleteIntro")}</p>
        <p className="mt-2 mb-6 text-sm text-slate-600 dark:text-slate-300">
          {rich(t("deleteCopyFirst"), {
            link: (text) => (
              <a href="/download-my-data" download className="font-medium underline">
                {text}
              </a>
            ),
          })}
        </p>
        <FieldWords value={accountFieldWords(t)}>
          <Form
            ref={formRef}
            method="post"
            className="space-y-5"
            aria-label={t("deleteForm")}
            onSubmit={() => void clearPageCaches().catch(() => {})}
          >
            {reply.formError && <FormAlert title={reply.formError} />}
            <PasswordField
              label={t("fieldPassword")}
              name="password"
              autoComplete="current-password"
              required
              hint={t("deletePasswordHint")}
              disabled={pending}
              error={reply.fieldError("password")}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="submit"
                disabled={pending}
                className="bg-red-700 hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-800"
              >
                {pending ? (
                  <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
                ) : (
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                )}
                {pending ? t("deleteSubmitting") : t("deleteSubmit")}
              </Button>
              <Link to={to("/")} className="text-sm font-medium underline">
                {t("cancel")}
              </Link>
            </div>
          </Form>
        </FieldWords>
      </Card>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData,
    { title: "deleteTitle", description: "deleteDescription" },
    "/delete-account",
  );

/** A throttled attempt's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
