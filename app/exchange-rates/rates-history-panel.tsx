import { useEffect, useState } from "react";
import { ServerHtml } from "~/components/server-html";
import type { UnitDef, UnitTable } from "@unitwise/units";
import { whenIdle } from "~/utils/when-idle";
import type { RatesPanel } from "./rate-history";
import type * as RatesHistoryCode from "./rates-history";

type RatesHistoryModule = typeof RatesHistoryCode;

/**
 * 'Exchange Rate History' on the currency page: the server's HTML for the pair the page opened
 * with; for any other pair the chart's component (and the exact arithmetic it draws with), in its
 * own chunk loaded once the page is idle, or at once when the visitor picks another pair first
 * (decision 049). While it loads, the opening pair's history stays.
 */
export function RatesHistoryPanel({
  html,
  opened,
  panel,
  table,
  from,
  to,
  locale,
}: {
  /** the history of the opening pair, rendered on the server (rates-history.server.tsx) */
  html: string;
  /** the units the page opened with */
  opened: { from: string; to: string };
  panel: RatesPanel;
  table: UnitTable;
  from?: UnitDef;
  to?: UnitDef;
  /** the locale the rates are written in (decision 053) */
  locale: string;
}) {
  const changed = from?.id !== opened.from || to?.id !== opened.to;
  const [loaded, setLoaded] = useState<RatesHistoryModule | null>(null);
  useEffect(() => {
    if (loaded) return;
    const load = () =>
      void import("./rates-history").then(setLoaded, (error: unknown) =>
        console.error("The rate history could not load", error),
      );
    if (changed) load();
    else return whenIdle(load);
  }, [changed, loaded]);
  if (changed && loaded) {
    return <loaded.RatesHistory panel={panel} table={table} from={from} to={to} locale={locale} />;
  }
  return <ServerHtml html={html} />;
}
