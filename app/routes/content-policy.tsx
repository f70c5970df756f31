import { LegalDocumentView } from "~/components/legal-document";
import { contentPolicy } from "~/content/legal/content-policy";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/content-policy";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

export default function ContentPolicyRoute() {
  return <LegalDocumentView document={contentPolicy} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: contentPolicy.title,
    description: contentPolicy.description,
    path: contentPolicy.path,
    origin: originFrom(matches),
  });
