import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("content-policy", "routes/content-policy.tsx"),
  route("faq", "routes/faq.tsx"),
  route("help", "routes/help.tsx"),
  route("features", "routes/features.tsx"),
  route("bug-report", "routes/bug-report.tsx"),
  route("search-index.json", "routes/search-index.ts"),
  route("search", "routes/search.tsx"),
  ...prefix("api", [
    index("routes/api-docs.tsx"),
    route("categories", "routes/api/categories.ts"),
    route("converters", "routes/api/converters.ts"),
    route("converters/:id", "routes/api/converter.ts"),
    route("convert", "routes/api/convert.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
  route(":slug", "routes/converter.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
