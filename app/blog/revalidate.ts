import type { ShouldRevalidateFunctionArgs } from "react-router";

/** URL parameters that only filter what /blog already has: changing them loads nothing. */
const CLIENT_ONLY_PARAMS = ["q", "category", "notice"];

/**
 * For both route modules of /blog (the list and the editor around it): search and category
 * changes only filter the posts the page already has, and previews change nothing on the server.
 * Everything else (opening the editor, saving, deleting) loads again.
 */
export function shouldRevalidateBlog({
  currentUrl,
  nextUrl,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "preview" || intent === "edit") return false;
  if (formData) return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const significant = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of CLIENT_ONLY_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return significant(currentUrl) === significant(nextUrl) ? false : defaultShouldRevalidate;
}
