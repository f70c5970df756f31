import { useFetcher } from "react-router";
import { clearPageCaches } from "~/accounts/page-caches";
import { useLocalizedPath } from "~/i18n/localization";
import type { SessionUser } from "~/models/user";
import { SignedInItems } from "./account-menu-items";
import { useT } from "~/i18n/localization";

/**
 * The signed-in items with their handlers, loaded once a signed-in page runs (account-menu.tsx):
 * 'Change Password' opens its dialog and 'Sign out' posts through a fetcher, showing its progress.
 */
export default function InteractiveSignedInItems({
  user,
  onChangePassword,
  onPreload,
}: {
  user: SessionUser;
  onChangePassword: () => void;
  onPreload: () => void;
}) {
  const logout = useFetcher({ key: "logout" });
  const t = useT("menu");
  const to = useLocalizedPath();
  return (
    <SignedInItems
      user={user}
      t={t}
      to={to}
      onChangePassword={onChangePassword}
      onPreload={onPreload}
      signingOut={logout.state !== "idle"}
      onSignOut={(event) => {
        event.preventDefault();
        void clearPageCaches().catch(() => {});
        void logout.submit(event.currentTarget);
      }}
    />
  );
}
