import { createRequestHandler } from "react-router";
import { forgetContentVersion, loadCatalogue } from "~/catalogue/catalogue.server";
import { loadSiteSettings } from "~/settings/settings.server";
import type { SiteSettings } from "~/settings/schemas";
import { database } from "~/db/client.server";
import { countedD1, countingRoundTrips } from "~/db/round-trips.server";
import { deleteUnusedBlogImages } from "~/blog/unused-images.server";
import { EXCHANGE_RATES_CRON } from "~/exchange-rates/schedule";
import { consumeGuideBatch, queueNightlyGuides } from "~/guides/queue.server";
import { updateExchangeRates } from "~/exchange-rates/update-rates.server";
import { thirdPartyConfig, thirdPartyCspSources } from "~/shell/third-party";
import { asksForDocument } from "~/utils/sent-html.server";
import { createRequestContext } from "~/pipeline/request-context.server";
import { answerApiPreflight } from "~/pipeline/api-preflight.server";
import { answerUnroutableApiPath } from "~/pipeline/api-unroutable.server";
import { servePage, withoutPageCacheStatus } from "~/pipeline/page-cache.server";
import { dataCentreCache, SharedPageCache } from "~/pipeline/shared-page-cache.server";
import { redirectTrailingSlash } from "~/pipeline/canonical-url.server";
import { markPrivate } from "~/pipeline/private-pages.server";
import { createNonce, withSecurityHeaders } from "~/pipeline/security-headers.server";
import { serverTimingEnabled, withServerTiming } from "~/pipeline/server-timing.server";
import { discardUnreadBody } from "~/utils/unread-body.server";
import { recordLater } from "~/analytics/recorder.server";
import { visitCounts } from "~/analytics/visit.server";
import { clientAddress } from "~/utils/client-address.server";
import { isEmbedPath } from "~/embed/embed-paths";

export { ApiRateLimiter } from "~/public-api/limits/rate-limiter-object.server";

const loadServerBuild = () => import("virtual:react-router/server-build");

/**
 * React Router's handler. Given a function for the build, it derives the routes, their matcher and
 * the static handler again on every request (so the dev server sees edited routes): a tenth of
 * a rendered page's time (docs/decisions/055-render-cost.md). In production the build never
 * changes while the isolate lives: it is derived once, at the first request.
 */
const requestHandler: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadServerBuild, import.meta.env.MODE)
  : derivedOnce();

type RequestHandler = ReturnType<typeof createRequestHandler>;

function derivedOnce(): RequestHandler {
  let derived: RequestHandler | undefined;
  return async (request, context) => {
    // Each request awaits its own import (no promise shared between requests); the first to
    // finish keeps the handler, derived from the build object once.
    derived ??= createRequestHandler(await loadServerBuild(), import.meta.env.MODE);
    return derived(request, context);
  };
}

/** The data centre's Cache API, shared by every isolate there: the page cache's second level. */
const sharedPageCache = new SharedPageCache(dataCentreCache());

type ScheduledJob = (controller: ScheduledController, env: Env) => Promise<void>;

/** Every cron of wrangler.toml `crons`, with its job. */
const scheduledJobs: Record<string, ScheduledJob> = {
  /** nightly: blog images no post uses, then the guides that are lost, missing or stale */
  "30 3 * * *": async (controller, env) => {
    // Two jobs: one failing does not keep the other from running.
    const [images, guides] = await Promise.allSettled([
      deleteUnusedBlogImages(env, controller.scheduledTime),
      queueNightlyGuides(env, new Date(controller.scheduledTime)),
    ]);
    if (images.status === "fulfilled") {
      const { checked, deleted } = images.value;
      console.log(`Unused blog images: ${deleted.length} deleted of ${checked} checked`);
    } else console.error(`Unused blog images: the clean-up failed (${images.reason})`);
    if (guides.status === "fulfilled" && guides.value.off) {
      console.log("Guides: the generator is off in the settings; nothing queued");
    } else if (guides.status === "fulfilled") {
      const { queued, runOut, missing, stale, deferred } = guides.value;
      console.log(
        `Guides: ${queued.length} queued (${runOut} lost on their way, ${missing} missing, ${stale} stale, ${deferred} left for the next night's budget)`,
      );
    } else console.error(`Guides: the nightly job failed (${guides.reason})`);
  },
  /** working days after the ECB publishes: the day's exchange rates (it logs its outcome) */
  [EXCHANGE_RATES_CRON]: async (controller, env) => {
    await updateExchangeRates(env, controller.scheduledTime);
  },
};

/**
 * The app's answer, from the rendered-page cache when it may (decision 054): pages are kept per
 * deployed version of the Worker and per version of the catalogue, which every admin change to
 * what public pages show replaces (decision 043), so a deploy or an operator's change shows on
 * the next request.
 */
async function answerWithApp(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
): Promise<{ response: Response; settings: SiteSettings }> {
  const db = database(env.DB);
  const catalogue = await loadCatalogue(db, Number(env.CONTENT_VERSION_TRUST_MS));
  // Settings are cached per content version: a save gives the content a new version (decision 046).
  const settings = await loadSiteSettings(db, env, catalogue.version);
  const context = createRequestContext(env, ctx, nonce, {
    db,
    catalogue,
    settings,
    document: asksForDocument(request),
  });
  const response = await servePage(request, nonce, () => requestHandler(request, context), {
    version: `${env.CF_VERSION_METADATA.id} ${catalogue.version}`,
    shared: { cache: sharedPageCache, waitUntil: (promise) => ctx.waitUntil(promise) },
  });
  // A write (an operator's save, above all) may have given the catalogue a new version: this
  // instance reads it again at its next request.
  if (request.method !== "GET" && request.method !== "HEAD") forgetContentVersion();
  // Daily totals of what was used, written after the answer (decision 047).
  recordLater(ctx, db, visitCounts(request, response, catalogue), clientAddress(request));
  return { response, settings };
}

/** The Worker's answer to a request: early answers, else the app's, secured. */
async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const started = performance.now();
  const nonce = createNonce();
  const early =
    redirectTrailingSlash(request) ??
    answerApiPreflight(request) ??
    answerUnroutableApiPath(request);
  // Answers before the app (redirects, JSON) are never HTML: they need no third-party sources.
  const { response, settings } = early
    ? { response: early, settings: null }
    : await answerWithApp(request, env, ctx, nonce);
  // A refusal sent before the body was read: let the client finish sending it first.
  await discardUnreadBody(request);
  const secured = withSecurityHeaders(markPrivate(request, response), nonce, {
    dev: import.meta.env.DEV,
    frameable: isEmbedPath(new URL(request.url).pathname),
    extra: settings ? thirdPartyCspSources(thirdPartyConfig(env, settings.ads)) : undefined,
  });
  // Measuring only (the benchmarks): Server-Timing and X-Page-Cache leave only when SERVER_TIMING is "on".
  return serverTimingEnabled(env)
    ? withServerTiming(secured, performance.now() - started)
    : withoutPageCacheStatus(secured);
}

/**
 * Measuring only (the benchmarks and the Workers tests): the D1 binding counts the round trips
 * each answer waits for, and with `D1_LATENCY_MS` makes each wait that long (issue 32).
 */
function measuredD1(env: Env): Env | null {
  const latencyMs = Number(env.D1_LATENCY_MS) || 0;
  if (!serverTimingEnabled(env) && latencyMs === 0) return null;
  let measured = measuredEnvs.get(env);
  if (!measured) {
    measured = { ...env, DB: countedD1(env.DB, { latencyMs }) };
    measuredEnvs.set(env, measured);
  }
  return measured;
}

/** The same measured environment for the same one, so what is cached per binding stays cached. */
const measuredEnvs = new WeakMap<Env, Env>();

export default {
  async fetch(request, env, ctx) {
    const measured = measuredD1(env);
    if (!measured) return answer(request, env, ctx);
    return countingRoundTrips(async (trips) => {
      const response = await answer(request, measured, ctx);
      response.headers.set("X-D1-Round-Trips", String(trips.count));
      return response;
    });
  },

  /** The cron triggers of wrangler.toml, each its own job (`controller.cron` says which). */
  async scheduled(controller, env) {
    const job = scheduledJobs[controller.cron];
    if (job) await job(controller, env);
    else console.error(`No job for cron "${controller.cron}"`);
    forgetContentVersion();
  },

  /** The guide queue and its dead-letter queue (wrangler.toml [[queues.consumers]]). */
  async queue(batch, env) {
    await consumeGuideBatch(batch, env);
    // A published guide gives the content a new version.
    forgetContentVersion();
  },
} satisfies ExportedHandler<Env>;
