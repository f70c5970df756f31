import { LoaderCircle, Trash2 } from "lucide-react";
import { useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { deleteOwnAccount } from "~/accounts/account-data.server";
import { DeleteAccountSchema } from "~/accounts/schemas.server";
import { clearPageCaches } from "~/accounts/page-caches";
import { clearSessionCookie, requireUser } from "~/accounts/session.server";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormAlert, PasswordField, useFocusFirstInvalid } from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { flashCookie } from "~/utils/flash.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/delete-account";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/**
 * Deletes the signed-in user's account and every session of it, after checking the password;
 * then the browser's cookie is cleared and the visitor goes home with a toast.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return submitForm(
    request,
    DeleteAccountSchema,
    async (input) => {
      await deleteOwnAccount(getDatabase(context), user, input);
      const headers = new Headers();
      headers.append("Set-Cookie", clearSessionCookie(request));
      headers.append("Set-Cookie", flashCookie(request, "account-deleted"));
      return redirect("/", { headers });
    },
    { hideFields: ["password"] },
  );
}

export default function DeleteAccountPage({ actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/delete-account";
  useFocusFirstInvalid(formRef, actionData ?? null);
  const reply = formReply(actionData);

  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Delete Account</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Your account and every session of it are deleted at once, and you are signed out
          everywhere. This cannot be undone.
        </p>
        <p className="mt-2 mb-6 text-sm text-slate-600 dark:text-slate-300">
          Want a copy first?{" "}
          <a href="/download-my-data" download className="font-medium underline">
            Download my data
          </a>
        </p>
        <Form
          ref={formRef}
          method="post"
          className="space-y-5"
          aria-label="Delete account"
          onSubmit={() => void clearPageCaches().catch(() => {})}
        >
          {reply.formError && <FormAlert title={reply.formError} />}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            hint="Enter your password to confirm."
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
              {pending ? "Deleting..." : "Delete account"}
            </Button>
            <Link to="/" className="text-sm font-medium underline">
              Cancel
            </Link>
          </div>
        </Form>
      </Card>
    </Container>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Delete Account",
    description: "Delete your UnitWise account.",
    path: "/delete-account",
    origin: originFrom(matches),
    noindex: true,
  });

/** A throttled attempt's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
