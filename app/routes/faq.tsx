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
  faqs,
  paragraphs,
  searchFaqs,
  type FaqCategory,
  type FaqEntry,
} from "~/content/faq";
import { statedApiLimits } from "~/settings/settings.server";
import { originFrom, pageMeta } from "~/utils/seo";
import { searchPageLoader } from "~/utils/text-search";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/faq";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The answers state the API limits of the Settings tab (docs/decisions/046-site-settings.md).
export function loader({ request, context }: Route.LoaderArgs) {
  return { ...searchPageLoader({ request }), limits: statedApiLimits(context) };
}

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
  const search = useLiveSearch(loaderData.query, "faq-search");
  const cardState = useOneOpen();
  const { query } = search;
  const all = faqs(loaderData.limits);
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
          {category}
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
      title="Frequently Asked Questions"
      subtitle="Quick answers about UnitWise: how the converters work, how exact they are, the API, your account and your privacy."
      search={search}
      path="/faq"
      searchLabel="Search the FAQ"
      searchPlaceholder="Search frequently asked questions..."
      noun="question"
      resultCount={results.length}
      results={{
        id: "faq-results",
        content: (
          <FaqList entries={results} section="results" query={query} cardState={cardState} />
        ),
      }}
      popular={{
        id: "faq-popular",
        title: "Most Popular Questions",
        icon: TrendingUp,
        content: <FaqList entries={popular} section="popular" query="" cardState={cardState} />,
      }}
      browse={{ id: "faq-all", title: "All Questions", content: categories }}
      noResultsHint="Try different keywords or browse all questions below."
      support={{
        icon: MessageCircle,
        title: "Still have questions?",
        text: "Can't find the answer you're looking for? Write to us, or read the step-by-step guides in the Help Center.",
        next: { href: "/help", label: "Help Center", icon: LifeBuoy },
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
                        Popular
                      </Badge>
                    )}
                    <Badge>{entry.category}</Badge>
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
                <RelatedLinks links={entry.links} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: "Frequently Asked Questions",
    description:
      "Answers about UnitWise: free exact unit converters, precision, currency rates, the public API, offline use, accounts, cookies and troubleshooting.",
    path: "/faq",
    origin: originFrom(matches),
  }),
  // FAQPage structured data; React Router escapes "<" in it, so no answer can end the script.
  ...(loaderData ? [{ "script:ld+json": faqPageJsonLd(faqs(loaderData.limits)) }] : []),
];
