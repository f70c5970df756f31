import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getUser } from "~/accounts/session.server";
import { cloudflareContext } from "~/server-context";
import { clientAddress } from "~/utils/client-address.server";
import { PUBLIC_CORS_HEADERS, json } from "~/utils/http.server";
import { rateLimitHeaders, refusalMessage } from "./headers";
import { getSiteSettings } from "~/settings/settings.server";
import { configuredApiLimits } from "~/settings/defaults";
import { limitPolicy, type LimitPolicy } from "./policy";
import type { LimitDecision } from "./windows";

/**
 * The public API's limits at work (docs/decisions/027-api-rate-limits.md). Every request under
 * /api/ is charged to its client (its address, an IPv6 client by its /64) before it runs, and
 * every answer carries the RateLimit headers; over a limit the answer is 429 with Retry-After.
 * Signed-in admins are not counted, and neither are views of the documentation page (GET /api;
 * its "try it" is counted).
 * `wrangler dev` names the client like Cloudflare does, so `npm start` is limited the same way.
 */

/**
 * Spends `cost` units of `client`'s limits at `now`: the client's object decides. The limits are
 * the settings' (`policy`), the Worker's vars when none is given.
 */
export async function chargeClient(
  env: Env,
  client: string,
  cost: number,
  now: number = Date.now(),
  policy: LimitPolicy = limitPolicy(configuredApiLimits(env)),
): Promise<LimitDecision> {
  const limiter = env.API_RATE_LIMITER.getByName(client);
  return (await limiter.spend(policy, cost, now)) as LimitDecision;
}

/**
 * This request's account with the limits. A request costs one unit, charged on arrival, unless
 * its cost depends on its body (a batch): then the endpoint states the cost once it has read the
 * body (`chargeRequest`), and a request that never got that far is charged one unit afterwards.
 */
class ApiMeter {
  constructor(
    private readonly env: Env,
    private readonly client: string,
    private readonly policy: LimitPolicy,
  ) {}

  /** the last decision of the client's object: what the RateLimit headers report */
  last: LimitDecision | null = null;
  /** units spent by this request so far */
  spent = 0;

  /** Brings what this request has spent up to `cost`; the 429 to send when there is no room. */
  async chargeUpTo(cost: number): Promise<Response | null> {
    const extra = cost - this.spent;
    if (extra <= 0) return null;
    try {
      this.last = await chargeClient(this.env, this.client, extra, Date.now(), this.policy);
    } catch (error) {
      // The limits protect the API; their failure must not take it down. Let the request
      // through, say so in the log, and announce no standing we do not know.
      console.error(`API limits: could not charge ${this.client} (${error}); request let through`);
      this.last = null;
      // Counted as spent: the request is not charged again once it is answered.
      this.spent = cost;
      return null;
    }
    if (!this.last.allowed) return tooManyRequests(this.last, cost);
    this.spent = cost;
    return null;
  }
}

const apiMeterContext = createContext<ApiMeter | null>(null);

/**
 * Whether a request is charged: API calls (not the documentation page) that came through
 * Cloudflare's network, which names the client in `CF-Connecting-IP` on every request it
 * forwards (and overwrites a value a client sends). A request without it was not forwarded by
 * Cloudflare: a test calling the Worker directly.
 */
function isMetered(request: Request): boolean {
  const { pathname } = new URL(request.url);
  // POST /api is the docs page's "try it" without JavaScript: an API call made through the page.
  const apiCall =
    pathname.startsWith("/api/") || (pathname === "/api" && request.method === "POST");
  return apiCall && request.headers.get("CF-Connecting-IP") !== null;
}

/** Requests whose cost the endpoint states once it has read the body. */
function costDependsOnBody(request: Request): boolean {
  return request.method === "POST" && new URL(request.url).pathname === "/api/convert/batch";
}

export const apiLimitsMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  if (!isMetered(request)) return next();
  const user = await getUser(request, context);
  if (user?.isAdmin) return next();

  const { env } = context.get(cloudflareContext);
  const policy = limitPolicy(getSiteSettings(context, env).apiLimits);
  const meter = new ApiMeter(env, clientAddress(request), policy);
  context.set(apiMeterContext, meter);
  if (!costDependsOnBody(request)) {
    const refusal = await meter.chargeUpTo(1);
    if (refusal) return refusal;
  }
  const response = await next();
  // A request refused before it stated its cost (a body too large, not JSON) costs one unit.
  if (meter.spent === 0 && response.status !== 429) await meter.chargeUpTo(1);
  return meter.last ? withHeaders(response, rateLimitHeaders(meter.last)) : response;
};

/**
 * Charges this request at `cost` units in all (a batch of conversions costs one per ten items),
 * counting what it has already spent. Returns the 429 to send when the limits have no room for
 * it, or null to go on. Outside the limits (no client address, an admin) it always goes on.
 */
export async function chargeRequest(
  context: Readonly<RouterContextProvider>,
  cost: number,
): Promise<Response | null> {
  const meter = context.get(apiMeterContext);
  return meter ? meter.chargeUpTo(cost) : null;
}

function tooManyRequests(decision: LimitDecision, cost: number): Response {
  return json(
    { error: refusalMessage(decision, cost) },
    { status: 429, headers: { ...PUBLIC_CORS_HEADERS, ...rateLimitHeaders(decision) } },
  );
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}
