import { LegalDocumentView } from "~/components/legal-document";
import { termsOfService } from "~/content/legal/terms";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/terms";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

export default function TermsRoute() {
  return <LegalDocumentView document={termsOfService} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: termsOfService.title,
    description: termsOfService.description,
    path: termsOfService.path,
    origin: originFrom(matches),
  });
