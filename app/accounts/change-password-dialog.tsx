import { useEffect } from "react";
import { useFetcher } from "react-router";
import { ChangePasswordForm } from "~/accounts/change-password-form";
import { Dialog } from "~/components/ui/dialog";
import { LocalizationProvider, useLanguage, useLocalizedPath, useT } from "~/i18n/localization";
import type { Messages } from "~/i18n/messages";

/**
 * The account menu's Change Password dialog (docs/product.md#account-menu-and-change-password);
 * loaded when first opened. Its words are the account area's: a page that has not loaded them
 * (most pages) gets them from the /change-password page's loader when the dialog first opens.
 */
export default function ChangePasswordDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const t = useT("account");
  const language = useLanguage();
  const to = useLocalizedPath();
  const words = useFetcher<{ messages: Pick<Messages, "account"> }>();
  const loaded = t("changePasswordTitle") !== "changePasswordTitle";
  const missing = !loaded && !words.data && words.state === "idle";
  useEffect(() => {
    if (missing) void words.load(to("/change-password"));
  }, [missing, words, to]);

  if (loaded) return <ChangePasswordDialogBody open={open} onClose={onClose} />;
  if (!words.data) return null;
  return (
    <LocalizationProvider value={{ language, messages: words.data.messages }}>
      <ChangePasswordDialogBody open={open} onClose={onClose} />
    </LocalizationProvider>
  );
}

function ChangePasswordDialogBody({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT("account");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("changePasswordTitle")}
      description={t("changePasswordIntro")}
      closeLabel={t("dialogClose")}
    >
      <ChangePasswordForm onSuccess={onClose} />
    </Dialog>
  );
}
