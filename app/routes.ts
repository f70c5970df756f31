import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { PREFIXED_LANGUAGES } from "./i18n/languages";

/**
 * The public pages, in English at the root and in every other language under its prefix
 * (docs/decisions/080-languages.md): the same route modules, each copy with its own id.
 */
const PAGES: ReadonlyArray<[path: string, file: string]> = [
  ["about", "routes/about.tsx"],
  ["contact", "routes/contact.tsx"],
  ["privacy", "routes/privacy.tsx"],
  ["terms", "routes/terms.tsx"],
  ["content-policy", "routes/content-policy.tsx"],
  ["faq", "routes/faq.tsx"],
  ["help", "routes/help.tsx"],
  ["features", "routes/features.tsx"],
  ["bug-report", "routes/bug-report.tsx"],
  ["login", "routes/login.tsx"],
  ["register", "routes/register.tsx"],
  ["logout", "routes/logout.tsx"],
  ["change-password", "routes/change-password.tsx"],
  ["delete-account", "routes/delete-account.tsx"],
  ["number-format", "routes/number-format.tsx"],
  ["account", "routes/account.tsx"],
  ["search", "routes/search.tsx"],
  ["calculator", "routes/calculator.tsx"],
  ["time-zone-converter", "routes/time-zone-converter.tsx"],
  ["time-zone-converter/:pair", "routes/time-zone-pair.tsx"],
  ["meeting-planner", "routes/meeting-planner.tsx"],
  ["date-calculator", "routes/date-calculator.tsx"],
];

/** The English pages' routes, or one language's copies under its prefix. */
function pages(prefix: string) {
  const id = (file: string) => (prefix ? `${prefix}/${file.replace(/\.tsx?$/, "")}` : undefined);
  const at = (path: string) => (prefix ? (path ? `${prefix}/${path}` : prefix) : path);
  return [
    prefix ? route(prefix, "routes/home.tsx", { id: id("routes/home") }) : index("routes/home.tsx"),
    ...PAGES.map(([path, file]) => route(at(path), file, { id: id(file) })),
    ...(prefix ? [route(at("api"), "routes/api-docs.tsx", { id: id("routes/api-docs") })] : []),
  ];
}

/** Converter and unit pair pages, and the 404 page for any other path: they come last. */
function catchAll(prefix: string) {
  const id = (file: string) => (prefix ? `${prefix}/${file.replace(/\.tsx?$/, "")}` : undefined);
  const at = (path: string) => (prefix ? `${prefix}/${path}` : path);
  return [
    route(at(":slug"), "routes/converter.tsx", { id: id("routes/converter") }),
    route(at(":slug/:pair"), "routes/converter-pair.tsx", { id: id("routes/converter-pair") }),
    route(at("*"), "routes/not-found.tsx", { id: id("routes/not-found") }),
  ];
}

export default [
  ...pages(""),
  ...PREFIXED_LANGUAGES.flatMap((language) => [...pages(language), ...catchAll(language)]),
  route("language", "routes/language.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemap-pages.xml", "routes/sitemap-pages.ts"),
  route("sitemaps/:file", "routes/sitemap-category.ts"),
  route("ads.txt", "routes/ads-txt.ts"),
  route("download-my-data", "routes/download-my-data.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin/converters.tsx", { id: "admin-index" }),
    route("converters", "routes/admin/converters.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("adsense", "routes/admin/adsense.tsx"),
    route("ai-content", "routes/admin/ai-content.tsx"),
    route("blog-content", "routes/admin/blog-content.tsx"),
    route("blog-posts", "routes/admin/blog-posts.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("messages", "routes/admin/messages.tsx"),
    route("users", "routes/admin/users.tsx"),
  ]),
  route("search-index.json", "routes/search-index.ts"),
  route("meeting-planner/meeting.ics", "routes/meeting-planner-ics.ts"),
  route("blog", "routes/blog-editor.tsx", [index("routes/blog.tsx")]),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("images/*", "routes/images.ts"),
  route("api", "routes/api/layout.ts", [
    index("routes/api-docs.tsx"),
    route("auth/user", "routes/api/auth/user.ts"),
    route("auth/login", "routes/api/auth/login.ts"),
    route("auth/register", "routes/api/auth/register.ts"),
    route("auth/logout", "routes/api/auth/logout.ts"),
    route("auth/change-password", "routes/api/auth/change-password.ts"),
    route("auth/account", "routes/api/auth/account.ts"),
    route("auth/account/export", "routes/api/auth/account-export.ts"),
    route("me/preferences", "routes/api/me/preferences.ts"),
    route("me/history", "routes/api/me/history.ts"),
    route("me/calculations", "routes/api/me/calculations.ts"),
    route("me/favourites", "routes/api/me/favourites.ts"),
    // Admins only, every method (app/accounts/admin-gate.server.ts).
    layout("routes/api/gates/admin.ts", [
      route("admin/audit", "routes/api/admin/audit.ts"),
      route("admin/openapi.json", "routes/api/admin/openapi.ts"),
      route("admin/converters", "routes/api/admin/converters.ts"),
      route("admin/converters/:id", "routes/api/admin/converter.ts"),
      route("admin/categories", "routes/api/admin/categories.ts"),
      route("admin/categories/:key", "routes/api/admin/category.ts"),
      route("admin/messages", "routes/api/admin/messages.ts"),
      route("admin/messages/:id", "routes/api/admin/message.ts"),
      route("admin/settings", "routes/api/admin/settings.ts"),
      route("admin/ads", "routes/api/admin/ads.ts"),
      route("admin/ads/settings", "routes/api/admin/ads-settings.ts"),
      route("admin/ads/:id", "routes/api/admin/ad.ts"),
      route("admin/analytics", "routes/api/admin/analytics.ts"),
      route("admin/analytics/events", "routes/api/admin/analytics-events.ts"),
      route("admin/users", "routes/api/admin/users.ts"),
      route("admin/users/:id", "routes/api/admin/user.ts"),
      route("admin/users/:id/sign-out", "routes/api/admin/user-sign-out.ts"),
      route("admin/*", "routes/api/admin/not-found.ts"),
      route("content/generate-all", "routes/api/content-generate-all.ts"),
      route("content/:slug/regenerate", "routes/api/content-regenerate.ts"),
      route("content/:slug/draft", "routes/api/content-state.ts", { id: "api-content-draft" }),
      route("content/:slug/publish", "routes/api/content-state.ts", { id: "api-content-publish" }),
    ]),
    route("categories", "routes/api/categories.ts"),
    route("converters", "routes/api/converters.ts"),
    route("converters/:id", "routes/api/converter.ts"),
    route("convert/batch", "routes/api/convert-batch.ts"),
    route("convert", "routes/api/convert.ts"),
    route("units", "routes/api/units.ts"),
    route("time/convert", "routes/api/time-convert.ts"),
    route("time/between", "routes/api/time-between.ts"),
    route("time/add", "routes/api/time-add.ts"),
    route("time/ask", "routes/api/time-ask.ts"),
    route("events", "routes/api/events.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    route("content", "routes/api/content.ts"),
    // Read by anyone, written by admins: the gate's ADMIN_WRITES names the admin methods.
    layout("routes/api/gates/admin-writes.ts", [
      route("blogs", "routes/api/converter-articles.ts"),
      route("blogs/:slug", "routes/api/converter-article.ts"),
      route("content/:slug", "routes/api/content-item.ts"),
      route("blog-posts", "routes/api/blog-posts.ts"),
      route("blog-posts/:slug", "routes/api/blog-post.ts"),
      route("blog-posts/:slug/publish", "routes/api/blog-post-publish.ts"),
      route("objects/upload", "routes/api/objects-upload.ts"),
      route("objects/upload/:id", "routes/api/objects-upload-target.ts"),
    ]),
    route("*", "routes/api/not-found.ts"),
  ]),
  route("embed/:slug", "routes/embed.ts", { id: "embed-converter" }),
  // The benchmarks' yardstick, while measuring only (app/routes/bare-page.tsx).
  route("bench/bare-page", "routes/bare-page.tsx"),
  route("embed/:slug/:pair", "routes/embed.ts", { id: "embed-pair" }),
  ...catchAll(""),
] satisfies RouteConfig;
