import { RefreshCw } from "~/components/page-icons";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useErrorWords } from "./error-words";

/** What a visitor sees when something fails: a friendly page, never a stack trace. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { t, home } = useErrorWords();
  return (
    <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
      <p className="text-6xl font-bold text-brand-600 dark:text-brand-400">{status}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("errorTitle")}</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex gap-3">
        <a href="" className={buttonClass("outline")}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          {t("errorTryAgain")}
        </a>
        <Link to={home} className={buttonClass("primary")}>
          {t("errorBackHome")}
        </Link>
      </div>
    </Container>
  );
}
