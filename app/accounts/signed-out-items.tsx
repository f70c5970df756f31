import { LogIn, UserPlus } from "~/components/icons";
import { MenuLink } from "./menu-link";

/**
 * Signed out, the account menu offers 'Sign in' and 'Sign up'. Rendered on the server only
 * (account-menu-html.server.tsx): the items never change in the browser, so the page gets their
 * markup and none of their code, and React does not hydrate them (decision 100). Their links are
 * plain anchors, which the menu hands to the router.
 */
export function SignedOutItems({
  t,
  to,
}: {
  t: (key: "menuSignIn" | "menuSignUp") => string;
  to: (path: string) => string;
}) {
  return (
    <ul className="flex flex-col">
      <MenuLink href={to("/login")} icon={<LogIn aria-hidden="true" className="h-4 w-4" />}>
        {t("menuSignIn")}
      </MenuLink>
      <MenuLink href={to("/register")} icon={<UserPlus aria-hidden="true" className="h-4 w-4" />}>
        {t("menuSignUp")}
      </MenuLink>
    </ul>
  );
}
