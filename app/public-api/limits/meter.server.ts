import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getUser } from "~/accounts/session.server";
import { cloudflareContext } from "~/server-context";
import { clientAddress } from "~/utils/client-address.server";
import { PUBLIC_CORS_HEADERS, json } from "~/utils/http.server";
import { rateLimitHeaders, refusalMessage } from "./headers";
import { apiLimitPolicy } from "./policy";
import type { LimitDecision } from "./windows";

/**
 * The public API's limits at work (docs/decisions/027-api-rate-limits.md). Every request under
 * /api/ is charged to its client (its address, an IPv6 client by its /64) before it runs, and
 * every answer carries the RateLimit headers; over a limit the answer is 429 with Retry-After.
 * Signed-in admins are not counted, and neither are views of the documentation page (GET /api;
 * its "try it" is counted).
 * `wrangler dev` names the client like Cloudflare does, so `npm start` is limited the same way.
 */

/** Spends `cost` units of `client`'s limits at `now`: the client's object decides. */
export async function chargeClient(
  env: Env,
  client: string,
  cost: number,
  now: number = Date.now(),
): Promise<LimitDecision> {
  const policy = apiLimitPolicy(env);
  const limiter = env.API_RATE_LIMITER.getByName(client);
  return (await limiter.spend(policy, cost, now)) as LimitDecision;
}

/** This request's account with the limits: what it has spent, and the last decision. */
class ApiMeter {
  constructor(
    private readonly env: Env,
    private readonly client: string,
  ) {}

  last: LimitDecision | null = null;

  async charge(cost: number): Promise<Response | null> {
    this.last = await chargeClient(this.env, this.client, cost);
    return this.last.allowed ? null : tooManyRequests(this.last, cost);
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

export const apiLimitsMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  if (!isMetered(request)) return next();
  const user = await getUser(request, context);
  if (user?.isAdmin) return next();

  const meter = new ApiMeter(context.get(cloudflareContext).env, clientAddress(request));
  context.set(apiMeterContext, meter);
  const refusal = await meter.charge(1);
  if (refusal) return refusal;
  const response = await next();
  return meter.last ? withHeaders(response, rateLimitHeaders(meter.last)) : response;
};

/**
 * Charges `extra` more units to this request's client (a batch of conversions costs one per ten
 * items). Returns the 429 to send when the limits have no room, or null to go on.
 */
export async function chargeMore(
  context: Readonly<RouterContextProvider>,
  extra: number,
): Promise<Response | null> {
  const meter = context.get(apiMeterContext);
  if (!meter || extra <= 0) return null;
  return meter.charge(extra);
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
