/**
 * An ad slot of the AdSense tab as pages, the dashboard and the JSON API see it
 * (docs/decisions/048-ad-slots.md): an ad unit of the operator's AdSense account, the shape it
 * takes and where the public pages show it.
 */

export const AD_FORMATS = ["auto", "rectangle", "vertical", "horizontal"] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

/** The spec's sizes; "auto" lets the format decide (the default). */
export const AD_SIZES = [
  "auto",
  "728x90",
  "300x250",
  "320x50",
  "160x600",
  "300x600",
  "responsive",
] as const;
export type AdSize = (typeof AD_SIZES)[number];

export const AD_PLACEMENTS = ["header", "sidebar", "footer", "content", "mobile"] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export interface AdSlot {
  id: string;
  name: string;
  /** the ad unit's id in the AdSense account (digits) */
  slot: string;
  format: AdFormat;
  size: AdSize;
  placement: AdPlacement;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What a public page needs of an enabled slot to show it. */
export type ShownAdSlot = Pick<AdSlot, "id" | "slot" | "format" | "size" | "placement">;

/** An AdSense publisher id: "ca-pub-" and the account's digits. */
export const PUBLISHER_ID = /^ca-pub-\d{6,20}$/;

/** The seeded slots' id: a slot of zeros only cannot be turned on (it is no real ad unit). */
export function isPlaceholderSlot(slot: string): boolean {
  return /^0+$/.test(slot);
}
