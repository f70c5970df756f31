import { ChevronRight } from "~/converter-page/icons";
import { Card } from "~/components/ui/card";
import type { UnitDef } from "@unitwise/units";
import type { ConverterPage } from "./page";
import { CopyButton } from "./copy-button";
import type { useSentHtmlProps } from "~/components/server-html";
import { localizedPath, type Language } from "~/i18n/languages";
import { useT, type Translate } from "~/i18n/localization";

type Copy = Translate<"converter-copy">;

const sectionTitle = "text-xl font-semibold tracking-tight text-slate-900 dark:text-white";

// Breadcrumb, EducationSection, ConverterArticle, GuideSection, RelatedConverters and ConverterFaq
// never change in the browser: the converter page renders them to HTML on the server
// (sections.server.tsx), so their links are plain anchors (ServerHtml routes their clicks).

const crumbClass = "flex items-center gap-1";
const crumbLinkClass = "hover:text-brand-700 hover:underline dark:hover:text-brand-300";

export function Breadcrumb({
  categoryName,
  name,
  parent,
  t,
  language,
}: {
  categoryName: string;
  name: string;
  /** a page between the category and this one: a unit pair's converter */
  parent?: { href: string; name: string };
  t: Copy;
  language: Language;
}) {
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm text-slate-600 dark:text-slate-300">
      {/* Each separator sits in its item: a list holds nothing but items. */}
      <ol className="flex flex-wrap items-center gap-1">
        <li className={crumbClass}>
          <a href={localizedPath("/", language)} className={crumbLinkClass}>
            {t("home")}
          </a>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </li>
        <li className={crumbClass}>
          <a href={localizedPath("/#categories", language)} className={crumbLinkClass}>
            {categoryName}
          </a>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </li>
        {parent && (
          <li className={crumbClass}>
            <a href={parent.href} className={crumbLinkClass}>
              {parent.name}
            </a>
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </li>
        )}
        <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
          {name}
        </li>
      </ol>
    </nav>
  );
}

/**
 * 'Popular Conversions' (docs/product.md#converter-page), rendered on the server
 * (request-html.server.tsx): each card is a link to the converter with its value and units, and
 * carries them in data attributes, so the page sets the converter in place when it can
 * (converter-page-view.tsx).
 */
export function PopularConversions({
  path,
  items,
  note,
  t,
}: {
  /** the converter's page in the page's language */
  path: string;
  items: ConverterPage["popular"];
  /** what the results depend on, e.g. the date and source of currency rates */
  note?: string;
  t: Copy;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="popular-conversions" className="mt-10">
      <h2 id="popular-conversions" className={sectionTitle}>
        {t("popularHeading")}
      </h2>
      {note && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{note}</p>}
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <li key={`${item.from.id}-${item.to.id}`}>
            <a
              href={`${path}?${new URLSearchParams({ value: item.value, from: item.from.id, to: item.to.id })}`}
              data-pick-value={item.value}
              data-pick-from={item.from.id}
              data-pick-to={item.to.id}
              className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                {item.from.name} → {item.to.name}
              </span>
              <span className="mt-1 block font-semibold break-words text-slate-900 dark:text-white">
                {item.value} {item.from.symbol} = {item.result} {item.to.symbol}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function aboutText(unit: UnitDef, t: Translate<"converter">): string {
  if (unit.about) return unit.about;
  const { name, symbol, note } = unit;
  const text = note
    ? t("aboutFallbackNote", { name, symbol, note })
    : t("aboutFallback", { name, symbol });
  return unit.source ? `${text} ${t("aboutDefinedBy", { source: unit.source })}` : text;
}

/**
 * 'Conversion Information' (docs/product.md#converter-page): an About blurb for each of the two
 * units.
 */
export function ConversionInformation({ from, to }: { from?: UnitDef; to?: UnitDef }) {
  const t = useT("converter");
  const units = [from, to].filter((unit, i, all): unit is UnitDef =>
    Boolean(unit && all.findIndex((u) => u?.id === unit.id) === i),
  );
  return (
    <section aria-labelledby="conversion-information" className="mt-10">
      <h2 id="conversion-information" className={sectionTitle}>
        {t("informationHeading")}
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {units.map((unit) => (
          <Card key={unit.id} className="p-5">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              {t("aboutHeading", { name: unit.name, symbol: unit.symbol })}
            </h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{aboutText(unit, t)}</p>
            {unit.source && (
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                {t("source", { source: unit.source })}
              </p>
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}

/** A unit as a column of values names it: "Foot (ft)". */
export function columnHeading(unit: UnitDef): string {
  return `${unit.name} (${unit.symbol})`;
}

/** The quick-reference table for the current pair, with a copy button (tick for 2 s). */
export function QuickReferenceTable({
  from,
  to,
  rows,
  note,
  table,
}: {
  from?: UnitDef;
  to?: UnitDef;
  rows: Array<{ value: string; result: string }>;
  /** what the results depend on, e.g. the date and source of currency rates */
  note?: string;
  /** the props that insert the server's markup of the table of `rows` in place of ValueTable */
  table?: ReturnType<typeof useSentHtmlProps>;
}) {
  const t = useT("converter");
  if (!from || !to) return null;
  const asText = [
    `${columnHeading(from)}\t${columnHeading(to)}`,
    ...rows.map((row) => `${row.value}\t${row.result}`),
  ].join("\n");
  return (
    <section aria-labelledby="quick-reference" className="mt-10">
      <div className="flex items-center justify-between gap-4">
        <h2 id="quick-reference" className={sectionTitle}>
          {t("quickReference", { from: from.plural, to: to.plural })}
        </h2>
        <CopyButton t={t} text={asText} label="copyTable" />
      </div>
      {note && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{note}</p>}
      {table ? (
        <div {...table} />
      ) : (
        <ValueTable fromHeading={columnHeading(from)} toHeading={columnHeading(to)} rows={rows} />
      )}
    </section>
  );
}

/**
 * Values of one unit beside the same values in another, one row each: the converter's quick
 * reference and a unit pair's table.
 */
export function ValueTable({
  fromHeading,
  toHeading,
  rows,
}: {
  fromHeading: string;
  toHeading: string;
  rows: Array<{ value: string; result: string }>;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {fromHeading}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {toHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value} className="border-t border-slate-200 dark:border-slate-700">
              <td className="px-4 py-2 font-mono">{row.value}</td>
              <td className="px-4 py-2 font-mono break-all">{row.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The FAQ accordion (docs/product.md#converter-page): the first item open at first; items open and
 * close independently.
 */
export function ConverterFaq({ items, t }: { items: ConverterPage["faq"]; t: Copy }) {
  return (
    <section aria-labelledby="converter-faq" className="mt-10">
      <h2 id="converter-faq" className={sectionTitle}>
        {t("faqHeading")}
      </h2>
      <div className="mt-4 flex flex-col gap-3">
        {items.map((item, index) => (
          <details
            key={item.question}
            open={index === 0}
            className="group rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          >
            <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
              {item.question}
            </summary>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

export function EducationSection({
  name,
  education,
  t,
}: {
  name: string;
  education: ConverterPage["education"];
  t: Copy;
}) {
  return (
    <section aria-labelledby="converter-education" className="mt-10">
      <h2 id="converter-education" className={sectionTitle}>
        {t("educationHeading", { converter: name })}
      </h2>
      <div className="mt-4 space-y-3 text-slate-700 dark:text-slate-300">
        {education.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {education.sources.length > 0 && (
          <>
            <h3 className="pt-2 text-sm font-semibold text-slate-900 dark:text-white">
              {t("sourcesHeading")}
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {education.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

export function RelatedConverters({
  items,
  t,
  language,
}: {
  items: ConverterPage["related"];
  t: Copy;
  language: Language;
}) {
  return (
    <section aria-labelledby="related-converters" className="mt-10">
      <h2 id="related-converters" className={sectionTitle}>
        {t("relatedHeading")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.slug}>
            <a
              href={localizedPath(`/${item.slug}`, language)}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md dark:border-slate-700 dark:bg-slate-900"
            >
              <span className="font-medium text-slate-900 dark:text-white">{item.name}</span>
              <span className="mt-1 line-clamp-2 block text-sm text-slate-600 dark:text-slate-300">
                {item.description}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
