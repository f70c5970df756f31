import { LegalDocumentView } from "~/components/legal-document";
import { useLocalizedPath } from "~/i18n/localization";
import { termsOfService } from "~/content/legal/terms";
import { legalPageData } from "~/messages/legal-summary.server";
import { statedApiLimits } from "~/settings/settings.server";
import { pageMeta, siteOf } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/terms";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The terms state the API limits of the Settings tab (docs/decisions/046-site-settings.md).
// The title, description and summary in the page's language; the text that governs is English.
export async function loader({ request, context }: Route.LoaderArgs) {
  const limits = statedApiLimits(context);
  return { limits, ...(await legalPageData(request, "terms", limits)) };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  const to = useLocalizedPath();
  return (
    <LegalDocumentView
      document={{ ...termsOfService(loaderData.limits), ...loaderData.head }}
      summary={loaderData.summary}
      words={loaderData.words}
      tag={loaderData.tag}
      localize={to}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.head, path: "/terms", ...siteOf(matches) }) : [];
