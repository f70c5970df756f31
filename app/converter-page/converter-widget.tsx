import type { ReactNode } from "react";
import { ArrowLeftRight, RotateCcw } from "~/converter-page/icons";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { defaultValue, isTextTable, isWholeNumberTable, type UnitTable } from "@unitwise/units";
import { cn } from "~/utils/cn";
import { pageHydrated, useHydrated } from "~/utils/use-hydrated";
import { UnitSelect, selectClass } from "./unit-select";
import { useSentHtmlProps } from "~/components/server-html";
import { CopyButton } from "./copy-button";
import type { Calculation } from "./calculation";
import type { ConverterPageHtml, ConverterState } from "./page";
import { useLocalizedPath, useT, type Translate } from "~/i18n/localization";

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-lg text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

interface ConverterWidgetProps {
  slug: string;
  table: UnitTable;
  state: ConverterState;
  /** what the state converts to (calculation.ts) */
  calculation: Calculation;
  /** the lists' options, as markup (unit-options-html.server.ts) */
  options: ConverterPageHtml["options"];
  onChange: (next: Partial<ConverterState>) => void;
  onSwap: () => void;
  /** the visitor is about to change something: the engine may start loading */
  onPrepare?: () => void;
  /** more fields of the same form, beside the precision: the cooking converter's ingredient */
  children?: ReactNode;
  /** more buttons beside swap and reset (the pair's favourite star) */
  actions?: ReactNode;
}

/**
 * The converter itself (docs/product.md#converter-page): value and unit in, result and unit out,
 * swap, reset, copy. It is a GET form, so without JavaScript 'Convert' reloads the page with the
 * answer; with JavaScript every change converts at once in the browser.
 */
export function ConverterWidget({
  slug,
  table,
  state,
  calculation,
  options,
  onChange,
  onSwap,
  onPrepare,
  children,
  actions,
}: ConverterWidgetProps) {
  const precisionOptions = useSentHtmlProps(options.precision);
  const t = useT("converter");
  const localized = useLocalizedPath();
  const text = isTextTable(table);
  const whole = isWholeNumberTable(table);
  // Numbers are shown as the visitor's locale writes them, every digit kept (decision 053), and
  // a value that reads two ways in this locale says how it was read ("1,500" in de-DE).
  const { result, reading } = calculation;
  const from = table.units.find((unit) => unit.id === state.from);
  const to = table.units.find((unit) => unit.id === state.to);
  const resetValue = defaultValue(table);
  const path = localized(`/${slug}`);
  const resetHref = `${path}?${new URLSearchParams({ value: resetValue, from: state.from, to: state.to })}`;

  return (
    <Form
      method="get"
      action={path}
      onSubmit={(event) => {
        if (pageHydrated()) event.preventDefault();
      }}
      aria-label={t("widget")}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <div className="grid items-center gap-4 md:grid-cols-[1fr_auto_1fr]">
        <Card className="p-5">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t("from")}
          </h2>
          <label htmlFor="converter-value" className="sr-only">
            {from ? t("valueLabelIn", { unit: from.plural }) : t("valueLabel")}
          </label>
          {text ? (
            <textarea
              id="converter-value"
              name="value"
              rows={3}
              value={state.value}
              onChange={(event) => onChange({ value: event.target.value })}
              className={cn(fieldClass, "py-2")}
              spellCheck={false}
            />
          ) : (
            <input
              id="converter-value"
              name="value"
              type="text"
              inputMode={whole ? "text" : "decimal"}
              autoComplete="off"
              spellCheck={false}
              value={state.value}
              onChange={(event) => onChange({ value: event.target.value })}
              aria-describedby={reading ? "converter-value-reading" : undefined}
              className={cn(fieldClass, "h-12", whole && "font-mono")}
            />
          )}
          {reading && (
            <p
              id="converter-value-reading"
              className="mt-1 text-sm text-slate-600 dark:text-slate-300"
            >
              {upperFirst(reading)}
            </p>
          )}
          <div className="mt-3">
            <UnitSelect
              id="converter-from"
              name="from"
              label={t("fromUnit")}
              options={options.from}
              value={state.from}
              onChange={(id) => onChange({ from: id })}
            />
          </div>
        </Card>

        <div className="flex justify-center gap-2 md:flex-col">
          <button
            type="submit"
            name="swap"
            value="1"
            onClick={(event) => {
              if (!pageHydrated()) return;
              event.preventDefault();
              onSwap();
            }}
            aria-label={t("swap")}
            title={t("swap")}
            className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-white shadow hover:bg-brand-700"
          >
            <ArrowLeftRight aria-hidden="true" className="h-5 w-5" />
          </button>
          <Link
            to={resetHref}
            replace
            preventScrollReset
            onClick={(event) => {
              if (!pageHydrated()) return;
              event.preventDefault();
              onChange({ value: resetValue });
            }}
            aria-label={t("resetLabel", { value: resetValue })}
            title={t("resetTitle", { value: resetValue })}
            className="flex h-12 w-12 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <RotateCcw aria-hidden="true" className="h-5 w-5" />
          </Link>
          {actions}
        </div>

        <Card className="p-5">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t("to")}
          </h2>
          <div className="flex gap-2">
            <label htmlFor="converter-result" className="sr-only">
              {to ? t("resultLabelIn", { unit: to.plural }) : t("resultLabel")}
            </label>
            {text ? (
              <textarea
                id="converter-result"
                readOnly
                rows={3}
                value={result}
                className={cn(fieldClass, "bg-slate-50 py-2 dark:bg-slate-800")}
              />
            ) : (
              <output
                id="converter-result"
                htmlFor="converter-value converter-from converter-to"
                aria-live="polite"
                className={cn(
                  fieldClass,
                  "flex h-12 items-center overflow-x-auto bg-slate-50 font-semibold whitespace-nowrap dark:bg-slate-800",
                  whole && "font-mono",
                )}
              >
                {result}
              </output>
            )}
            <CopyButton
              t={t}
              text={result}
              label="copyResult"
              disabled={result === "" || calculation.conversion.status === "error"}
              iconOnly
            />
          </div>
          <div className="mt-3">
            <UnitSelect
              id="converter-to"
              name="to"
              label={t("toUnit")}
              options={options.to}
              value={state.to}
              onChange={(id) => onChange({ to: id })}
            />
          </div>
        </Card>
      </div>

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        {!text && !whole ? (
          <div>
            <label
              htmlFor="converter-precision"
              className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
            >
              {t("precision")}
            </label>
            <select
              id="converter-precision"
              name="precision"
              value={state.precision}
              onChange={(event) => onChange({ precision: Number(event.target.value) })}
              className={cn(selectClass, "w-28")}
              {...precisionOptions}
            />
          </div>
        ) : (
          <span />
        )}
        {children}
        <ConvertButton label={t("convert")} />
      </div>

      <ResultBanner
        path={path}
        t={t}
        state={state}
        calculation={calculation}
        fromSymbol={from?.symbol ?? ""}
        toSymbol={to?.symbol ?? ""}
      />
    </Form>
  );
}

/** 'Convert', for a page without JavaScript or not hydrated yet; after, every change converts. */
function ConvertButton({ label }: { label: string }) {
  return useHydrated() ? null : (
    <button type="submit" className={buttonClass("primary", "lg")}>
      {label}
    </button>
  );
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function ResultBanner({
  path,
  t,
  state,
  calculation,
  fromSymbol,
  toSymbol,
}: {
  /** the converter's page, in the page's language */
  path: string;
  t: Translate<"converter">;
  state: ConverterState;
  calculation: Calculation;
  fromSymbol: string;
  toSymbol: string;
}) {
  const numberFormatPath = useLocalizedPath()("/number-format");
  const { conversion, compounds } = calculation;
  return (
    <section
      aria-label={t("resultHeading")}
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-950"
    >
      <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase dark:text-brand-200">
        {t("resultHeading")}
      </h2>
      {conversion.status === "ok" ? (
        <>
          <p className="mt-2 text-2xl font-bold break-words text-slate-900 dark:text-white">
            {state.value} {fromSymbol} = {calculation.result} {toSymbol}
          </p>
          {compounds.map((compound) => (
            <p key={compound.label} className="mt-1 text-slate-700 dark:text-slate-200">
              = {compound.text} <span className="text-sm">({compound.label})</span>
            </p>
          ))}
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {calculation.details} (
            <a
              href={`${numberFormatPath}?back=${encodeURIComponent(path)}`}
              className="underline hover:text-brand-700 dark:hover:text-brand-300"
            >
              {t("resultChange")}
            </a>
            )
          </p>
          {calculation.note && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{calculation.note}</p>
          )}
        </>
      ) : conversion.status === "error" ? (
        <p role="alert" className="mt-2 text-lg font-semibold text-red-700 dark:text-red-300">
          {t("resultError", { message: calculation.error ?? "" })}
        </p>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("resultEmpty")}</p>
      )}
    </section>
  );
}
