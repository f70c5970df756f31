import { getCatalogue } from "~/catalogue/catalogue.server";
import type { Catalogue } from "~/catalogue/effective";
import { catalogueMemo } from "~/utils/memo/per-catalogue";
import { entityTag, matches } from "~/public-api/conditional-get.server";
import { CATALOGUE_MAX_AGE } from "~/public-api/cache-policy.server";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import { searchIndexIn } from "~/search/search-index.server";
import type { Route } from "./+types/search-index";

// The compact index the search dialog downloads on first opening and searches in the browser
// (decision 013). It changes when an operator changes the catalogue (decision 043) or a release
// changes the converters: like the API's catalogue answers, browsers and the edge may keep it an
// hour, then revalidate it with its ETag (a tag of its content) for the cost of a 304.
// `?language=de`: the index in that language, which still finds English names and words
// (decision 080); the language is in the URL, so nothing varies by header.

/** The index of each catalogue and language, serialized and tagged once. */
const served = catalogueMemo<Promise<{ body: string; etag: string }>>();

function indexOf(catalogue: Catalogue, language: Language) {
  return served.getOrBuild(catalogue, `index ${language}`, async () => {
    const body = JSON.stringify(await searchIndexIn(catalogue, language));
    return entityTag(new TextEncoder().encode(body)).then((etag) => ({ body, etag }));
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("language");
  const language = isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
  const { body, etag } = await indexOf(getCatalogue(context), language);
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": `public, max-age=${CATALOGUE_MAX_AGE}`,
    ETag: etag,
  };
  if (matches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}
