import { isRouteErrorResponse, useRouteError } from "react-router";
import { AccessDenied } from "./access-denied";
import { ErrorPage } from "./error-page";
import { NotFound } from "./not-found";
import { useErrorWords } from "./error-words";

/**
 * The page shown for a route's error (the root's error boundary): 404, 403, or the status and
 * its message. Unexpected errors are logged on the server; the visitor gets no internals.
 */
export default function RouteError() {
  const error = useRouteError();
  const { t } = useErrorWords();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    if (error.status === 403) return <AccessDenied />;
    return (
      <ErrorPage
        status={error.status}
        message={typeof error.data === "string" && error.data ? error.data : error.statusText}
      />
    );
  }
  return <ErrorPage status={500} message={t("errorUnexpected")} />;
}
