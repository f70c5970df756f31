import { KeyRound, LoaderCircle } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldWords, FormAlert, PasswordField, useFocusFirstInvalid } from "~/components/ui/field";
import { ACCOUNT_LIMITS } from "~/accounts/limits";
import { accountFieldWords } from "~/accounts/field-words";
import { useLocalizedPath, useT } from "~/i18n/localization";
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
  const t = useT("account");
  const to = useLocalizedPath();
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
    toast({ title: t("changePasswordToastTitle"), description: t("changePasswordToast") });
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
    <FieldWords value={accountFieldWords(t)}>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={to("/change-password")}
        className="space-y-5"
        aria-label={t("changePasswordForm")}
      >
        {reply.formError && <FormAlert title={reply.formError} />}
        <PasswordField
          label={t("fieldCurrentPassword")}
          name="currentPassword"
          autoComplete="current-password"
          required
          disabled={pending}
          onChange={(event) => update("current", event.currentTarget.value)}
          error={reply.fieldError("currentPassword")}
        />
        <PasswordField
          label={t("fieldNewPassword")}
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={ACCOUNT_LIMITS.passwordMin}
          hint={t("changePasswordHint", { min: ACCOUNT_LIMITS.passwordMin })}
          disabled={pending}
          onChange={(event) => update("next", event.currentTarget.value)}
          error={reply.fieldError("newPassword")}
        />
        <PasswordField
          label={t("fieldConfirmNewPassword")}
          name="confirmPassword"
          autoComplete="new-password"
          required
          disabled={pending}
          onChange={(event) => update("confirm", event.currentTarget.value)}
          error={mismatch ? t("errorPasswordsDontMatch") : reply.fieldError("confirmPassword")}
        />
        <Button type="submit" disabled={blocked || pending} className="w-full sm:w-auto">
          {pending ? (
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <KeyRound aria-hidden="true" className="h-4 w-4" />
          )}
          {pending ? t("changePasswordSubmitting") : t("changePasswordSubmit")}
        </Button>
      </fetcher.Form>
    </FieldWords>
  );
}
