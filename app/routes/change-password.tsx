import { useState } from "react";
import { data, Link } from "react-router";
import { ChangePasswordForm, type ChangePasswordResult } from "~/accounts/change-password-form";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormSuccess } from "~/components/ui/field";
import { getDatabase } from "~/server-context";
import { changePassword } from "~/accounts/auth.server";
import { ChangePasswordSchema } from "~/accounts/schemas.server";
import { submitForm } from "~/utils/form.server";

import { originFrom, pageMeta } from "~/utils/seo";
import { requireUser } from "~/accounts/session.server";
import type { Route } from "./+types/change-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return null;
}

/**
 * Changes the password (the account menu's dialog posts here too). Every session of the user
 * ends; this browser gets a new one in the answer's cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return submitForm(
    request,
    ChangePasswordSchema,
    async (input) => {
      const session = await changePassword(getDatabase(context), request, user, input);
      return data({ status: "changed" } satisfies ChangePasswordResult, {
        headers: { "Set-Cookie": session.cookie },
      });
    },
    { hideFields: ["currentPassword", "newPassword", "confirmPassword"] },
  );
}

export default function ChangePasswordPage({ actionData }: Route.ComponentProps) {
  const [changed, setChanged] = useState(false);
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Change Password</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
          Changing your password signs you out everywhere else.
        </p>
        {changed || actionData?.status === "changed" ? (
          <FormSuccess title="Password changed">
            <p>Your password has been changed and your other sessions have been signed out.</p>
            <p>
              <Link to="/" className="font-medium underline">
                Back to home
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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Change Password",
    description: "Change the password of your UnitWise account.",
    path: "/change-password",
    origin: originFrom(matches),
    noindex: true,
  });

/** The new session cookie and a throttled attempt's Retry-After reach the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
