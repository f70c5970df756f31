import { KeyRound, LayoutDashboard, LogOut } from "~/accounts/menu-icons";
import { LoaderCircle } from "~/components/icons";
import type { FormEvent } from "react";
import { cn } from "~/utils/cn";
import { displayName } from "~/accounts/display-name";
import type { SessionUser } from "~/models/user";
import { MenuLink, menuItemClass } from "./menu-link";

// The signed-in items of the account menu, drawn without a router: the server renders them as
// HTML for the page (account-menu-html.server.tsx) and the browser, once it runs, with their
// handlers (signed-in-items.tsx). Their links are plain anchors, which the menu hands to the
// router.

/** The words the items say: keys of the account area. */
export type SignedInKey =
  | "menuChangePassword"
  | "menuYourAccount"
  | "menuDownloadData"
  | "menuDeleteAccount"
  | "menuAdminDashboard"
  | "menuSignOut"
  | "menuSigningOut";

/**
 * Signed in: full name, @username, 'Change Password', 'Your account', 'Download my data',
 * 'Delete account', 'Admin Dashboard' for admins, 'Sign out'. Without handlers (the server's
 * HTML, and pages without JavaScript) 'Change Password' is a link to its page and 'Sign out' a
 * plain form post. `t` says the words and `to` gives a page's path in the page's language.
 */
export function SignedInItems({
  user,
  t,
  to,
  onChangePassword,
  onPreload,
  onSignOut,
  signingOut = false,
}: {
  user: SessionUser;
  t: (key: SignedInKey) => string;
  to: (path: string) => string;
  onChangePassword?: () => void;
  onPreload?: () => void;
  onSignOut?: (event: FormEvent<HTMLFormElement>) => void;
  signingOut?: boolean;
}) {
  const keyIcon = <KeyRound aria-hidden="true" className="h-4 w-4" />;
  return (
    <>
      <div className="px-3 py-2">
        <p className="truncate font-semibold text-slate-900 dark:text-slate-100">
          {displayName(user)}
        </p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">@{user.username}</p>
      </div>
      <hr className="my-1 border-slate-200 dark:border-slate-700" />
      <ul className="flex flex-col">
        {onChangePassword ? (
          <li>
            <button
              type="button"
              onClick={onChangePassword}
              onPointerEnter={onPreload}
              onFocus={onPreload}
              className={menuItemClass}
              aria-haspopup="dialog"
            >
              {keyIcon}
              {t("menuChangePassword")}
            </button>
          </li>
        ) : (
          <MenuLink href={to("/change-password")} icon={keyIcon}>
            {t("menuChangePassword")}
          </MenuLink>
        )}
        {/* No icons on these three, indented to line up: fewer icons, less markup. */}
        <MenuLink href={to("/account")} className="pl-9">
          {t("menuYourAccount")}
        </MenuLink>
        <li>
          {/* A file download, not a page: the browser fetches it itself. */}
          <a href="/download-my-data" download className={cn(menuItemClass, "pl-9")}>
            {t("menuDownloadData")}
          </a>
        </li>
        <MenuLink href={to("/delete-account")} className="pl-9">
          {t("menuDeleteAccount")}
        </MenuLink>
        {user.isAdmin && (
          <MenuLink href="/admin" icon={<LayoutDashboard aria-hidden="true" className="h-4 w-4" />}>
            {t("menuAdminDashboard")}
          </MenuLink>
        )}
        <li>
          <form method="post" action={to("/logout")} onSubmit={onSignOut}>
            <button type="submit" disabled={signingOut} className={menuItemClass}>
              {signingOut ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <LogOut aria-hidden="true" className="h-4 w-4" />
              )}
              {signingOut ? t("menuSigningOut") : t("menuSignOut")}
            </button>
          </form>
        </li>
      </ul>
    </>
  );
}
