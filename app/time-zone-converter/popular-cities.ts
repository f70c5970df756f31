/**
 * The cities whose pairs have their own pages (/time-zone-converter/new-york-to-london): the
 * world's busiest business and travel cities, one per zone, each pair in both directions.
 */

export interface PopularCity {
  /** the city's part of a pair's path: "new-york" */
  slug: string;
  name: string;
  zone: string;
}

export const POPULAR_CITIES: readonly PopularCity[] = [
  { slug: "new-york", name: "New York", zone: "America/New_York" },
  { slug: "los-angeles", name: "Los Angeles", zone: "America/Los_Angeles" },
  { slug: "chicago", name: "Chicago", zone: "America/Chicago" },
  { slug: "toronto", name: "Toronto", zone: "America/Toronto" },
  { slug: "mexico-city", name: "Mexico City", zone: "America/Mexico_City" },
  { slug: "sao-paulo", name: "São Paulo", zone: "America/Sao_Paulo" },
  { slug: "london", name: "London", zone: "Europe/London" },
  { slug: "paris", name: "Paris", zone: "Europe/Paris" },
  { slug: "berlin", name: "Berlin", zone: "Europe/Berlin" },
  { slug: "madrid", name: "Madrid", zone: "Europe/Madrid" },
  { slug: "moscow", name: "Moscow", zone: "Europe/Moscow" },
  { slug: "dubai", name: "Dubai", zone: "Asia/Dubai" },
  { slug: "mumbai", name: "Mumbai", zone: "Asia/Kolkata" },
  { slug: "singapore", name: "Singapore", zone: "Asia/Singapore" },
  { slug: "hong-kong", name: "Hong Kong", zone: "Asia/Hong_Kong" },
  { slug: "beijing", name: "Beijing", zone: "Asia/Shanghai" },
  { slug: "tokyo", name: "Tokyo", zone: "Asia/Tokyo" },
  { slug: "seoul", name: "Seoul", zone: "Asia/Seoul" },
  { slug: "sydney", name: "Sydney", zone: "Australia/Sydney" },
  { slug: "auckland", name: "Auckland", zone: "Pacific/Auckland" },
];

const bySlug = new Map(POPULAR_CITIES.map((city) => [city.slug, city]));

/** "new-york-to-london" → New York and London; null for anything else. */
export function readPairSlug(slug: string): { from: PopularCity; to: PopularCity } | null {
  const [fromSlug, toSlug, ...rest] = slug.split("-to-");
  if (rest.length > 0 || !fromSlug || !toSlug || fromSlug === toSlug) return null;
  const from = bySlug.get(fromSlug);
  const to = bySlug.get(toSlug);
  return from && to ? { from, to } : null;
}

export const pairPath = (from: PopularCity, to: PopularCity) =>
  `/time-zone-converter/${from.slug}-to-${to.slug}`;

/** The sitemap of the pairs' pages: /sitemaps/time-zones.xml, in the sitemap index. */
export const TIME_ZONE_SITEMAP = "time-zones.xml";

/** Every pair's page, for the sitemap: 20 cities, 380 pages. */
export function popularPairPaths(): string[] {
  return POPULAR_CITIES.flatMap((from) =>
    POPULAR_CITIES.filter((to) => to !== from).map((to) => pairPath(from, to)),
  );
}
