import { LegalDocumentView } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal/privacy";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/privacy";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

export default function PrivacyRoute() {
  return <LegalDocumentView document={privacyPolicy} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: privacyPolicy.path,
    origin: originFrom(matches),
  });
