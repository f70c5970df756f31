import { Breadcrumb, ValueTable } from "~/converter-page/converter-sections";
import type { PairDetails, PairLink } from "./page";
import { localizedPath, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";

type Copy = Translate<"converter-copy">;

/**
 * The parts of a unit pair's page the converter page does not have
 * (docs/product.md#unit-pair-pages). Rendered to HTML on the server (sections.server.tsx) with
 * plain links, which ServerHtml hands to the router: their code never ships (decision 049).
 */

const sectionTitle = "text-xl font-semibold tracking-tight text-slate-900 dark:text-white";

/** Breadcrumb Home › {category} › {converter} › {pair}, the pair's heading and its answer in one line. */
export function PairHeader({
  pair,
  categoryName,
  converter,
  t,
  language,
}: {
  pair: PairDetails;
  categoryName: string;
  converter: { slug: string; name: string };
  t: Copy;
  language: Language;
}) {
  const { from, to, example } = pair;
  return (
    <>
      <Breadcrumb
        categoryName={categoryName}
        parent={{ href: localizedPath(`/${converter.slug}`, language), name: converter.name }}
        name={pair.title}
        t={t}
        language={language}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        {t("pairHeading", { title: pair.title, fromSymbol: from.symbol, toSymbol: to.symbol })}
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700 dark:text-slate-200">
        <strong>
          {example.value} {from.symbol} = {example.result} {to.symbol}
        </strong>
        {pair.formula && (
          <>
            {" "}
            · {t("pairAnswerFormula", { from: from.plural, to: to.plural, formula: pair.formula })}
          </>
        )}
      </p>
    </>
  );
}

/** The table of common values, the rule both ways, the inverse pair and the converter's other pairs. */
export function PairSections({ pair, t }: { pair: PairDetails; t: Copy }) {
  const { from, to } = pair;
  return (
    <>
      <section aria-labelledby="pair-table" className="mt-10">
        <h2 id="pair-table" className={sectionTitle}>
          {t("pairTableHeading", { title: pair.title })}
        </h2>
        {pair.note && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{pair.note}</p>
        )}
        <ValueTable
          fromHeading={`${from.plural} (${from.symbol})`}
          toHeading={`${to.plural} (${to.symbol})`}
          rows={pair.rows}
        />
      </section>
      <section aria-labelledby="pair-formula" className="mt-10">
        <h2 id="pair-formula" className={sectionTitle}>
          {t("pairFormulaHeading")}
        </h2>
        <dl className="mt-4 space-y-3 text-slate-700 dark:text-slate-300">
          <div>
            <dt className="font-medium text-slate-900 dark:text-white">
              {t("pairRule", { from: from.name, to: to.name })}
            </dt>
            <dd className="font-mono text-sm">{pair.formula}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-900 dark:text-white">
              {t("pairRule", { from: to.name, to: from.name })}
            </dt>
            <dd className="font-mono text-sm">{pair.inverseFormula}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {pair.example.value} {to.symbol} = {pair.example.inverseResult} {from.symbol}.{" "}
          <a
            href={pair.inverse.href}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            {pair.inverse.title}
          </a>
        </p>
      </section>
      <PairLinks id="pair-others" heading={t("pairOthers")} links={pair.others} />
    </>
  );
}

/** A list of pair pages (the pair page's other pairs; an unknown pair's suggestions). */
export function PairLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: PairLink[];
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className={sectionTitle}>
        {heading}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="text-brand-700 underline dark:text-brand-300">
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
