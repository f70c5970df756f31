/**
 * A unit pair's path segment, /{converter-slug}/{from}-to-{to} (docs/decisions/050-unit-pair-pages.md):
 * "mile-to-kilometer". Unit ids are lowercase and hyphenated, so a segment may hold "-to-" more
 * than once; it is read against the converter's own unit ids, and a reading must be the only
 * one (pair-slug.test.ts holds that for every pair of every table).
 */

const SEPARATOR = "-to-";

export function pairSlug(from: string, to: string): string {
  return `${from}${SEPARATOR}${to}`;
}

/**
 * The two units a segment names among `unitIds`, or null: no reading, or more than one. Exact:
 * case and spelling are the ids' own (a redirect to a lowercased path would be a second spelling
 * of every page; converter slugs are exact too).
 */
export function parsePairSlug(
  segment: string,
  unitIds: ReadonlySet<string>,
): { from: string; to: string } | null {
  const readings: Array<{ from: string; to: string }> = [];
  for (let at = segment.indexOf(SEPARATOR); at >= 0; at = segment.indexOf(SEPARATOR, at + 1)) {
    const from = segment.slice(0, at);
    const to = segment.slice(at + SEPARATOR.length);
    if (unitIds.has(from) && unitIds.has(to)) readings.push({ from, to });
  }
  return readings.length === 1 ? readings[0]! : null;
}
