import { converters } from "@unitwise/units";
import type { ApiLimits } from "./legal/facts";
import { pascal, type ContentWords } from "./content-words";
import { articlesOf, type HelpArticleInCategory, type HelpBlock, type HelpCategory } from "./help";

/**
 * The help center's articles (docs/product.md#help-center), built on the server in the page's
 * language: their words are messages of the `support` area, one per paragraph or list item
 * (`help<Article><n>`, numbered in reading order), their shape is here. Code stays as written.
 */

type BlockSpec =
  | { kind: "paragraph" }
  | { kind: "steps" | "list"; count: number }
  | { kind: "code"; text: string }
  /** the catalogue's categories, each with its description */
  | { kind: "categories" };

interface ArticleSpec {
  id: string;
  popular?: boolean;
  body: BlockSpec[];
  links?: string[];
}

const p: BlockSpec = { kind: "paragraph" };
const steps = (count: number): BlockSpec => ({ kind: "steps", count });
const list = (count: number): BlockSpec => ({ kind: "list", count });
const code = (text: string): BlockSpec => ({ kind: "code", text });

const CATEGORIES: Array<{ id: string; articles: ArticleSpec[] }> = [
  {
    id: "getting-started",
    articles: [
      { id: "first-conversion", popular: true, body: [steps(4), p], links: ["/length-converter"] },
      { id: "find-converter", popular: true, body: [p, p], links: ["/"] },
      { id: "categories-overview", body: [p, { kind: "categories" }] },
      { id: "is-it-free", body: [p, p], links: ["/register"] },
    ],
  },
  {
    id: "using-converters",
    articles: [
      { id: "free-text-queries", popular: true, body: [p, list(5), p, p] },
      { id: "entering-numbers", body: [p, list(3), p], links: ["/number-format"] },
      { id: "precision", body: [p, p] },
      { id: "unit-variants", body: [p, list(4), p] },
      { id: "currency", popular: true, body: [p, p], links: ["/currency-converter"] },
    ],
  },
  {
    id: "mobile-desktop",
    articles: [
      { id: "install-phone", popular: true, body: [p, steps(3)] },
      { id: "install-desktop", body: [steps(3), p] },
      { id: "offline", body: [p, p] },
      { id: "keyboard", body: [list(3), p] },
    ],
  },
  {
    id: "api-integration",
    articles: [
      {
        id: "api-quick-start",
        popular: true,
        body: [
          p,
          code("GET /api/convert?value=5&from=ft&to=m"),
          p,
          code(
            '{\n  "result": "1.524",\n  "fromValue": 5,\n  "fromUnit": "foot",\n  "toValue": 1.524,\n  "toUnit": "meter",\n  "formula": "multiply the value by 0.3048",\n  "converter": "length-converter"\n}',
          ),
          p,
        ],
        links: ["/api"],
      },
      {
        id: "api-endpoints",
        body: [list(4), p, code('{ "value": 5, "fromUnit": "ft", "toUnit": "m" }')],
        links: ["/api"],
      },
      {
        id: "api-free-text",
        body: [
          p,
          code("GET /api/convert?q=5%20ft%203%20in%20to%20cm"),
          p,
          code('{ "query": "5 ft 3 in to cm" }'),
        ],
      },
      {
        id: "api-limits-errors",
        body: [
          p,
          p,
          code(
            '{ "error": "Unknown unit \\"blorp\\": use a unit id, symbol or name (GET /api/converters/{id} lists them)" }',
          ),
        ],
      },
    ],
  },
  {
    id: "account-settings",
    articles: [
      { id: "create-account", body: [steps(3), p], links: ["/register"] },
      { id: "sign-in", body: [p], links: ["/login"] },
      { id: "theme", body: [p] },
      { id: "cookie-preferences", body: [p, p], links: ["/privacy"] },
    ],
  },
];

/** The categories and their articles, stating the API's `limits` (the request's settings). */
export function helpCategories(limits: ApiLimits, words: ContentWords): HelpCategory[] {
  const { tag } = words;
  const t: ContentWords["t"] = (key, params) => words.t(key, params);
  const params = {
    converters: converters.length,
    categories: words.categories.length,
    perSecond: limits.perSecond.toLocaleString(tag),
    perHour: limits.perHour.toLocaleString(tag),
  };
  const text = (key: string) => t(key, params);
  return CATEGORIES.map((category) => {
    const c = pascal(category.id);
    return {
      id: category.id,
      name: text(`helpCategory${c}`),
      description: text(`helpCategory${c}Description`),
      articles: category.articles.map((article) => {
        const a = `help${pascal(article.id)}`;
        let n = 0;
        const next = () => text(`${a}${++n}`);
        const body = article.body.map((block): HelpBlock => {
          switch (block.kind) {
            case "paragraph":
              return { kind: "paragraph", text: next() };
            case "code":
              return block;
            case "categories":
              return {
                kind: "list",
                items: words.categories.map((item) => `${item.name} — ${item.description}`),
              };
            default:
              return { kind: block.kind, items: Array.from({ length: block.count }, next) };
          }
        });
        return {
          id: article.id,
          ...(article.popular ? { popular: true } : {}),
          title: text(`${a}Title`),
          description: text(`${a}Description`),
          body,
          ...(article.links
            ? {
                links: article.links.map((href, index) => ({
                  href,
                  label: text(`${a}Link${index + 1}`),
                })),
              }
            : {}),
        };
      }),
    };
  });
}

/** Every article once, in page order, with the name of its category. */
export const helpArticles = (limits: ApiLimits, words: ContentWords): HelpArticleInCategory[] =>
  articlesOf(helpCategories(limits, words));
