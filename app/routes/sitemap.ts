import { converters } from "~/units/catalogue";
import { PUBLIC_PAGES } from "~/utils/public-pages";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

// Every public page and every converter; blog posts join when the blog publishes them.
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const paths = [...PUBLIC_PAGES, ...converters.map((converter) => `/${converter.slug}`)];
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(origin + (path === "/" ? "/" : path))}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
