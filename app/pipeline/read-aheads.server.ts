import type { RouterContextProvider } from "react-router";
import { pagePath, requestUrl } from "~/utils/request-url";
import { keepReadAheadSession, sessionIdOf } from "~/accounts/session.server";
import type { Catalogue, CatalogueEntry } from "~/catalogue/effective";
import { keepRates, ratesRead } from "~/exchange-rates/rates-in-use.server";
import { keepPopularity, popularityRead } from "~/analytics/popularity.server";
import { CURRENCY_TABLE_KEY } from "~/exchange-rates/shipped-rates.server";
import { keepReadAheadPreference } from "~/me/remembered-units.server";
import { keepPublishedTexts, publishedTextsRead } from "~/converter-page/published-texts.server";
import type { Database } from "~/db/client.server";
import { languageOfPath, unprefixedPath } from "~/i18n/languages";
import { sessionUserRead } from "~/models/session.server";
import { aheadOf, type AheadsFor, type ReadAhead } from "./held-content.server";

/**
 * What a request will read from D1 once its loaders run, read ahead in the batch that reads (or
 * confirms) the content, or alone in one batch when the content is held
 * (docs/decisions/084-d1-round-trips-and-replicas.md): a page far from D1 then waits for one
 * round trip at most. Each read is kept where its loader looks first; a loader that finds
 * nothing (a guess that missed) reads for itself.
 *
 * - the session behind a well-formed session cookie, with its user (and on a converter page the
 *   account's units for it);
 * - on a converter page (`/<slug>`, `/<language>/<slug>`, and their `.data` requests) and its
 *   unit pair pages, the converter's published article and guide, unless the catalogue held has
 *   them already;
 * - on a home page, the conversion counts its popular converters come from, when none are held;
 * - the exchange rates, when none are held at the content version and the request may convert
 *   currencies.
 */
export function readAheadsFor(
  request: Request,
  context: RouterContextProvider,
  db: Database,
): AheadsFor {
  const sessionId = sessionIdOf(request);
  const url = requestUrl(request);
  const reading = request.method === "GET" || request.method === "HEAD";
  return (catalogue, held) => {
    const aheads: ReadAhead<unknown>[] = [];
    const page = reading ? converterOfPage(catalogue, url.pathname) : undefined;
    if (sessionId !== null) {
      // On a converter page, the account's units for it come in the same query.
      const slug = page && !page.pair ? page.converter.slug : undefined;
      aheads.push(
        aheadOf(sessionUserRead(db, sessionId, slug), (found) => {
          keepReadAheadSession(context, sessionId, found);
          if (found && slug !== undefined) {
            const preference = found.preference ?? null;
            keepReadAheadPreference(context, { userId: found.user.id, slug, preference });
          }
        }),
      );
    }
    if (page) {
      const texts = converterTextsAhead(db, catalogue, held, url.pathname, page.converter);
      if (texts) aheads.push(texts);
    }
    if (reading && isHome(url.pathname)) {
      const totals = popularityRead(db);
      if (totals) aheads.push(aheadOf(totals, keepPopularity));
    }
    if (reading && needsRates(catalogue, url.pathname)) {
      const rates = ratesRead(db, held ? catalogue : null);
      if (rates) aheads.push(aheadOf(rates, keepRates));
    }
    return aheads;
  };
}

/** Whether `pathname` is a home page (or its data: `/_root.data`, `/de.data`). */
function isHome(pathname: string): boolean {
  const page = unprefixedPath(pagePath(pathname));
  return page === "/";
}

/**
 * The converter whose page (`/<slug>`, `/<language>/<slug>`, `.data` too) or unit pair page
 * (`/<slug>/<pair>`) `pathname` is.
 */
function converterOfPage(
  catalogue: Catalogue,
  pathname: string,
): { converter: CatalogueEntry; pair: boolean } | undefined {
  const segments = unprefixedPath(pagePath(pathname)).split("/").filter(Boolean);
  if (segments.length < 1 || segments.length > 2) return undefined;
  const converter = catalogue.getConverter(segments[0] ?? "");
  return converter && { converter, pair: segments.length === 2 };
}

/** The API endpoints that convert with the rates in use (public-api/services.server.ts). */
const CONVERTING_API = /^\/api\/(?:convert|convert\/batch|units|converters(?:\/[^/]+)?)$/;

/**
 * Whether the request may convert currencies: the API endpoints that convert, and the currency
 * converter's pages (its pairs and embed too).
 */
function needsRates(catalogue: Catalogue, pathname: string): boolean {
  if (CONVERTING_API.test(pathname)) return true;
  const slug = catalogue.entry(CURRENCY_TABLE_KEY)?.slug;
  return slug !== undefined && unprefixedPath(pathname).split("/").includes(slug);
}

/** The converter page's texts, unless they are held. */
function converterTextsAhead(
  db: Database,
  catalogue: Catalogue,
  held: boolean,
  pathname: string,
  converter: CatalogueEntry,
): ReadAhead<unknown> | null {
  const language = languageOfPath(pathname);
  const read = publishedTextsRead(db, held ? catalogue : null, language, converter.key);
  if (!read) return null;
  return aheadOf(read, (stored, kept) => {
    // Kept only for the catalogue they were read with, and the converter the slug still names.
    if (kept.getConverter(converter.slug)?.key === converter.key) {
      keepPublishedTexts(kept, language, converter, stored);
    }
  });
}
