/** The site's public pages that search engines should know about (the sitemap lists them). */
export const PUBLIC_PAGES: readonly string[] = [
  "/",
  "/calculator",
  "/time-zone-converter",
  "/meeting-planner",
  "/date-calculator",
  "/about",
  "/features",
  "/blog",
  "/api",
  "/help",
  "/faq",
  "/contact",
  "/bug-report",
  "/privacy",
  "/terms",
  "/content-policy",
];

/** Paths search engines are asked not to crawl (docs/product.md#robots-and-urls). */
export const DISALLOWED_PATHS: readonly string[] = [
  "/admin",
  "/api/",
  "/login",
  "/register",
  "/search",
];
