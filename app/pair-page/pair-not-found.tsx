import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { NotFound } from "~/components/not-found";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { UnknownPair } from "./page";
import { PairLinks } from "./pair-sections";

/**
 * A unit pair page's error: for an unknown pair of a known converter, the converter and a few
 * of its pairs, in the page's language (the words come with the 404); else the not-found page.
 */
export default function PairNotFound() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const unknown = error.data as UnknownPair | undefined;
    if (!unknown?.converter) return <NotFound />;
    return (
      <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
        <h1 className="text-3xl font-bold tracking-tight">{unknown.texts?.title}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-300">{unknown.texts?.text}</p>
        <Link to={unknown.converter.href} className={buttonClass("primary", "md", "mt-8")}>
          {unknown.texts?.open}
        </Link>
        <div className="text-left">
          <PairLinks
            id="pair-suggestions"
            heading={unknown.texts?.popular ?? ""}
            links={unknown.pairs}
          />
        </div>
      </Container>
    );
  }
  throw error;
}
