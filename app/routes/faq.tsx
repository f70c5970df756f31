import {
  Calculator,
  ChevronDown,
  Code,
  Info,
  LifeBuoy,
  MessageCircle,
  Shield,
  Star,
  TrendingUp,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import {
  Badge,
  disclosureClass,
  Highlight,
  RelatedLinks,
  useLiveSearch,
} from "~/components/content-search";
import { SupportPage } from "~/components/support-page";
import {
  FAQ_CATEGORIES,
  faqPageJsonLd,
  paragraphs,
  searchFaqs,
  type FaqCategory,
  type FaqEntry,
} from "~/content/faq";
import { faqs } from "~/content/faq-entries";
import { contentWords, requestLanguage, supportMessages } from "~/messages/support-words.server";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { statedApiLimits } from "~/settings/settings.server";
import { pageMeta, siteOf } from "~/utils/seo";
import { searchPageLoader } from "~/utils/text-search";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/faq";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The answers state the API limits of the Settings tab (docs/decisions/046-site-settings.md).
// The questions come in the page's language, with only the words the page itself uses.
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const words = await contentWords(language);
  return {
    ...searchPageLoader({ request }),
    entries: faqs(statedApiLimits(context), words),
    head: { title: words.t("faqTitle"), description: words.t("faqMetaDescription") },
    messages: await supportMessages(language, [
      "faqTitle",
      "faqSubtitle",
      "faqSearch",
      "faqResultsStatus",
      "faqPopular",
      "faqBrowseTitle",
      "faqCategory",
      "faqNoResults",
      "faqSupport",
      "search",
      "supportContact",
    ]),
  };
}

const CATEGORY_KEYS = {
  General: "faqCategoryGeneral",
  "Using Converters": "faqCategoryUsingConverters",
  Technical: "faqCategoryTechnical",
  "Account & Privacy": "faqCategoryAccountPrivacy",
  Troubleshooting: "faqCategoryTroubleshooting",
} as const satisfies Record<FaqCategory, string>;

const CATEGORY_ICONS: Record<FaqCategory, LucideIcon> = {
  General: Info,
  "Using Converters": Calculator,
  Technical: Code,
  "Account & Privacy": Shield,
  Troubleshooting: Wrench,
};

const categoryAnchor = (category: FaqCategory) =>
  `faq-${category.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/**
 * Which card is open, by "section:id" (a popular question also appears in its category). Only
 * one at a time (docs/product.md#faq): opening a card closes the others, opening the open one
 * closes it. The cards are <details name="faq">, which browsers already keep exclusive without
 * JavaScript; this state does the same where they do not.
 */
function useOneOpen() {
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (key: string) => ({
    open: openKey === key,
    onToggle: (open: boolean) =>
      setOpenKey((current) => (open ? key : current === key ? null : current)),
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT("support");
  const to = useLocalizedPath();
  const search = useLiveSearch(loaderData.query, "faq-search");
  const cardState = useOneOpen();
  const { query } = search;
  const all = loaderData.entries;
  const results = searchFaqs(query, all);
  const popular = all.filter((entry) => entry.popular);

  const categories = FAQ_CATEGORIES.map((category) => {
    const entries = all.filter((entry) => entry.category === category);
    const Icon = CATEGORY_ICONS[category];
    const anchor = categoryAnchor(category);
    return (
      <section key={category} aria-labelledby={anchor} className="mt-8">
        <h3 id={anchor} className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden="true" className="h-5 w-5 text-brand-600 dark:text-brand-400" />
          {t(CATEGORY_KEYS[category])}
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
            ({entries.length})
          </span>
        </h3>
        <FaqList entries={entries} section="all" query="" cardState={cardState} />
      </section>
    );
  });

  return (
    <SupportPage
      title={t("faqTitle")}
      subtitle={t("faqSubtitle")}
      search={search}
      path="/faq"
      searchLabel={t("faqSearchLabel")}
      searchPlaceholder={t("faqSearchPlaceholder")}
      words={{
        status: t("faqResultsStatus", { count: results.length, query }),
        searchButton: t("searchButton"),
        resultsHeading: t("searchResultsHeading", { count: results.length }),
        showingResults: t("searchShowingResults"),
        noResultsTitle: t("faqNoResultsTitle"),
        noResultsText: t("faqNoResultsText"),
        clearSearch: t("searchClear"),
        contactSupport: t("supportContact"),
      }}
      localize={to}
      resultCount={results.length}
      results={{
        id: "faq-results",
        content: (
          <FaqList entries={results} section="results" query={query} cardState={cardState} />
        ),
      }}
      popular={{
        id: "faq-popular",
        title: t("faqPopularTitle"),
        icon: TrendingUp,
        content: <FaqList entries={popular} section="popular" query="" cardState={cardState} />,
      }}
      browse={{ id: "faq-all", title: t("faqBrowseTitle"), content: categories }}
      noResultsHint={t("faqNoResultsHint")}
      support={{
        icon: MessageCircle,
        title: t("faqSupportTitle"),
        text: t("faqSupportText"),
        next: { href: "/help", label: t("faqSupportNext"), icon: LifeBuoy },
      }}
    />
  );
}

function FaqList({
  entries,
  section,
  query,
  cardState,
}: {
  entries: readonly FaqEntry[];
  section: string;
  query: string;
  cardState: ReturnType<typeof useOneOpen>;
}) {
  const t = useT("support");
  const to = useLocalizedPath();
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {entries.map((entry) => {
        const { open, onToggle } = cardState(`${section}:${entry.id}`);
        return (
          <li key={entry.id}>
            <details
              id={`${section}-${entry.id}`}
              name="faq"
              open={open}
              onToggle={(event) => onToggle(event.currentTarget.open)}
              className={disclosureClass.details}
            >
              <summary className={disclosureClass.summary}>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 dark:text-white">
                    <Highlight text={entry.question} query={query} />
                  </span>
                  <span className="mt-2 flex flex-wrap gap-2">
                    {entry.popular && (
                      <Badge tone="popular">
                        <Star aria-hidden="true" className="h-3 w-3" />
                        {t("faqPopular")}
                      </Badge>
                    )}
                    <Badge>{entry.categoryName}</Badge>
                  </span>
                </span>
                <ChevronDown aria-hidden="true" className={disclosureClass.chevron} />
              </summary>
              <div className={disclosureClass.body}>
                {paragraphs(entry.answer).map((text, index) => (
                  <p key={index} className={index > 0 ? "mt-3 leading-relaxed" : "leading-relaxed"}>
                    <Highlight text={text} query={query} />
                  </p>
                ))}
                <RelatedLinks
                  links={entry.links?.map((link) => ({ ...link, href: to(link.href) }))}
                />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        ...pageMeta({ ...loaderData.head, path: "/faq", ...siteOf(matches) }),
        // FAQPage structured data in the page's language; React Router escapes "<" in it, so no
        // answer can end the script.
        { "script:ld+json": faqPageJsonLd(loaderData.entries) },
      ]
    : [];
