import { LegalDocumentView } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal/privacy";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

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
