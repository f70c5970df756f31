import { getCatalogue } from "~/catalogue/catalogue.server";
import { embedDocument } from "~/embed/embed-document.server";
import { loadEmbed } from "~/embed/embed-request.server";
import { getDatabase, nonceContext } from "~/server-context";
import type { Route } from "./+types/embed";

/**
 * GET /embed/{converter} and /embed/{converter}/{from}-to-{to} (docs/decisions/079-embeds.md): a
 * compact converter for other sites to frame. A whole document of its own (no layout, no
 * session, no cookie), which the Worker alone lets any site frame (workers/app.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const outcome = await loadEmbed(
    getDatabase(context),
    getCatalogue(context),
    params.slug,
    params.pair,
    url.searchParams,
  );
  if (outcome.kind === "redirect") {
    return new Response(null, { status: 301, headers: { Location: outcome.location } });
  }
  if (outcome.kind === "not-found") {
    return new Response(notFoundDocument(), {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  }
  // Not cached: each copy carries its own CSP nonce, and the currency rates move.
  return new Response(await embedDocument(outcome.view, url.origin, context.get(nonceContext)), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
  });
}

function notFoundDocument(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Converter not found | UnitWise</title><meta name="robots" content="noindex"></head><body><main><h1>Converter not found</h1><p>This embedded converter does not exist. The list of converters is at <a href="/" target="_blank" rel="noopener">UnitWise</a>.</p></main></body></html>`;
}
