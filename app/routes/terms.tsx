import { LegalDocumentView } from "~/components/legal-document";
import { termsOfService } from "~/content/legal/terms";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

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
