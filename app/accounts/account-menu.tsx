import {
  KeyRound,
  LayoutDashboard,
  LoaderCircle,
  LogIn,
  LogOut,
  UserPlus,
  UserRound,
} from "~/components/icons";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { cn } from "~/utils/cn";
import { clearPageCaches } from "~/accounts/page-caches";
import { displayName } from "~/accounts/display-name";
import type { SessionUser } from "~/models/user";
import { useHydrated } from "~/utils/use-hydrated";

const itemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

// The dialog, its form and the password fields load when first opened, not with every page.
const loadChangePasswordDialog = () => import("./change-password-dialog");
const ChangePasswordDialog = lazy(loadChangePasswordDialog);

/**
 * The header's account menu (docs/product.md#account-menu-and-change-password). Signed out:
 * 'Sign in' and 'Sign up'. Signed in: full name, @username, 'Change Password', 'Your
 * account' (/account), 'Download my data', 'Delete account', 'Admin Dashboard' for admins, 'Sign out'. It is a <details>, so it
 * opens without JavaScript; then 'Change Password' is a link to its page.
 */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its state (and its closing focus return).
  const [dialogRequested, setDialogRequested] = useState(false);

  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  // Close on navigation, on a click outside and on Escape (returning focus to the button).
  // Any navigation counts, also to the same path (signing out on the home page lands there).
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      menu.current?.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const label = user ? `Account: ${displayName(user)}` : "Account";

  return (
    <>
      <details
        ref={menu}
        className="relative"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          className="flex h-10 cursor-pointer list-none items-center justify-center gap-2 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white [&::-webkit-details-marker]:hidden"
          title={label}
        >
          <UserRound aria-hidden="true" className="h-5 w-5 shrink-0" />
          <span className="sr-only">{label}</span>
          {user && (
            <span aria-hidden="true" className="hidden max-w-32 truncate lg:inline">
              {user.firstName || user.username}
            </span>
          )}
        </summary>
        <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          {user ? (
            <SignedInItems
              user={user}
              onPreload={() => void loadChangePasswordDialog()}
              onChangePassword={() => {
                close();
                setDialogRequested(true);
                setDialogOpen(true);
              }}
            />
          ) : (
            <ul className="flex flex-col">
              <MenuLink to="/login" icon={<LogIn aria-hidden="true" className="h-4 w-4" />}>
                Sign in
              </MenuLink>
              <MenuLink to="/register" icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}>
                Sign up
              </MenuLink>
            </ul>
          )}
        </div>
      </details>
      {user && dialogRequested && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function MenuLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={itemClass}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

function SignedInItems({
  user,
  onChangePassword,
  onPreload,
}: {
  user: SessionUser;
  onChangePassword: () => void;
  onPreload: () => void;
}) {
  const hydrated = useHydrated();
  const logout = useFetcher({ key: "logout" });
  const signingOut = logout.state !== "idle";
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
        {hydrated ? (
          <li>
            <button
              type="button"
              onClick={onChangePassword}
              onPointerEnter={onPreload}
              onFocus={onPreload}
              className={itemClass}
              aria-haspopup="dialog"
            >
              {keyIcon}
              Change Password
            </button>
          </li>
        ) : (
          <MenuLink to="/change-password" icon={keyIcon}>
            Change Password
          </MenuLink>
        )}
        {/*
          No icons on these three: the menu ships with every page, and more icons would push the
          converter page over its JavaScript budget (decision 016). Indented to line up.
        */}
        <li>
          <Link to="/account" className={cn(itemClass, "pl-9")}>
            Your account
          </Link>
        </li>
        <li>
          {/* A file download, not a page: the browser fetches it itself. */}
          <a href="/download-my-data" download className={cn(itemClass, "pl-9")}>
            Download my data
          </a>
        </li>
        <li>
          <Link to="/delete-account" className={cn(itemClass, "pl-9")}>
            Delete account
          </Link>
        </li>
        {user.isAdmin && (
          <MenuLink to="/admin" icon={<LayoutDashboard aria-hidden="true" className="h-4 w-4" />}>
            Admin Dashboard
          </MenuLink>
        )}
        <li>
          <logout.Form
            method="post"
            action="/logout"
            onSubmit={() => void clearPageCaches().catch(() => {})}
          >
            <button type="submit" disabled={signingOut} className={cn(itemClass)}>
              {signingOut ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <LogOut aria-hidden="true" className="h-4 w-4" />
              )}
              {signingOut ? "Signing out..." : "Sign out"}
            </button>
          </logout.Form>
        </li>
      </ul>
    </>
  );
}
