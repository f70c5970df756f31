import { createRequestHandler } from "react-router";
import { requestUrl } from "~/utils/request-url";
import { loadSiteSettings } from "~/settings/settings.server";
import type { SiteSettings } from "~/settings/schemas";
import { database } from "~/db/client.server";
import { countingRoundTrips, measuredRoundTrip, type RoundTrip } from "~/db/round-trips.server";
import { inD1Session, routedD1 } from "~/db/request-d1.server";
import { bookmarkOf, withBookmark } from "~/pipeline/d1-bookmark.server";
import {
  contentForRequest,
  forgetHeldContent,
  refreshAfterWrite,
} from "~/pipeline/held-content.server";
import { readAheadsFor } from "~/pipeline/read-aheads.server";
import { deleteUnusedBlogImages } from "~/blog/unused-images.server";
import { EXCHANGE_RATES_CRON } from "~/exchange-rates/schedule";
import { consumeGuideBatch, queueNightlyGuides } from "~/guides/queue.server";
import { updateExchangeRates } from "~/exchange-rates/update-rates.server";
import { thirdPartyConfig, thirdPartyCspSources } from "~/shell/third-party";
import { asksForDocument } from "~/utils/sent-html.server";
import { createRequestContext, setRequestContent } from "~/pipeline/request-context.server";
import { answerApiPreflight } from "~/pipeline/api-preflight.server";
import { answerUnroutableApiPath } from "~/pipeline/api-unroutable.server";
import { servePage, withoutPageCacheStatus } from "~/pipeline/page-cache.server";
import { dataCentreCache, SharedPageCache } from "~/pipeline/shared-page-cache.server";
import { redirectTrailingSlash } from "~/pipeline/canonical-url.server";
import { markPrivate } from "~/pipeline/private-pages.server";
import { createNonce, withSecurityHeaders } from "~/pipeline/security-headers.server";
import {
  pageStoreTimed,
  serverTimingEnabled,
  withServerTiming,
  type StoreWaits,
} from "~/pipeline/server-timing.server";
import { discardUnreadBody } from "~/utils/unread-body.server";
import { recordLater } from "~/analytics/recorder.server";
import { visitCounts } from "~/analytics/visit.server";
import { clientAddress } from "~/utils/client-address.server";
import { isEmbedPath } from "~/embed/embed-paths";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { numberSymbols } from "@unitwise/units";

export { ApiRateLimiter } from "~/public-api/limits/rate-limiter-object.server";
export { AnalyticsCounterShard } from "~/analytics/counter-shard-object.server";

const loadServerBuild = () => import("virtual:react-router/server-build");

/**
 * React Router's handler. Given a function for the build, it derives the routes, their matcher and
 * the static handler again on every request (so the dev server sees edited routes): a tenth of
 * a rendered page's time (docs/decisions/055-render-cost.md). In production the build never
 * changes while the isolate lives: it is derived once, at the first request.
 */
const requestHandler: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(loadServerBuild, import.meta.env.MODE)
  : async (request, context) => (await derivedHandler())(request, context);

type RequestHandler = ReturnType<typeof createRequestHandler>;

let derived: RequestHandler | undefined;

/**
 * The production handler, derived from the build object once. Each request awaits its own
 * import (no promise shared between requests); the first to finish keeps the handler.
 */
async function derivedHandler(): Promise<RequestHandler> {
  derived ??= createRequestHandler(await loadServerBuild(), import.meta.env.MODE);
  return derived;
}

/**
 * In a new isolate, does while the request's first D1 read is on its way the CPU work every
 * answer needs after it (docs/decisions/088-prepared-while-d1-reads.md): React Router's handler
 * derived (the server build imported, its routes ranked) and ICU started, by reading the number
 * signs of the request's locale (the root's loader asks for them; they are held per locale). A
 * visitor far from D1 then waits for the longer of the two, not both. Called once the read is
 * sent: the timer runs after this turn, when the read has left. A failure is left for the
 * request to meet and report where it awaits the handler or asks for the signs.
 */
function prepareWhileD1Reads(request: Request): void {
  if (import.meta.env.DEV || derived) return;
  setTimeout(() => {
    void derivedHandler().catch(() => undefined);
    try {
      numberSymbols(requestNumberLocale(request));
    } catch {
      // The root's loader asks again and answers the error.
    }
  }, 0);
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
 * deployed version of the Worker and per version of the content, which every admin change to
 * what public pages show replaces (decision 043), so a deploy or an operator's change shows on
 * the next request. Its D1 reads run in one D1 session (decision 084): from the nearest replica,
 * or from the bookmark of the visitor's last write; the content held is served without waiting
 * for D1 when it may, and what the page will read is read ahead with it.
 */
async function answerWithApp(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  nonce: string,
  sharedCache: SharedPageCache,
): Promise<{ response: Response; settings: SiteSettings }> {
  const db = database(env.DB);
  const trustMs = Number(env.CONTENT_VERSION_TRUST_MS);
  const carried = bookmarkOf(request);
  const { result, outcome } = await inD1Session(
    env.DB,
    carried ?? "first-unconstrained",
    async () => {
      const context = createRequestContext(env, ctx, nonce, {
        db,
        document: asksForDocument(request),
      });
      const reading = contentForRequest(
        db,
        {
          binding: env.DB,
          trustMs,
          confirm: carried !== null,
        },
        readAheadsFor(request, context, db),
      );
      prepareWhileD1Reads(request);
      const catalogue = await reading;
      // Held with the content, per version (decision 046): read in the same batch.
      const settings = await loadSiteSettings(db, env, catalogue.version);
      setRequestContent(context, catalogue, settings);
      const response = await servePage(request, nonce, () => requestHandler(request, context), {
        version: `${env.CF_VERSION_METADATA.id} ${catalogue.version}`,
        shared: { cache: sharedCache, waitUntil: (promise) => ctx.waitUntil(promise) },
      });
      // Daily totals of what was used, written after the answer (decision 047).
      recordLater(ctx, db, visitCounts(request, response, catalogue), clientAddress(request));
      return { response, settings };
    },
    // What is held past its time (the content's version, the popular converters) is read again
    // after the answer; with the trust at 0 (the tests) nothing held is served past its time.
    trustMs > 0 ? (promise) => ctx.waitUntil(promise) : undefined,
  );
  const { wrote, bookmark } = outcome();
  if (!wrote) return result;
  // A write (an operator's save above all) may have changed the content: this instance reads it
  // again before answering, and the visitor reads from their write on from any instance.
  await refreshAfterWrite(db, env.DB, bookmark);
  return {
    response: bookmark ? withBookmark(request, result.response, bookmark) : result.response,
    settings: result.settings,
  };
}

/** The Worker's answer to a request: early answers, else the app's, secured. */
async function answer(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const started = performance.now();
  const measuring = serverTimingEnabled(env);
  // Measuring, the page cache's lookups are timed: Server-Timing says how long they waited.
  const waits: StoreWaits = { ms: 0 };
  const sharedCache = measuring
    ? new SharedPageCache(pageStoreTimed(dataCentreCache(), waits))
    : sharedPageCache;
  const nonce = createNonce();
  const early =
    redirectTrailingSlash(request) ??
    answerApiPreflight(request) ??
    answerUnroutableApiPath(request);
  // Answers before the app (redirects, JSON) are never HTML: they need no third-party sources.
  const { response, settings } = early
    ? { response: early, settings: null }
    : await answerWithApp(request, env, ctx, nonce, sharedCache);
  // A refusal sent before the body was read: let the client finish sending it first.
  await discardUnreadBody(request);
  const secured = withSecurityHeaders(markPrivate(request, response), nonce, {
    dev: import.meta.env.DEV,
    frameable: isEmbedPath(requestUrl(request).pathname),
    extra: settings ? thirdPartyCspSources(thirdPartyConfig(env, settings.ads)) : undefined,
  });
  // Measuring only (the benchmarks): Server-Timing and X-Page-Cache leave only when SERVER_TIMING is "on".
  return measuring
    ? withServerTiming(secured, performance.now() - started, waits.ms)
    : withoutPageCacheStatus(secured);
}

/**
 * Measuring only (the benchmarks and the Workers tests): each D1 round trip counted for the
 * answer waiting on it, and with `D1_LATENCY_MS` made that long (issue 32).
 */
function measuredRoundTrips(env: Env): RoundTrip | null {
  const latencyMs = Number(env.D1_LATENCY_MS) || 0;
  if (!serverTimingEnabled(env) && latencyMs === 0) return null;
  return measuredRoundTrip(latencyMs);
}

/**
 * The environment the app sees: its D1 binding routed to each request's D1 session (decision
 * 084), and counted when measuring. The same object for the same environment, so what is cached
 * per binding (the drizzle client) stays cached.
 */
function appEnv(env: Env): Env {
  let routed = appEnvs.get(env);
  if (!routed) {
    routed = { ...env, DB: routedD1(env.DB, measuredRoundTrips(env) ?? undefined) };
    appEnvs.set(env, routed);
  }
  return routed;
}

const appEnvs = new WeakMap<Env, Env>();

export default {
  async fetch(request, env, ctx) {
    if (measuredRoundTrips(env) === null) return answer(request, appEnv(env), ctx);
    return countingRoundTrips(async (trips) => {
      const response = await answer(request, appEnv(env), ctx);
      response.headers.set("X-D1-Round-Trips", String(trips.count));
      return response;
    });
  },

  /** The cron triggers of wrangler.toml, each its own job (`controller.cron` says which). */
  async scheduled(controller, env) {
    const job = scheduledJobs[controller.cron];
    if (job) await job(controller, env);
    else console.error(`No job for cron "${controller.cron}"`);
    // A job may have changed the content: this instance's next request reads it.
    forgetHeldContent();
  },

  /** The guide queue and its dead-letter queue (wrangler.toml [[queues.consumers]]). */
  async queue(batch, env) {
    await consumeGuideBatch(batch, env);
    // A published guide gives the content a new version.
    forgetHeldContent();
  },
} satisfies ExportedHandler<Env>;
