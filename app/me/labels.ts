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

export const historyText = (entry: Omit<HistoryEntry, "at">) =>
  `${entry.value} ${unitLabel(entry.from)} → ${unitLabel(entry.to)}`;

export const favouriteText = (
  favourite: Omit<Favourite, "addedAt">,
  names: Readonly<Record<string, string>>,
) =>
  favourite.from && favourite.to
    ? `${converterLabel(favourite.converter, names)}: ${unitLabel(favourite.from)} → ${unitLabel(favourite.to)}`
    : converterLabel(favourite.converter, names);
