import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  SELF,
} from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { database } from "~/db/client.server";
import type { GuideText, WrittenGuide } from "~/guides/guide";
import {
  GUIDE_DEAD_LETTER_QUEUE,
  GUIDE_QUEUE,
  queueNightlyGuides,
  type GuideEnv,
  type TranslationMessage,
} from "~/guides/queue.server";
import { guideSourceHash } from "~/guides/translation-source";
import { newContentVersion } from "~/models/catalogue.server";
import { findGuide } from "~/models/converter-guide.server";
import { findTranslation } from "~/models/guide-translations.server";
import { countWriterCalls, writerCallsOn } from "~/models/guide-writer-usage.server";
import { utcDay } from "~/utils/utc-day";
import worker from "../../workers/app";
import { BASE, pageHtml } from "./helpers/admin";
import { askedFor } from "./helpers/guides";

// Guides translated into the site's other languages by the guide pipeline
// (docs/decisions/082-guide-translations.md), with Workers AI stubbed as guides-pipeline.test.ts
// stubs it.

const db = database(env.DB);
const LANGUAGES = ["es", "de", "fr", "pt-br", "ja"];

/** The English guide as the stubbed model writes it: every figure right. */
const ENGLISH: WrittenGuide = {
  metaTitle: "Length converter: units and examples",
  metaDescription:
    "Convert between meters, feet, miles and more. Exact definitions and worked examples.",
  content: [
    "## Introduction",
    "Length is the distance between two points. This guide explains the common units.",
    "## How to convert",
    "Multiply by the factor of each unit to the meter. For example, 1 mi = 1.609344 km.",
    "Another one: 5 ft = 1.524 m. A foot is exactly 0.3048 meters by the 1959 agreement.",
    "## Conclusion",
    "Check which system a figure is written in before converting, and keep the exact factors.",
    "Most mistakes come from mixing survey and international feet, or from rounding too early.",
  ].join("\n\n"),
  keywords: ["length", "meter", "foot", "mile"],
  imagePrompt: "A tape measure lying beside a ruler on a wooden desk",
  visualElements: [],
};

/** A German translation of `english` (stored HTML): words changed, figures in German format. */
function german(english: GuideText): GuideText {
  return {
    metaTitle: "Längenumrechner: Einheiten und Beispiele",
    metaDescription: "Meter, Fuß, Meilen und mehr umrechnen, mit genauen Definitionen.",
    content: english.content
      .replace("Introduction", "Einführung")
      .replace("How to convert", "So wird umgerechnet")
      .replace("Conclusion", "Fazit")
      .replace("Length is the distance between two points.", "Länge ist der Abstand zweier Punkte.")
      .replace(/(\d)\.(\d)/g, "$1,$2"),
  };
}

/**
 * Workers AI as the writer, its `run` stubbed: a guide is written as ENGLISH, a translation
 * by `translate` (German by default). Returns the environment and the stub.
 */
function workersAi(
  translate: (english: GuideText) => GuideText = german,
  overrides: Partial<GuideEnv> = {},
) {
  const run = vi.spyOn(env.AI, "run").mockImplementation((async (
    _model: string,
    inputs: { messages: { role: string; content: string }[] },
  ) => {
    const prompt = inputs.messages.map((message) => message.content).join("\n");
    if (!prompt.includes("Translate this guide")) return { response: ENGLISH };
    const html = prompt.slice(prompt.indexOf("HTML:\n") + "HTML:\n".length);
    return {
      response: translate({ metaTitle: "", metaDescription: "", content: html }),
    };
  }) as never);
  return { env: { ...env, GUIDE_WRITER: "workers-ai", ...overrides } as GuideEnv, run };
}

/** Watches what is sent to the guide queue, not delivering it. */
function watchQueue() {
  const sent = vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
  const bodies = () => sent.mock.calls.flatMap(([batch]) => [...batch].map(({ body }) => body));
  const translations = () =>
    bodies().filter(
      (body): body is TranslationMessage => (body as { kind?: string }).kind === "translate",
    );
  return { sent, bodies, translations };
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
  await worker.queue(batch, target as unknown as Env);
  return getQueueResult(batch, createExecutionContext());
}

/** Writes the length converter's English guide with `target`'s writer, as the queue does. */
async function writeEnglish(target: GuideEnv) {
  await deliver(target, await askedFor("length"));
  const guide = await findGuide(db, "length");
  expect(guide?.failure ?? null).toBeNull();
  expect(guide?.status).toBe("published");
  return guide!;
}

/** The translation message for `language` of the English guide as it is now. */
async function translationMessage(language: string): Promise<TranslationMessage> {
  const guide = await findGuide(db, "length");
  return {
    kind: "translate",
    key: "length",
    language: language as TranslationMessage["language"],
    source: await guideSourceHash(guide!),
  };
}

/** The guide's section of a page, or "" when it has none. */
async function guideSection(path: string): Promise<string> {
  const response = await SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
  expect(response.status).toBe(200);
  const html = await pageHtml(response);
  const start = html.indexOf('<section aria-labelledby="converter-guide"');
  return start < 0
    ? ""
    : html.slice(start, html.indexOf("</section>", start) + "</section>".length);
}

beforeEach(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  await env.DB.prepare("DELETE FROM converter_guide_translations").run();
  await env.DB.prepare("DELETE FROM converter_guides").run();
  await env.DB.prepare("DELETE FROM guide_writer_usage").run();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("translations queued by the pipeline", () => {
  it("queues a translation into each of the five languages when a writer that translates publishes a guide", async () => {
    const { env: aiEnv } = workersAi();
    const queue = watchQueue();
    const guide = await writeEnglish(aiEnv);
    const source = await guideSourceHash(guide);
    expect(queue.translations()).toEqual(
      LANGUAGES.map((language) => ({ kind: "translate", key: "length", language, source })),
    );
  });

  it("queues none with the local writer, which writes English only, neither on publishing nor at night", async () => {
    const queue = watchQueue();
    await writeEnglish(env);
    expect(queue.translations()).toEqual([]);
    const outcome = await queueNightlyGuides(env);
    expect(outcome.translations).toEqual({ queued: 0, missing: 0, stale: 0, deferred: 0 });
    expect(queue.translations()).toEqual([]);
  });
});

describe("the consumer's translations", () => {
  it("stores a German translation that keeps every figure as published, and counts its call", async () => {
    const { env: aiEnv, run } = workersAi();
    watchQueue();
    const english = await writeEnglish(aiEnv);
    const day = utcDay(Date.now());
    const calls = await writerCallsOn(db, day);
    const result = await deliver(aiEnv, await translationMessage("de"));
    expect(result.explicitAcks).toHaveLength(1);
    expect(run).toHaveBeenCalledTimes(2);
    const [, inputs] = run.mock.calls[1] as [string, { messages: { content: string }[] }];
    expect(JSON.stringify(inputs.messages)).toContain("Translate this guide into German");
    const translation = await findTranslation(db, "length", "de");
    expect(translation).toMatchObject({
      status: "published",
      metaTitle: "Längenumrechner: Einheiten und Beispiele",
      model: env.GUIDE_MODEL,
      sourceHash: await guideSourceHash(english),
      problems: [],
      failure: null,
    });
    expect(translation?.content).toContain("1 mi = 1,609344 km");
    expect(await writerCallsOn(db, day)).toBe(calls + 1);

    // The same message again (a duplicate): nothing is translated twice.
    expect((await deliver(aiEnv, await translationMessage("de"))).explicitAcks).toHaveLength(1);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("keeps a translation that changes a figure as a draft, listing it, and the page keeps the English guide", async () => {
    const { env: aiEnv } = workersAi((english) => {
      const translated = german(english);
      return { ...translated, content: translated.content.replace("1,609344", "1,7") };
    });
    watchQueue();
    const english = await writeEnglish(aiEnv);
    await deliver(aiEnv, await translationMessage("de"));
    const translation = await findTranslation(db, "length", "de");
    expect(translation?.status).toBe("draft");
    expect(translation?.problems).toEqual([
      { kind: "number", value: "1.609344", english: 1, translated: 0 },
      { kind: "number", value: "1.7", english: 0, translated: 1 },
    ]);

    const section = await guideSection("/de/length-converter");
    expect(section).toMatch(/^<section aria-labelledby="converter-guide" class="mt-10" lang="en">/);
    expect(section).toContain(english.metaTitle);
    expect(section).toContain("Dieser Abschnitt ist auf Englisch.");
    expect(section).not.toContain("1,7");
  });

  it("drops a translation the day's budget has no room for, and records a writer's failure for the dead-letter queue", async () => {
    const { env: aiEnv, run } = workersAi(() => {
      throw new Error("3040: Capacity temporarily exceeded");
    });
    watchQueue();
    await writeEnglish(aiEnv);
    const message = await translationMessage("fr");
    const failed = await deliver(aiEnv, message);
    expect(failed.retryMessages).toHaveLength(1);
    await deliver(aiEnv, message, { queue: GUIDE_DEAD_LETTER_QUEUE, attempts: 4 });
    expect(await findTranslation(db, "length", "fr")).toMatchObject({
      status: "failed",
      content: "",
      failure: "3040: Capacity temporarily exceeded",
    });

    await countWriterCalls(db, utcDay(Date.now()), 100);
    run.mockClear();
    const spent = await deliver(aiEnv, await translationMessage("ja"));
    expect(spent.explicitAcks).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    expect(await findTranslation(db, "length", "ja")).toBeNull();
  });
});

describe("translations on the converter page", () => {
  it("shows the published translation on /de/<converter>, marked German, and the English guide in English", async () => {
    const { env: aiEnv } = workersAi();
    watchQueue();
    const english = await writeEnglish(aiEnv);
    await deliver(aiEnv, await translationMessage("de"));

    const section = await guideSection("/de/length-converter");
    expect(section).toMatch(/^<section aria-labelledby="converter-guide" class="mt-10" lang="de">/);
    expect(section).toContain("KI-generierter Ratgeber");
    expect(section).toContain("Längenumrechner: Einheiten und Beispiele</h2>");
    expect(section).toContain(
      `Aus dem englischen Ratgeber übersetzt vom KI-Modell ${env.GUIDE_MODEL}.`,
    );
    expect(section).toContain("Einführung");
    expect(section).toContain("1 mi = 1,609344 km");
    expect(section).not.toContain("Dieser Abschnitt ist auf Englisch.");
    expect(section).not.toContain(english.metaTitle);

    // English and French pages are unchanged: the English guide (marked English in French).
    const englishSection = await guideSection("/length-converter");
    expect(englishSection).toContain(english.metaTitle);
    expect(englishSection).not.toContain("lang=");
    const french = await guideSection("/fr/length-converter");
    expect(french).toMatch(/lang="en"/);
    expect(french).toContain(english.metaTitle);
  });

  it("stops showing a translation once the English guide changes, and the nightly job queues it again", async () => {
    const { env: aiEnv } = workersAi();
    const queue = watchQueue();
    await writeEnglish(aiEnv);
    for (const language of LANGUAGES) await deliver(aiEnv, await translationMessage(language));
    expect(await guideSection("/de/length-converter")).toMatch(/lang="de"/);

    // Every translation is current: the nightly job queues none.
    const budget = { ...aiEnv, GUIDE_DAILY_BUDGET: "1000" };
    queue.sent.mockClear();
    const before = await queueNightlyGuides(budget);
    expect(before.translations).toMatchObject({ missing: 0, stale: 0 });
    expect(queue.translations()).toEqual([]);

    // An admin's edit of the English guide (or a new version of it) makes them stale.
    await env.DB.prepare(
      "UPDATE converter_guides SET content = content || '<p>One more: 1 yd = 0.9144 m.</p>', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE converter_key = 'length'",
    ).run();
    await newContentVersion(db).run();
    const section = await guideSection("/de/length-converter");
    expect(section).toMatch(/lang="en"/);
    expect(section).toContain("One more: 1 yd = 0.9144 m.");

    queue.sent.mockClear();
    const outcome = await queueNightlyGuides(budget);
    expect(outcome.translations).toMatchObject({ missing: 0, stale: 5, deferred: 0 });
    const source = await guideSourceHash((await findGuide(db, "length"))!);
    expect(queue.translations()).toEqual(
      LANGUAGES.map((language) => ({ kind: "translate", key: "length", language, source })),
    );
  });
});
