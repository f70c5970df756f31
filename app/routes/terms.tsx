import { LegalDocumentView } from "~/components/legal-document";
import { termsOfService } from "~/content/legal/terms";
import { statedApiLimits } from "~/settings/settings.server";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/terms";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The terms state the API limits of the Settings tab (docs/decisions/046-site-settings.md).
export function loader({ context }: Route.LoaderArgs) {
  return { limits: statedApiLimits(context) };
}

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={termsOfService(loaderData.limits)} />;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { title, description, path } = termsOfService(loaderData.limits);
  return pageMeta({ title, description, path, origin: originFrom(matches) });
};
