import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./site-name";

/**
 * The head of a page that could not be shown (a 404 from a route whose head otherwise comes
 * with its loader's data): title and description, never indexed. Small on purpose: it is the
 * only head code such a route's JavaScript carries.
 */
export function notFoundMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${SITE_NAME}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
