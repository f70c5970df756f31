import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkRetryOptions, retryingFetch } from "./retry.js";

const tooMany = (retryAfter?: string) =>
  new Response('{"error":"Too many requests"}', {
    status: 429,
    headers: retryAfter === undefined ? {} : { "Retry-After": retryAfter },
  });

/** A fetch answering `responses` in turn, keeping the bodies it was sent. */
function scripted(...responses: Response[]) {
  const bodies: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    bodies.push(await request.text());
    const next = responses.shift();
    if (!next) throw new Error("no more answers");
    return next;
  });
  return { fetch, bodies };
}

const post = () =>
  new Request("https://unitwise.example/api/convert", { method: "POST", body: "5 ft" });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("retryingFetch", () => {
  it("waits Retry-After seconds and sends the request again, body included", async () => {
    const { fetch, bodies } = scripted(tooMany("2"), new Response("ok"));
    const answer = retryingFetch(fetch, { maxRetries: 1 })(post());
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
    expect(bodies).toEqual(["5 ft", "5 ft"]);
  });

  it("returns the last 429 after maxRetries, and waits a second without Retry-After", async () => {
    const { fetch } = scripted(tooMany(), tooMany(), tooMany("1"));
    const answer = retryingFetch(fetch, { maxRetries: 2 })(post());
    await vi.advanceTimersByTimeAsync(2000);
    expect((await answer).status).toBe(429);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("does not wait longer than maxWaitSeconds", async () => {
    const { fetch } = scripted(tooMany("61"));
    expect((await retryingFetch(fetch, { maxRetries: 5 })(post())).status).toBe(429);
    const { fetch: patient } = scripted(tooMany("61"), new Response("ok"));
    const answer = retryingFetch(patient, { maxRetries: 1, maxWaitSeconds: 120 })(post());
    await vi.advanceTimersByTimeAsync(61_000);
    expect((await answer).status).toBe(200);
  });
});

describe("checkRetryOptions", () => {
  it("names the option it cannot follow", () => {
    expect(() => checkRetryOptions({ maxRetries: 1.5 })).toThrow(
      "retryOnRateLimit.maxRetries must be a whole number of 0 or more, not 1.5",
    );
    expect(() => checkRetryOptions({ maxRetries: 1, maxWaitSeconds: -1 })).toThrow(
      "retryOnRateLimit.maxWaitSeconds must be a number of seconds, 0 or more, not -1",
    );
    expect(() => checkRetryOptions({ maxRetries: 0, maxWaitSeconds: 0 })).not.toThrow();
  });
});
