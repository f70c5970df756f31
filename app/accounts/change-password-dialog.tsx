import { ChangePasswordForm } from "~/accounts/change-password-form";
import { Dialog } from "~/components/ui/dialog";

/**
 * The account menu's Change Password dialog (docs/product.md#account-menu-and-change-password);
 * loaded when first opened.
 */
export default function ChangePasswordDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Change Password"
      description="Changing your password signs you out everywhere else."
    >
      <ChangePasswordForm onSuccess={onClose} />
    </Dialog>
  );
}
