import { LoaderCircle, Trash2 } from "lucide-react";
import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { deleteOwnAccount, parseDeleteAccount } from "~/accounts/account-data.server";
import { AuthError } from "~/accounts/auth.server";
import { clearPageCaches } from "~/accounts/page-caches";
import { clearSessionCookie, requireUser } from "~/accounts/session.server";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormAlert, PasswordField, useFocusFirstInvalid } from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { flashCookie } from "~/utils/flash.server";
import { readFormFields } from "~/utils/form.server";

import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/delete-account";
import { Refusal } from "~/utils/refusal.server";

/** What the /delete-account action answers when it refuses. */
interface DeleteAccountRefusal {
  status: "error";
  message: string | null;
  errors: { password?: string };
}

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
  try {
    const input = parseDeleteAccount(await readFormFields(request, ["password"]));
    await deleteOwnAccount(getDatabase(context), user, input);
    const headers = new Headers();
    headers.append("Set-Cookie", clearSessionCookie(request));
    headers.append("Set-Cookie", flashCookie(request, "account-deleted"));
    return redirect("/", { headers });
  } catch (error) {
    if (error instanceof Refusal) {
      const result: DeleteAccountRefusal = { status: "error", message: error.message, errors: {} };
      return data(result, { status: error.status });
    }
    if (!(error instanceof AuthError)) throw error;
    const result: DeleteAccountRefusal = {
      status: "error",
      // Shown on top only when no field carries it.
      message: error.fields.password ? null : error.message,
      errors: { password: error.fields.password },
    };
    return data(result, { status: error.status, headers: error.headers });
  }
}

export default function DeleteAccountPage({ actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/delete-account";
  useFocusFirstInvalid(formRef, actionData ?? null);

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
          {actionData?.message && <FormAlert title={actionData.message} />}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            hint="Enter your password to confirm."
            disabled={pending}
            error={actionData?.errors.password}
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
