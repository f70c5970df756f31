import { useEffect, useState } from "react";
import { calculatorHref } from "~/calculator/calculation-view";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/localization";

/**
 * The answer the search dialog shows above its results when the query is a question: a time
 * question ("3pm PST to CET", "now in Sydney", "90 days from today") answered by
 * GET /api/time/ask in the visitor's own zone, or a calculation ("60 mph * 2 h to km") by
 * GET /api/convert (docs/decisions/073-quantity-calculator.md, 075-time-pages.md). Each leads to
 * the page that shows it in full (an English path: the dialog puts it in the page's language).
 * Both are asked for their words in the page's language (`locale`; English sends none).
 */

export interface QuestionAnswer {
  /** the query answered */
  query: string;
  /** "= 193.12128 km", or the time question's answer in a sentence */
  text: string;
  href: string;
  /** what Enter opens ("the calculator", "the time zone converter"): its `search` message */
  opensIn: OpensIn;
}

/** Words that make a query without a number a time question: "now in Sydney". */
const TIME_WORDS = /\b(?:now|today|tomorrow|yesterday|time|unix|until|since|between)\b/i;

/** The fields of an /api/convert answer read here; `parsed` marks a calculation. */
interface CalculatedBody {
  result: string;
  /** with `locale`: the result as the page's language writes numbers ("193,12128") */
  formatted?: string;
  unit?: string;
  parsed?: string;
}

type OpensIn =
  "dialogOpensCalculator" | "dialogOpensTimeZone" | "dialogOpensDate" | "dialogOpensPage";

const PAGES: Record<string, OpensIn> = {
  "/time-zone-converter": "dialogOpensTimeZone",
  "/date-calculator": "dialogOpensDate",
};

/** `locale` for a page in another language than English: the API answers in it. */
const localeOf = (language: Language): Record<string, string> =>
  language === DEFAULT_LANGUAGE ? {} : { locale: language };

function askTime(q: string, language: Language): Promise<Omit<QuestionAnswer, "query"> | null> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const params = { q, ...(zone ? { zone } : {}), ...localeOf(language) };
  return fetch(`/api/time/ask?${new URLSearchParams(params)}`)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const { answer, href } = (body ?? {}) as { answer?: unknown; href?: unknown };
      if (typeof answer !== "string" || typeof href !== "string" || !href.startsWith("/")) {
        return null;
      }
      return { text: answer, href, opensIn: PAGES[href.split("?")[0]!] ?? "dialogOpensPage" };
    });
}

function calculate(q: string, language: Language): Promise<Omit<QuestionAnswer, "query"> | null> {
  return fetch(`/api/convert?${new URLSearchParams({ q, ...localeOf(language) })}`)
    .then((response) => (response.ok ? (response.json() as Promise<CalculatedBody>) : null))
    .then((body) =>
      body && typeof body.parsed === "string" && typeof body.unit === "string"
        ? {
            text: `= ${`${body.formatted ?? body.result} ${body.unit}`.trim()}`,
            href: calculatorHref(q),
            opensIn: "dialogOpensCalculator",
          }
        : null,
    );
}

/** The answer to the settled query, once both services have said; null while there is none. */
export function useQuestionAnswer(settledQuery: string): QuestionAnswer | null {
  const [answered, setAnswered] = useState<QuestionAnswer | null>(null);
  const language = useLanguage();
  useEffect(() => {
    const q = settledQuery.trim();
    const hasNumber = /\d/.test(q);
    if (!hasNumber && !TIME_WORDS.test(q)) return;
    let current = true;
    const none = () => null;
    void Promise.all([
      askTime(q, language).catch(none),
      hasNumber ? calculate(q, language).catch(none) : null,
    ]).then(([time, calculation]) => {
      if (!current) return;
      // A time question is not a calculation: when both answer, the time answer is meant.
      const answer = time ?? calculation;
      setAnswered(answer ? { query: q, ...answer } : null);
    });
    return () => {
      current = false;
    };
  }, [settledQuery, language]);
  return answered;
}
