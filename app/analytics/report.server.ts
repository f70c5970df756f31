import type { Catalogue } from "~/catalogue/effective";
import type { Database } from "~/db/client.server";
import type { AnalyticsMetric } from "~/models/analytics";
import { readDayTotals, readTopKeys } from "~/models/analytics.server";
import { utcDay } from "~/utils/utc-day";
import { dayRange } from "./normalize";
import type { AnalyticsReport, DayFigures, ReportRange } from "./report";

const TOP = 10;
const MISSES = 25;

const SERIES_OF: Partial<Record<AnalyticsMetric, keyof Omit<DayFigures, "day">>> = {
  page_view: "pageViews",
  conversion: "conversions",
  search: "searches",
  api_request: "apiRequests",
};

/** The figures of the last `days` UTC days, today included. */
export async function analyticsReport(
  db: Database,
  catalogue: Catalogue,
  days: ReportRange,
  now: number = Date.now(),
): Promise<AnalyticsReport> {
  const range = dayRange(utcDay(now), days);
  const from = range[0]!;
  const to = range[range.length - 1]!;
  const [dayTotals, converters, pages, misses, embeds] = await Promise.all([
    readDayTotals(db, from, to),
    readTopKeys(db, "conversion", from, to, TOP),
    readTopKeys(db, "page_view", from, to, TOP),
    readTopKeys(db, "search_miss", from, to, MISSES),
    readTopKeys(db, "embed_view", from, to, TOP),
  ]);

  const byDay = new Map<string, DayFigures>(
    range.map((day) => [day, { day, pageViews: 0, conversions: 0, searches: 0, apiRequests: 0 }]),
  );
  const totals = {
    pageViews: 0,
    conversions: 0,
    searches: 0,
    searchesWithoutResult: 0,
    apiRequests: 0,
  };
  for (const { day, metric, count } of dayTotals) {
    if (metric === "search_miss") {
      totals.searchesWithoutResult += count;
      continue;
    }
    const series = SERIES_OF[metric];
    const figures = byDay.get(day);
    if (!series || !figures) continue;
    figures[series] += count;
    totals[series] += count;
  }

  return {
    days,
    from,
    to,
    totals,
    daily: [...byDay.values()],
    topConverters: converters.map(({ key, count }) => {
      const converter = catalogue.entry(key);
      return { key, name: converter?.name ?? key, slug: converter?.slug ?? null, count };
    }),
    topPages: pages.map(({ key, count }) => ({ path: key, count })),
    searchesWithoutResult: misses.map(({ key, count }) => ({ query: key, count })),
    embedHosts: embeds.map(({ key, count }) => ({ host: key, count })),
  };
}
