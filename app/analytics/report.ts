/**
 * The figures of the Analytics tab and `GET /api/admin/analytics` (one shape for both,
 * docs/decisions/047-first-party-analytics.md).
 */

export const REPORT_RANGES = [7, 30, 90] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_RANGE: ReportRange = 30;

/** `?days=` as a range, or null for anything else. */
export function parseRange(value: string | null): ReportRange | null {
  return REPORT_RANGES.find((days) => String(days) === value) ?? null;
}

export interface DayFigures {
  day: string;
  pageViews: number;
  conversions: number;
  searches: number;
  apiRequests: number;
}

export interface AnalyticsReport {
  days: ReportRange;
  /** first and last day of the range, "YYYY-MM-DD" (UTC), today included */
  from: string;
  to: string;
  totals: {
    pageViews: number;
    conversions: number;
    searches: number;
    searchesWithoutResult: number;
    apiRequests: number;
  };
  /** every day of the range, oldest first, zeros included */
  daily: DayFigures[];
  topConverters: Array<{ key: string; name: string; slug: string | null; count: number }>;
  topPages: Array<{ path: string; count: number }>;
  /** queries that found nothing, most frequent first (those that looked personal are not kept) */
  searchesWithoutResult: Array<{ query: string; count: number }>;
  /** the sites that framed an embedded converter, by host ("" when none was sent), most first */
  embedHosts: Array<{ host: string; count: number }>;
}

/** The four daily series the chart draws, with their names. */
export const DAILY_SERIES = [
  { key: "pageViews", label: "Page views" },
  { key: "conversions", label: "Conversions" },
  { key: "searches", label: "Searches" },
  { key: "apiRequests", label: "API requests" },
] as const satisfies ReadonlyArray<{ key: keyof Omit<DayFigures, "day">; label: string }>;
