import { KeyRound, LoaderCircle } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, PasswordField, useFocusFirstInvalid } from "~/components/ui/field";
import { ACCOUNT_LIMITS, PASSWORDS_DONT_MATCH } from "~/accounts/limits";
import { formReply, type FormReply } from "~/utils/form-reply";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

const EMPTY = { current: "", next: "", confirm: "" };

/** What the /change-password action answers: changed, or conform's reply (decision 067). */
export type ChangePasswordResult = { status: "changed" } | FormReply;

/**
 * The Change Password form (docs/product.md#account-menu-and-change-password), shown in the account
 * menu's dialog and on the /change-password page. It posts to the /change-password action: through
 * a fetcher with JavaScript, as a plain form post without (then `serverResult` is the action's
 * answer).
 */
export function ChangePasswordForm({
  onSuccess,
  serverResult,
}: {
  onSuccess?: () => void;
  serverResult?: ChangePasswordResult;
}) {
  const fetcher = useFetcher<ChangePasswordResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [values, setValues] = useState(EMPTY);
  const pending = fetcher.state !== "idle";
  const result = fetcher.data ?? serverResult;

  const refused = result?.status === "changed" ? undefined : result;
  useFocusFirstInvalid(formRef, refused ?? null);

  // On success the fields clear and the caller closes the dialog; on failure all stays as typed.
  // The typed values reset while rendering the new answer; the rest happens once it is shown.
  const [seen, setSeen] = useState(fetcher.data);
  if (fetcher.state === "idle" && fetcher.data !== seen) {
    setSeen(fetcher.data);
    if (fetcher.data?.status === "changed") setValues(EMPTY);
  }
  const onChanged = useEffectEvent(() => {
    formRef.current?.reset();
    toast({ title: "Success", description: "Password changed successfully" });
    onSuccess?.();
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.status === "changed") onChanged();
  }, [fetcher.data, fetcher.state]);

  // The value is read now: the event is gone by the time a state updater runs.
  const update = (field: keyof typeof EMPTY, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const reply = formReply(refused);
  const mismatch = values.confirm !== "" && values.confirm !== values.next;
  const incomplete = values.current === "" || values.next === "" || values.confirm === "";
  const blocked = hydrated && (incomplete || mismatch);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/change-password"
      className="space-y-5"
      aria-label="Change password"
    >
      {reply.formError && <FormAlert title={reply.formError} />}
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        required
        disabled={pending}
        onChange={(event) => update("current", event.currentTarget.value)}
        error={reply.fieldError("currentPassword")}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={ACCOUNT_LIMITS.passwordMin}
        hint={`At least ${ACCOUNT_LIMITS.passwordMin} characters.`}
        disabled={pending}
        onChange={(event) => update("next", event.currentTarget.value)}
        error={reply.fieldError("newPassword")}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        disabled={pending}
        onChange={(event) => update("confirm", event.currentTarget.value)}
        error={mismatch ? PASSWORDS_DONT_MATCH : reply.fieldError("confirmPassword")}
      />
      <Button type="submit" disabled={blocked || pending} className="w-full sm:w-auto">
        {pending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <KeyRound aria-hidden="true" className="h-4 w-4" />
        )}
        {pending ? "Changing..." : "Change Password"}
      </Button>
    </fetcher.Form>
  );
}
