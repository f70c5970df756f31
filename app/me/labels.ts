import type { Favourite, HistoryEntry } from "~/models/visitor-data";

/**
 * How kept items read and where they lead, on the home page, in the search dialog and on
 * /account. Units are named by their ids ("fahrenheit-difference" → "fahrenheit difference"):
 * the browser has no unit catalogue outside a converter's page.
 */

export const unitLabel = (id: string) => id.replaceAll("-", " ");

/** The converter's name from `names` (slug → name), or its slug in words. */
export const converterLabel = (slug: string, names: Readonly<Record<string, string>>) =>
  names[slug] ?? unitLabel(slug);

/** The converter page showing the conversion again. */
export function repeatHref(entry: Omit<HistoryEntry, "at">): string {
  const params = new URLSearchParams({ value: entry.value, from: entry.from, to: entry.to });
  return `/${entry.converter}?${params}`;
}

export function favouriteHref(favourite: Omit<Favourite, "addedAt">): string {
  if (!favourite.from || !favourite.to) return `/${favourite.converter}`;
  return `/${favourite.converter}?${new URLSearchParams({ from: favourite.from, to: favourite.to })}`;
}

/** A unit's name on a converter: by default its id in words; /account names it in the page's language. */
export type UnitNamer = (converter: string, id: string) => string;
const byId: UnitNamer = (_converter, id) => unitLabel(id);

export const historyText = (entry: Omit<HistoryEntry, "at">, unit: UnitNamer = byId) =>
  `${entry.value} ${unit(entry.converter, entry.from)} → ${unit(entry.converter, entry.to)}`;

export const favouriteText = (
  favourite: Omit<Favourite, "addedAt">,
  names: Readonly<Record<string, string>>,
  unit: UnitNamer = byId,
) =>
  favourite.from && favourite.to
    ? `${converterLabel(favourite.converter, names)}: ${unit(favourite.converter, favourite.from)} → ${unit(favourite.converter, favourite.to)}`
    : converterLabel(favourite.converter, names);
