/** The dashboard's tabs, in order: each is its own URL under /admin. */
export interface AdminTab {
  slug: string;
  label: string;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { slug: "converters", label: "Converters" },
  { slug: "ai-content", label: "AI Content" },
  { slug: "blog-content", label: "Blog Content" },
  { slug: "blog-posts", label: "Blog Posts" },
  { slug: "categories", label: "Categories" },
  { slug: "adsense", label: "AdSense" },
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
