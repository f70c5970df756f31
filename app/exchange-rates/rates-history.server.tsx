import type { UnitTable } from "@unitwise/units";
import { renderStaticMarkup } from "~/utils/static-markup.server";
import type { RatesPanel } from "./rate-history";
import { RatesHistory } from "./rates-history";

/**
 * The currency page's 'Exchange Rate History' for the pair the page opens with, as HTML: the
 * browser shows it as it is and loads the chart's code only when the visitor picks another pair
 * (rates-history-panel.tsx).
 */
export function ratesHistoryHtml(
  panel: RatesPanel,
  table: UnitTable,
  from: string,
  to: string,
  locale: string,
): Promise<string> {
  return renderStaticMarkup(
    <RatesHistory
      panel={panel}
      table={table}
      from={table.units.find((unit) => unit.id === from)}
      to={table.units.find((unit) => unit.id === to)}
      locale={locale}
    />,
  );
}
