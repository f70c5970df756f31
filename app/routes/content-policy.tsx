import { LegalDocumentView } from "~/components/legal-document";
import { contentPolicy } from "~/content/legal/content-policy";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/content-policy";

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
