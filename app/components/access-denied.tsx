import { ShieldAlert } from "~/components/page-icons";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useErrorWords } from "./error-words";

/** How long the Access Denied page stays before going home (docs/product.md#admin-dashboard). */
const ACCESS_DENIED_REDIRECT_MS = 5000;

/**
 * What a signed-in visitor without the admin role sees on an admin page (status 403): 'Access
 * Denied' / 'Admin access required', then the home page. Without JavaScript the link does it.
 */
export function AccessDenied() {
  const navigate = useNavigate();
  const { t, home } = useErrorWords();
  useEffect(() => {
    const timer = setTimeout(() => navigate(home, { replace: true }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, home]);

  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <ShieldAlert aria-hidden="true" className="h-14 w-14 text-red-600 dark:text-red-400" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("accessDeniedTitle")}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">{t("accessDeniedText")}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
        {t("accessDeniedRedirect")}
      </p>
      <Link to={home} replace className={buttonClass("primary", "md", "mt-8")}>
        {t("accessDeniedNow")}
      </Link>
    </Container>
  );
}
