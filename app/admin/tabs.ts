/**
 * The dashboard's tabs, in order: each is its own URL under /admin. `planned` tabs come in later
 * increments; their page says what they will hold.
 */
export interface AdminTab {
  slug: string;
  label: string;
  /** for tabs not built yet: what the tab will hold */
  planned?: string;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: "converters", label: "Converters" },
  { slug: "ai-content", label: "AI Content" },
  { slug: "blog-content", label: "Blog Content" },
  { slug: "blog-posts", label: "Blog Posts" },
  { slug: "categories", label: "Categories" },
  {
    slug: "adsense",
    label: "AdSense",
    planned: "The site's advertising settings: the AdSense account and where ads may show.",
  },
  { slug: "analytics", label: "Analytics" },
  { slug: "settings", label: "Settings" },
  { slug: "messages", label: "Messages" },
  { slug: "users", label: "Users" },
];

/** The tab a dashboard path shows: /admin itself shows the first. */
export function tabForPath(pathname: string): AdminTab {
  const slug = pathname.replace(/^\/admin\/?/, "").split("/")[0] ?? "";
  return ADMIN_TABS.find((tab) => tab.slug === slug) ?? ADMIN_TABS[0]!;
}

/** Dates as stored (ISO, UTC) shown the same on server and browser: "2026-11-25 11:40 UTC". */
export function formatUtc(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "—";
}
