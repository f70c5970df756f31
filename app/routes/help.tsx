import {
  BookOpen,
  Calculator,
  ChevronDown,
  CircleHelp,
  Code,
  LifeBuoy,
  Rocket,
  Smartphone,
  Star,
  UserCog,
  type LucideIcon,
} from "lucide-react";
import {
  Badge,
  disclosureClass,
  Highlight,
  RelatedLinks,
  useLiveSearch,
} from "~/components/content-search";
import { SupportPage } from "~/components/support-page";
import {
  articlesOf,
  searchHelpArticles,
  type HelpArticleInCategory,
  type HelpBlock,
} from "~/content/help";
import { helpCategories } from "~/content/help-articles";
import { contentWords, requestLanguage, supportMessages } from "~/messages/support-words.server";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { statedApiLimits } from "~/settings/settings.server";
import { pageMeta, siteOf } from "~/utils/seo";
import { searchPageLoader } from "~/utils/text-search";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/help";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// An article states the API limits of the Settings tab (docs/decisions/046-site-settings.md).
// The articles come in the page's language, with only the words the page itself uses.
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const words = await contentWords(language);
  return {
    ...searchPageLoader({ request }),
    categories: helpCategories(statedApiLimits(context), words),
    head: { title: words.t("helpTitle"), description: words.t("helpMetaDescription") },
    messages: await supportMessages(language, [
      "helpTitle",
      "helpSubtitle",
      "helpSearch",
      "helpResultsStatus",
      "helpPopularTitle",
      "helpBrowseTitle",
      "helpArticleCount",
      "helpNoResults",
      "helpSupport",
      "search",
      "supportContact",
    ]),
  };
}

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  "getting-started": Rocket,
  "using-converters": Calculator,
  "mobile-desktop": Smartphone,
  "api-integration": Code,
  "account-settings": UserCog,
};

export default function Help({ loaderData }: Route.ComponentProps) {
  const t = useT("support");
  const to = useLocalizedPath();
  const search = useLiveSearch(loaderData.query, "help-search");
  const { query } = search;
  const categoryList = loaderData.categories;
  const articles = articlesOf(categoryList);
  const results = searchHelpArticles(query, articles);
  const popular = articles.filter((article) => article.popular);

  const categories = (
    <ul className="mt-4 flex flex-col gap-4">
      {categoryList.map((category) => {
        const Icon = CATEGORY_ICONS[category.id] ?? BookOpen;
        return (
          <li key={category.id}>
            <details
              id={`category-${category.id}`}
              className="group/category rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <summary className="flex cursor-pointer list-none items-center gap-4 rounded-xl p-5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-semibold text-slate-900 dark:text-white">
                    {category.name}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {category.description}
                  </span>
                </span>
                <span className="hidden sm:block">
                  <Badge>{t("helpArticleCount", { count: category.articles.length })}</Badge>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open/category:rotate-180 dark:text-slate-400"
                />
              </summary>
              <div className="border-t border-slate-200 p-4 sm:p-5 dark:border-slate-700">
                <ArticleList
                  articles={category.articles.map((article) => ({
                    ...article,
                    category: category.name,
                  }))}
                  section={category.id}
                  query=""
                  showCategory={false}
                />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );

  return (
    <SupportPage
      title={t("helpTitle")}
      subtitle={t("helpSubtitle")}
      search={search}
      path="/help"
      searchLabel={t("helpSearchLabel")}
      searchPlaceholder={t("helpSearchPlaceholder")}
      words={{
        status: t("helpResultsStatus", { count: results.length, query }),
        searchButton: t("searchButton"),
        resultsHeading: t("searchResultsHeading", { count: results.length }),
        showingResults: t("searchShowingResults"),
        noResultsTitle: t("helpNoResultsTitle"),
        noResultsText: t("helpNoResultsText"),
        clearSearch: t("searchClear"),
        contactSupport: t("supportContact"),
      }}
      localize={to}
      resultCount={results.length}
      results={{
        id: "help-results",
        content: (
          <div className="mt-4">
            <ArticleList articles={results} section="results" query={query} showCategory />
          </div>
        ),
      }}
      popular={{
        id: "help-popular",
        title: t("helpPopularTitle"),
        icon: Star,
        content: (
          <div className="mt-4">
            <ArticleList articles={popular} section="popular" query="" showCategory />
          </div>
        ),
      }}
      browse={{ id: "help-categories", title: t("helpBrowseTitle"), content: categories }}
      noResultsHint={t("helpNoResultsHint")}
      support={{
        icon: LifeBuoy,
        title: t("helpSupportTitle"),
        text: t("helpSupportText"),
        next: { href: "/faq", label: t("helpSupportNext"), icon: CircleHelp },
      }}
    />
  );
}

/** Articles open in place: each is a <details> with its whole text inside. */
function ArticleList({
  articles,
  section,
  query,
  showCategory,
}: {
  articles: readonly HelpArticleInCategory[];
  section: string;
  query: string;
  showCategory: boolean;
}) {
  const to = useLocalizedPath();
  return (
    <ul className="flex flex-col gap-3">
      {articles.map((article) => (
        <li key={article.id}>
          <details id={`${section}-${article.id}`} className={disclosureClass.details}>
            <summary className={disclosureClass.summary}>
              <BookOpen
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 dark:text-white">
                  <Highlight text={article.title} query={query} />
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                  <Highlight text={article.description} query={query} />
                </span>
                {showCategory && (
                  <span className="mt-2 flex flex-wrap gap-2">
                    <Badge tone="brand">{article.category}</Badge>
                  </span>
                )}
              </span>
              <ChevronDown aria-hidden="true" className={disclosureClass.chevron} />
            </summary>
            <div className={`${disclosureClass.body} sm:pl-14`}>
              {article.body.map((block, index) => (
                <ArticleBlock key={index} block={block} />
              ))}
              <RelatedLinks
                links={article.links?.map((link) => ({ ...link, href: to(link.href) }))}
              />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

function ArticleBlock({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="mt-3 leading-relaxed first:mt-0">{block.text}</p>;
    case "steps":
      return (
        <ol className="mt-3 list-decimal space-y-2 pl-5 leading-relaxed marker:font-semibold marker:text-brand-700 first:mt-0 dark:marker:text-brand-300">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case "list":
      return (
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed marker:text-brand-600 first:mt-0 dark:marker:text-brand-400">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "code":
      // Wrapped, not scrolled: a scrolling box would need its own keyboard focus.
      return (
        <pre className="mt-3 rounded-lg bg-slate-900 p-4 font-mono text-sm whitespace-pre-wrap text-slate-100 [overflow-wrap:anywhere] first:mt-0 dark:border dark:border-slate-700 dark:bg-slate-950">
          <code>{block.text}</code>
        </pre>
      );
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.head, path: "/help", ...siteOf(matches) }) : [];
