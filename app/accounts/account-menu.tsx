import { UserRound } from "~/components/icons";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useRoutedLinks, useSentHtmlProps } from "~/components/server-html";
import type { SentHtml } from "~/utils/sent-html";
import { displayName } from "~/accounts/display-name";
import type { SessionUser } from "~/models/user";
import { useHydrated } from "~/utils/use-hydrated";
import { useT } from "~/i18n/localization";

// The dialog, its form and the password fields load when first opened, not with every page.
const loadChangePasswordDialog = () => import("./change-password-dialog");
const ChangePasswordDialog = lazy(loadChangePasswordDialog);
// The signed-in items' handlers load once a signed-in visitor's page runs: signed-out visitors,
// most of them, never download them (decision 049).
const SignedInItems = lazy(() => import("./signed-in-items"));

/**
 * The header's account menu (docs/product.md#account-menu-and-change-password). Signed out:
 * 'Sign in' and 'Sign up'. Signed in: full name, @username, 'Change Password', 'Your
 * account' (/account), 'Download my data', 'Delete account', 'Admin Dashboard' for admins, 'Sign out'. It is a <details>, so it
 * opens without JavaScript; then 'Change Password' is a link to its page. The items come as HTML
 * from the root loader (`itemsHtml`, account-menu-html.server.tsx). A signed-out visitor's stay
 * that markup, sent once (decision 100); a signed-in visitor's are replaced, once the page runs,
 * by the same items with their handlers.
 */
export function AccountMenu({
  user,
  itemsHtml,
}: {
  user: SessionUser | null;
  /** the items as HTML: signed in, the user's; signed out, 'Sign in' and 'Sign up' */
  itemsHtml: string | SentHtml;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const hydrated = useHydrated();
  const routed = useRoutedLinks();
  const [open, setOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its state (and its closing focus return).
  const [dialogRequested, setDialogRequested] = useState(false);
  const t = useT("shell");

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

  const label = user ? t("menuAccountOf", { name: displayName(user) }) : t("menuAccount");
  const serverItems = <div {...useSentHtmlProps(itemsHtml)} />;

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
        {/* The items' links are plain anchors: the router takes their clicks. */}
        <div
          onClick={routed}
          className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {user && hydrated ? (
            <Suspense fallback={serverItems}>
              <SignedInItems
                user={user}
                onPreload={() => void loadChangePasswordDialog()}
                onChangePassword={() => {
                  close();
                  setDialogRequested(true);
                  setDialogOpen(true);
                }}
              />
            </Suspense>
          ) : (
            serverItems
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
