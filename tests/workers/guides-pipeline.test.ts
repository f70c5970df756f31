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
  enqueueGuides,
  GUIDE_DEAD_LETTER_QUEUE,
  GUIDE_QUEUE,
  queueNightlyGuides,
  type GuideEnv,
  type GuideMessage,
} from "~/guides/queue.server";
import { readContentVersion } from "~/models/catalogue.server";
import { findGuide } from "~/models/converter-guide.server";
import { countWriterCalls, writerCallsOn } from "~/models/guide-writer-usage.server";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { utcDay } from "~/utils/utc-day";
import leftInFlightSeed from "../../seeds/0002_guides_left_in_flight.sql?raw";
import worker from "../../workers/app";
import { sendJson } from "./helpers/admin";
import { signIn } from "./helpers/auth";
import { askedFor } from "./helpers/guides";

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

/** Asks for `key`'s guide and delivers its message to the Worker's consumer. */
async function consume(key: string) {
  return consumeWith(env, key);
}

async function consumeWith(target: GuideEnv, key: string) {
  return deliver(target, await askedFor(key));
}

/** Delivers one message to the Worker's queue consumer, as `queue` would. */
async function deliver(
  target: GuideEnv,
  body: unknown,
  { queue = GUIDE_QUEUE, attempts = 1 }: { queue?: string; attempts?: number } = {},
) {
  const batch = createMessageBatch(queue, [
    { id: `m-${Math.random()}`, timestamp: new Date(), attempts, body },
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
    const before = await readContentVersion(db);
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
    expect(await readContentVersion(db)).not.toBe(before);
    // The local writer costs nothing: today's count of paid writer calls did not move.
    expect(await writerCallsOn(db, today)).toBe(callsBefore);
  });

  it("drops a message that names no converter, and fails for good one the catalogue lacks", async () => {
    const dropped = await deliver(env, { key: "../etc" });
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
    const message = await askedFor("speed");
    const first = await deliver(malformed, message);
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages).toHaveLength(1);
    expect(first.delays).toEqual([30]);
    expect(await findGuide(db, "speed")).toMatchObject({ status: "queued" });
    expect((await findGuide(db, "speed"))?.failure).toBeTruthy();
    vi.restoreAllMocks();

    const { env: failing } = workersAiEnv(async () => {
      throw new Error("3040: Capacity temporarily exceeded");
    });
    // The same message again: a retry holds the request as its first delivery did.
    const third = await deliver(failing, message, { attempts: 3 });
    expect(third.retryMessages).toHaveLength(1);
    expect(third.delays).toEqual([120]);
    expect((await findGuide(db, "speed"))?.failure).toContain("Capacity temporarily exceeded");
  });

  it("marks a guide failed from the dead-letter queue, with the last attempt's reason", async () => {
    const { env: failing } = workersAiEnv(async () => {
      throw new Error("5007: No such model");
    });
    const message = await askedFor("area");
    await deliver(failing, message);
    const result = await deliver(env, message, { queue: GUIDE_DEAD_LETTER_QUEUE, attempts: 4 });
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

describe("requests lost on their way (docs/decisions/060-guide-leases.md)", () => {
  const NIGHTLY = "30 3 * * *";
  const minutes = (n: number) => n * 60_000;
  const nightlyAt = (time: number) =>
    worker.scheduled(createScheduledController({ cron: NIGHTLY, scheduledTime: time }), env);

  /** Watches what is sent to the queue without delivering it: these messages never arrive. */
  function lostQueue() {
    const sent = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    const messages = () =>
      sent.mock.calls.flatMap(([batch]) => [...batch].map(({ body }) => body as GuideMessage));
    return { sent, messages, keys: () => messages().map(({ key }) => key) };
  }

  it("queues again, once, a guide whose message never arrived, with the nightly job and 'Generate all' at once", async () => {
    await env.DB.prepare("DELETE FROM converter_guides").run();
    const queue = lostQueue();
    await enqueueGuides(env, ["length"], { now: new Date(Date.now() - minutes(11)) });
    await enqueueGuides(env, ["weight"]);
    const admin = await signIn({ isAdmin: true });
    queue.sent.mockClear();

    // At once: the first to queue its (dozens of) guides waits until the other has planned too.
    // Requests run their statements in a D1 session (decision 084), the job on the binding.
    let otherArrived: (() => void) | undefined;
    const gate = async (statements: readonly unknown[]) => {
      if (statements.length >= 10) {
        if (otherArrived) otherArrived();
        else await new Promise<void>((resolve) => (otherArrived = resolve));
      }
    };
    const batch = env.DB.batch.bind(env.DB);
    const barrier = vi.spyOn(env.DB, "batch").mockImplementation(async (statements) => {
      await gate(statements);
      return batch(statements);
    });
    const withSession = env.DB.withSession.bind(env.DB);
    const sessions = vi.spyOn(env.DB, "withSession").mockImplementation((start) => {
      const session = withSession(start);
      const sessionBatch = session.batch.bind(session);
      session.batch = async (statements) => {
        await gate(statements);
        return sessionBatch(statements);
      };
      return session;
    });
    const [, generated] = await Promise.all([
      nightlyAt(Date.now()),
      sendJson("POST", "/api/content/generate-all", undefined, { cookie: admin.cookie }),
    ]);
    barrier.mockRestore();
    sessions.mockRestore();
    expect(generated.status).toBe(202);
    const keys = queue.keys();
    // Every converter but the one whose request is still held, each queued by one of the two.
    expect(keys.filter((key) => key === "length")).toEqual(["length"]);
    expect(keys).not.toContain("weight");
    expect(keys).toHaveLength(new Set(keys).size);
    expect(new Set(keys).size).toBe(codeCatalogue.converters.length - 1);
    expect(await findGuide(db, "length")).toMatchObject({ status: "queued" });

    // Their new leases hold: neither queues anything again.
    queue.sent.mockClear();
    await nightlyAt(Date.now() + minutes(5));
    const again = await sendJson("POST", "/api/content/generate-all", undefined, {
      cookie: admin.cookie,
    });
    expect(await again.json()).toMatchObject({ summary: { generated: 0 } });
    expect(queue.keys()).toEqual([]);
  });

  it("queues again a guide whose consumer died mid-write, which then writes it once: neither the late writer nor a late duplicate writes over it", async () => {
    await env.DB.prepare("DELETE FROM converter_guides").run();
    const queue = lostQueue();
    const first = await askedFor("length");

    // The first consumer takes the guide and never finishes (as when it dies).
    let started!: () => void;
    const writing = new Promise<void>((resolve) => (started = resolve));
    let finishLate!: (answer: unknown) => void;
    const { env: aiEnv, run } = workersAiEnv(async () => ({
      response: aiGuide("1 mi = 1.609344 km"),
    }));
    run.mockImplementationOnce((() => {
      started();
      return new Promise((resolve) => (finishLate = resolve));
    }) as never);
    const dying = deliver(aiEnv, first);
    await writing;
    expect(await findGuide(db, "length")).toMatchObject({ status: "generating" });

    // Held for ten minutes: not queued again at five, queued again at eleven.
    await nightlyAt(Date.now() + minutes(5));
    expect(queue.keys()).not.toContain("length");
    queue.sent.mockClear();
    await nightlyAt(Date.now() + minutes(11));
    const requeued = queue.messages().filter(({ key }) => key === "length");
    expect(requeued).toHaveLength(1);

    const second = await deliver(aiEnv, requeued[0]);
    expect(second.explicitAcks).toHaveLength(1);
    const written = await findGuide(db, "length");
    expect(written).toMatchObject({ status: "published", queuedAt: null });
    const version = await readContentVersion(db);

    // The first writer answers at last, with a wrong figure: nothing of it is stored.
    finishLate({ response: aiGuide("1 mi = 1.7 km") });
    const late = await dying;
    expect(late.explicitAcks).toHaveLength(1);
    expect(late.retryMessages).toEqual([]);
    // Both messages delivered again: acknowledged, and no writer is called.
    for (const duplicate of [first, requeued[0]]) {
      expect((await deliver(aiEnv, duplicate)).explicitAcks).toHaveLength(1);
    }
    // Nor does the first message give up a request it no longer holds from the dead-letter queue.
    const deadLetter = await deliver(env, first, { queue: GUIDE_DEAD_LETTER_QUEUE, attempts: 4 });
    expect(deadLetter.explicitAcks).toHaveLength(1);
    expect(run).toHaveBeenCalledTimes(2);
    expect(await findGuide(db, "length")).toEqual(written);
    expect(await readContentVersion(db)).toBe(version);
  });

  it("npm start's seed ends the leases a stopped local run left, and the nightly job queues those guides again at once", async () => {
    await env.DB.prepare("DELETE FROM converter_guides").run();
    // Asked for by a run that was stopped: its local queue, and the message, are gone.
    await askedFor("length");
    const queue = lostQueue();
    await queueNightlyGuides(env);
    expect(queue.keys()).not.toContain("length");

    await env.DB.prepare(leftInFlightSeed).run();
    queue.sent.mockClear();
    await nightlyAt(Date.now());
    expect(queue.keys()).toContain("length");
  });
});
