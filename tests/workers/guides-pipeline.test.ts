import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
} from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { database } from "~/db/client.server";
import type { WrittenGuide } from "~/guides/guide";
import {
  GUIDE_DEAD_LETTER_QUEUE,
  GUIDE_QUEUE,
  queueNightlyGuides,
  type GuideEnv,
} from "~/guides/queue.server";
import { readCatalogueVersion } from "~/models/catalogue.server";
import { countWriterCalls, findGuide, writerCallsOn } from "~/models/converter-guide.server";
import { codeCatalogue } from "~/units/catalogue";
import { utcDay } from "~/utils/utc-day";
import worker from "../../workers/app";

const db = database(env.DB);

/** A guide as a model might answer, stating `statement` among its figures. */
function aiGuide(statement: string): WrittenGuide {
  return {
    metaTitle: "Length converter: units and examples",
    metaDescription:
      "Convert between meters, feet, miles and more. Exact definitions and worked examples.",
    content: [
      "## Introduction",
      "Length is the distance between two points. This guide explains the common units.",
      "## How to convert",
      `Multiply by the factor of each unit to the meter. For example, ${statement}.`,
      "Another one: 5 ft = 1.524 m. A foot is exactly 0.3048 meters by the 1959 agreement.",
      "## Conclusion",
      "Check which system a figure is written in before converting, and keep the exact factors.",
      "Most mistakes come from mixing survey and international feet, or from rounding too early.",
    ].join("\n\n"),
    keywords: ["length", "meter", "foot", "mile"],
    imagePrompt: "A tape measure lying beside a ruler on a wooden desk",
    visualElements: [
      {
        type: "comparison_table",
        title: "Feet to meters",
        description: "Common values",
        placement: "after_intro",
      },
    ],
  };
}

/** The environment with Workers AI as the writer and `run` answering `answer`. */
function workersAiEnv(answer: () => Promise<unknown>) {
  const run = vi.spyOn(env.AI, "run").mockImplementation(answer as never);
  return { env: { ...env, GUIDE_WRITER: "workers-ai" }, run };
}

async function consume(key: string, options: { queue?: string; attempts?: number } = {}) {
  return consumeWith(env, key, options);
}

async function consumeWith(
  target: GuideEnv,
  key: unknown,
  { queue = GUIDE_QUEUE, attempts = 1 }: { queue?: string; attempts?: number } = {},
) {
  const batch = createMessageBatch(queue, [
    { id: `m-${Math.random()}`, timestamp: new Date(), attempts, body: { key } },
  ]);
  // The test queue records that a message was retried, not the delay asked for: watch the call.
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  // The Worker's own handler, with the configuration a test chooses (wrangler vars type as literals).
  await worker.queue(batch, target as unknown as Env);
  const result = await getQueueResult(batch, ctx);
  const delays = retries.flatMap((retry) =>
    retry.mock.calls.map(([options]) => options?.delaySeconds),
  );
  return { ...result, delays };
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the queue consumer with the local writer", () => {
  it("writes, checks and publishes a guide, sanitized, and the page's kept copies are forgotten", async () => {
    const before = await readCatalogueVersion(db);
    const today = utcDay(Date.now());
    const callsBefore = await writerCallsOn(db, today);
    const result = await consume("length");
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    const guide = await findGuide(db, "length");
    expect(guide).toMatchObject({ status: "published", model: "local-writer@2", failure: null });
    expect(guide?.content).toMatch(/<h2[^>]*>/);
    expect(guide?.content).not.toMatch(/<script|onerror=/i);
    expect(guide?.factCheck?.checked).toBeGreaterThan(0);
    expect(guide?.factCheck?.problems).toEqual([]);
    expect(guide?.factsHash).toMatch(/^[0-9a-f]{24}$/);
    expect(await readCatalogueVersion(db)).not.toBe(before);
    // The local writer costs nothing: today's count of paid writer calls did not move.
    expect(await writerCallsOn(db, today)).toBe(callsBefore);
  });

  it("drops a message that names no converter, and fails for good one the catalogue lacks", async () => {
    const dropped = await consumeWith(env, "../etc");
    expect(dropped.explicitAcks).toHaveLength(1);
    const unknown = await consume("no-such-converter");
    expect(unknown.explicitAcks).toHaveLength(1);
    expect(unknown.retryMessages).toEqual([]);
    expect(await findGuide(db, "no-such-converter")).toMatchObject({
      status: "failed",
      failure: 'No converter "no-such-converter" in the catalogue',
    });
  });
});

describe("the Workers AI writer (stubbed binding)", () => {
  it("publishes a guide whose figures are right, and counts the call against the budget", async () => {
    const { env: aiEnv, run } = workersAiEnv(async () => ({
      response: aiGuide("1 mi = 1.609344 km"),
    }));
    const day = utcDay(Date.now());
    const calls = await writerCallsOn(db, day);
    await consumeWith(aiEnv, "length");
    expect(run).toHaveBeenCalledTimes(1);
    const [model, inputs] = run.mock.calls[0] as [string, Record<string, unknown>];
    expect(model).toBe(env.GUIDE_MODEL);
    expect(inputs.max_tokens).toBe(3000);
    expect(JSON.stringify(inputs.messages)).toContain("0.3048");
    expect(inputs.response_format).toMatchObject({ type: "json_schema" });
    const guide = await findGuide(db, "length");
    expect(guide).toMatchObject({ status: "published", model: env.GUIDE_MODEL });
    expect(guide?.keywords).toEqual(["length", "meter", "foot", "mile"]);
    expect(await writerCallsOn(db, day)).toBe(calls + 1);
  });

  it("keeps a guide with a wrong figure as a draft, listing the sentence", async () => {
    const { env: aiEnv } = workersAiEnv(async () => ({ response: aiGuide("1 mi = 1.7 km") }));
    await consumeWith(aiEnv, "length");
    const guide = await findGuide(db, "length");
    expect(guide?.status).toBe("draft");
    expect(guide?.factCheck?.problems).toHaveLength(1);
    expect(guide?.factCheck?.problems[0]?.sentence).toContain("1 mi = 1.7 km");
  });

  it("retries a malformed answer and an error, with a growing delay, keeping the reason", async () => {
    const { env: malformed } = workersAiEnv(async () => ({ response: "Sure! Here is {" }));
    const first = await consumeWith(malformed, "speed");
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([30]);
    expect(await findGuide(db, "speed")).toMatchObject({ status: "queued" });
    expect((await findGuide(db, "speed"))?.failure).toBeTruthy();
    vi.restoreAllMocks();

    const { env: failing } = workersAiEnv(async () => {
      throw new Error("3040: Capacity temporarily exceeded");
    });
    const third = await consumeWith(failing, "speed", { attempts: 3 });
    expect(third.retryMessages).toHaveLength(1);
    expect(third.delays).toEqual([120]);
    expect((await findGuide(db, "speed"))?.failure).toContain("Capacity temporarily exceeded");
  });

  it("marks a guide failed from the dead-letter queue, with the last attempt's reason", async () => {
    const { env: failing } = workersAiEnv(async () => {
      throw new Error("5007: No such model");
    });
    await consumeWith(failing, "area");
    const result = await consumeWith(env, "area", { queue: GUIDE_DEAD_LETTER_QUEUE, attempts: 4 });
    expect(result.explicitAcks).toHaveLength(1);
    const guide = await findGuide(db, "area");
    expect(guide?.status).toBe("failed");
    expect(guide?.failure).toContain("No such model");
    expect(guide?.queuedAt).toBeNull();
    expect(errors).toHaveBeenCalled();
  });
});

describe("the nightly job", () => {
  it("runs from the daily cron trigger and queues every missing guide for the local writer", async () => {
    await env.DB.prepare("DELETE FROM converter_guides").run();
    // Watched, not delivered: the local queue would write the guides after the file ends.
    const sent = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    const controller = createScheduledController({ cron: "30 3 * * *", scheduledTime: Date.now() });
    await worker.scheduled(controller, env);
    const keys = sent.mock.calls.flatMap(([messages]) =>
      [...messages].map((message) => (message.body as { key: string }).key),
    );
    expect(new Set(keys)).toEqual(new Set(codeCatalogue.converters.map(({ key }) => key)));
    expect(keys).toHaveLength(codeCatalogue.converters.length);
    expect(await findGuide(db, "temperature")).toMatchObject({ status: "queued" });
    expect((await findGuide(db, "temperature"))?.queuedAt).not.toBeNull();
  });

  it("queues no more Workers AI guides than the day's budget leaves, popular ones first", async () => {
    await env.DB.prepare("DELETE FROM converter_guides").run();
    const now = new Date("2026-11-20T03:30:00Z");
    await countWriterCalls(db, "2026-11-20", 1);
    vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    const outcome = await queueNightlyGuides(
      { ...env, GUIDE_WRITER: "workers-ai", GUIDE_DAILY_BUDGET: "3" },
      now,
    );
    expect(outcome.queued).toHaveLength(2);
    expect(outcome.deferred).toBe(outcome.missing + outcome.stale - 2);
    expect(outcome.queued).toContain("length");
  });

  it("requeues a stale guide, never one an admin edited or one on its way", async () => {
    await env.DB.prepare("DELETE FROM converter_guides").run();
    for (const key of ["length", "weight", "time"]) await consume(key);
    await env.DB.prepare(
      "UPDATE converter_guides SET facts_hash = 'older' WHERE converter_key IN ('length', 'weight')",
    ).run();
    await env.DB.prepare(
      "UPDATE converter_guides SET is_generated = 0 WHERE converter_key = 'weight'",
    ).run();
    vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    const outcome = await queueNightlyGuides(env);
    expect(outcome.queued).toContain("length");
    expect(outcome.queued).not.toContain("weight");
    expect(outcome.queued).not.toContain("time");
    expect(outcome.stale).toBe(1);
    // Queued again, it stays published for visitors until the new version is written.
    expect(await findGuide(db, "length")).toMatchObject({ status: "published" });
    const again = await queueNightlyGuides(env);
    expect(again.queued).not.toContain("length");
  });
});
