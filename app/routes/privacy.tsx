import { LegalDocumentView } from "~/components/legal-document";
import { useLocalizedPath } from "~/i18n/localization";
import { privacyPolicy } from "~/content/legal/privacy";
import { legalPageData } from "~/messages/legal-summary.server";
import { pageMeta, siteOf } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/privacy";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The title, description and summary in the page's language; the text that governs is English.
export function loader({ request }: Route.LoaderArgs) {
  return legalPageData(request, "privacy");
}

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const to = useLocalizedPath();
  return (
    <LegalDocumentView
      document={{ ...privacyPolicy, ...loaderData.head }}
      summary={loaderData.summary}
      words={loaderData.words}
      tag={loaderData.tag}
      localize={to}
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.head, path: privacyPolicy.path, ...siteOf(matches) }) : [];
