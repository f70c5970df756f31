/** First-party analytics as stored (docs/decisions/047-first-party-analytics.md). */

/** What is counted per day; each row's key says of what. */
export type AnalyticsMetric =
  /** key: the page's path */
  | "page_view"
  /** key: the converter's key */
  | "conversion"
  /** key: "" (a day's searches) */
  | "search"
  /** key: the query that found nothing, normalized; "" when it was not kept */
  | "search_miss"
  /** key: the public API endpoint, e.g. "convert" */
  | "api_request"
  /** key: the host of the site that framed an embedded converter; "" when none was sent */
  | "embed_view";

/** A number to add to one day's counter. */
export interface DailyCount {
  /** "YYYY-MM-DD", UTC */
  day: string;
  metric: AnalyticsMetric;
  key: string;
  count: number;
}

/** A day's totals per metric. */
export interface DayTotals {
  day: string;
  metric: AnalyticsMetric;
  count: number;
}

/** A key with its total over a range. */
export interface KeyTotal {
  key: string;
  count: number;
}
