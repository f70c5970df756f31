/**
 * An embed's colours: `light`, `dark`, or `auto`, which follows the host page (an iframe's
 * `prefers-color-scheme` is the colour scheme of the element that embeds it, and the visitor's
 * own when the host sets none).
 */
export const EMBED_THEMES = ["auto", "light", "dark"] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];
