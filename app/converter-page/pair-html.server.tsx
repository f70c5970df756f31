import type { UnitDef } from "@unitwise/units";
import { columnHeading, ConversionInformation, ValueTable } from "./converter-sections";
import type { ConverterPage } from "./page";
import type { Calculation } from "./calculation";
import { LocalizationProvider } from "~/i18n/localization";
import type { Messages } from "~/i18n/messages";
import { boundedMemo } from "~/utils/memo/bounded";
import { renderStaticMarkup } from "~/utils/static-markup.server";

/**
 * The sections as last rendered, by everything they show (the words and figures are the key):
 * the same pair in the same language and locale reads the same for every visitor, so a warm
 * isolate renders each once.
 */
const MAX_BYTES = 512 * 1024;
const rendered = boundedMemo<string>(MAX_BYTES, (html) => html.length);

/** What a unit's About card shows of it (ConversionInformation). */
function shownOf(unit: UnitDef | undefined) {
  return unit && [unit.id, unit.name, unit.symbol, unit.about, unit.note, unit.source];
}

/**
 * The two sections of the converter page that follow the pair, as HTML for the pair the page
 * opens with: 'Conversion Information' (the two units' About cards) and the quick-reference
 * table's values. The page inserts them as they are while its pair is this one, so React
 * hydrates neither (issue 32: hydrate only what the first interaction needs); it renders them
 * itself once the visitor picks another pair (converter-page-view.tsx).
 */
export async function pairHtml(
  page: Pick<ConverterPage, "table" | "state" | "language">,
  calculation: Pick<Calculation, "quickReference">,
  /** the page's "converter" words */
  messages: Pick<Messages, "converter">,
  /** whether the page has a quick reference to fill (a unit pair's page has its own table) */
  { reference: withReference }: { reference: boolean },
): Promise<{ information: string; reference?: string }> {
  const { table, state, language } = page;
  const from = table.units.find((unit) => unit.id === state.from);
  const to = table.units.find((unit) => unit.id === state.to);
  const information = rendered.load(
    `information\u0000${language}\u0000${JSON.stringify([shownOf(from), shownOf(to)])}`,
    () =>
      renderStaticMarkup(
        <LocalizationProvider value={{ language, messages }}>
          <ConversionInformation from={from} to={to} />
        </LocalizationProvider>,
      ),
  );
  if (!withReference) return { information: await information };
  const reference = from && to ? referenceHtml(from, to, calculation.quickReference) : "";
  return { information: await information, reference: await reference };
}

/** The quick-reference table's values for a pair, rendered once per headings and figures. */
function referenceHtml(from: UnitDef, to: UnitDef, rows: Calculation["quickReference"]) {
  const headings = [columnHeading(from), columnHeading(to)] as const;
  return rendered.load(`reference\u0000${JSON.stringify([headings, rows])}`, () =>
    renderStaticMarkup(
      <ValueTable fromHeading={headings[0]} toHeading={headings[1]} rows={rows} />,
    ),
  );
}
