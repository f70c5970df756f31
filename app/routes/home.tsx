import { siteOfRequest } from "~/utils/seo";
import { ServerHtml } from "~/components/server-html";
import { Container } from "~/components/ui/container";
import { CATEGORIES_ANCHOR, EXPAND_PARAM } from "~/home/category-ids";
import { CategorySection } from "~/home/category-section";
import { scrollToCategories } from "~/home/scroll-to-categories";
import {
  homeStats,
  sentHomeHtml,
  thousandsSeparator,
  type Popularity,
} from "~/home/sections.server";
import { Stats } from "~/home/stats";
import { KeptOnHome } from "~/me/kept-on-home";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { measuredPopularity } from "~/analytics/popularity.server";
import { getDatabase } from "~/server-context";
import { homeMeta } from "~/home/meta.server";
import { sharedPageHeaders } from "~/utils/shared-page";
import { localizedPath } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import type { Route } from "./+types/home";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

/**
 * Relative popularity (docs/product.md#home); an editorial ranking, labelled as such, shown until
 * enough conversions are counted (docs/decisions/047-first-party-analytics.md).
 */
const POPULARITY: Popularity["entries"] = [
  { key: "length", score: 95 },
  { key: "weight", score: 88 },
  { key: "temperature", score: 82 },
  { key: "volume", score: 75 },
  { key: "speed", score: 68 },
  { key: "time", score: 62 },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  // The catalogue visitors see (with the operators' changes). Every section but the figures,
  // the visitor's kept lists and 'View All' is HTML rendered here (decision 049).
  const catalogue = getCatalogue(context);
  // Without JavaScript, 'View All' links here with the category to show in full.
  const expand = new URL(request.url).searchParams.get(EXPAND_PARAM);
  const expanded = catalogue.categories.some((category) => category.key === expand) ? expand : null;
  // Shares of the conversions counted, once there are enough; else the editorial ranking.
  const measured = await measuredPopularity(getDatabase(context), catalogue);
  const popularity: Popularity = measured
    ? { measured: true, entries: measured.map(({ key, share }) => ({ key, score: share })) }
    : { measured: false, entries: POPULARITY };
  const counts = {
    converters: catalogue.converters.length,
    categories: catalogue.categories.length,
    units: catalogue.unitCount,
  };
  // The page's language is its URL's (decision 080); its words come with the data, as HTML or
  // as the few strings the page's own components show.
  const site = siteOfRequest(request);
  const { language } = site;
  const [t, names] = await Promise.all([
    translator(language, "home"),
    catalogueTranslation(language),
  ]);
  return {
    // The figures and their words come with the data: the page animates them, its code is small.
    stats: homeStats(counts, t),
    group: thousandsSeparator(language),
    meta: homeMeta(site, counts, t),
    words: { stats: t("statsHeading"), showLess: t("categoryShowLess") },
    home: localizedPath("/", language),
    // The converters' names by slug, for the visitor's Recent and Favourites.
    names: Object.fromEntries(
      catalogue.converters.map((converter) => [converter.slug, names.converter(converter).name]),
    ),
    expanded,
    html: await sentHomeHtml(context, catalogue, popularity, expanded, language),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, group, words, home, names, expanded, html } = loaderData;

  return (
    <>
      {/* The hero's buttons lead to the categories: the page glides there. */}
      <div onClick={scrollToCategories}>
        <ServerHtml html={html.hero} />
      </div>
      <KeptOnHome names={names} />

      <section aria-labelledby="stats-heading" className="py-14 sm:py-16">
        <Container>
          <h2 id="stats-heading" className="sr-only">
            {words.stats}
          </h2>
          <Stats stats={stats} group={group} />
        </Container>
      </section>

      <ServerHtml html={html.quick} />
      <ServerHtml html={html.features} />

      <section
        id={CATEGORIES_ANCHOR}
        tabIndex={-1}
        aria-labelledby="categories-heading"
        className="scroll-mt-16 py-14 outline-none sm:py-20"
      >
        <Container>
          <ServerHtml html={html.categoriesIntro} />
          <div className="mt-10 space-y-8">
            {html.categories.map((category) => (
              <CategorySection
                key={category.key}
                category={category}
                initiallyExpanded={category.key === expanded}
                showLess={words.showLess}
                home={home}
              />
            ))}
          </div>
        </Container>
      </section>

      <ServerHtml html={html.cta} />
    </>
  );
}

// The head comes with the loader's data (home/meta.server.ts); without it (an error), the title.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.meta ?? [{ title: "UnitWise: free, exact unit converters" }];
