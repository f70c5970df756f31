import { House } from "~/components/page-icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useErrorWords } from "./error-words";

export function NotFound() {
  const { t, home } = useErrorWords();
  return (
    <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
      <p className="text-6xl font-bold text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("notFoundTitle")}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">{t("notFoundText")}</p>
      <Link to={home} className={buttonClass("primary", "md", "mt-8")}>
        <House aria-hidden="true" className="h-4 w-4" />
        {t("errorBackHome")}
      </Link>
    </Container>
  );
}
