import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  ...prefix("api", [
    route("categories", "routes/api/categories.ts"),
    route("converters", "routes/api/converters.ts"),
    route("converters/:id", "routes/api/converter.ts"),
    route("convert", "routes/api/convert.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
  route(":slug", "routes/converter.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
