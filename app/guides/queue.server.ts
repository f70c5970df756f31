import { z } from "zod";
import { loadCatalogue } from "~/catalogue/catalogue.server";
import { database, type Database } from "~/db/client.server";
import {
  giveUpGuide,
  markGuidesQueued,
  recordGuideFailure,
  takeGuide,
} from "~/models/guide-requests.server";
import { findGuide } from "~/models/converter-guide.server";
import { recordTranslationFailure } from "~/models/guide-translations.server";
import { countWriterCalls, writerCallsOn } from "~/models/guide-writer-usage.server";
import { generateGuide, PermanentGuideError } from "./generate.server";
import type { GuideWriter } from "./guide";
import { planGuides } from "./plan.server";
import {
  dueTranslation,
  planTranslations,
  TRANSLATION_LANGUAGES,
  translateGuide,
  translationsOf,
  type TranslationRequest,
} from "./translate.server";
import type { SiteSettings } from "~/settings/schemas";
import { loadSiteSettings } from "~/settings/settings.server";
import { utcDay } from "~/utils/utc-day";
import { guideWriter, type GuideWriterConfig } from "./writers.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The guide pipeline's queue (docs/decisions/044-converter-guides.md): one message per
 * converter, `{ key }`. The consumer writes guides one at a time; a failed attempt is retried
 * with a growing delay, and after the last one (wrangler.toml max_retries) the message lands in
 * the dead-letter queue, whose consumer marks the guide failed with the last reason.
 *
 * Each message carries the lease of its request (docs/decisions/060-guide-leases.md): a message
 * whose lease no longer holds the guide (claimed again after it was lost, or already written)
 * is acknowledged and changes nothing, so a late or duplicate message never writes twice.
 *
 * The same queue carries translations (docs/decisions/082-guide-translations.md),
 * `{ kind: "translate", key, language, source }`: queued for every language when a writer that
 * translates publishes an English guide, and by the nightly job for those missing or stale.
 */

export const GUIDE_QUEUE = "unitwise-guides";
export const GUIDE_DEAD_LETTER_QUEUE = "unitwise-guides-failed";

export interface GuideEnv extends GuideWriterConfig {
  DB: D1Database;
  GUIDE_QUEUE: Queue;
  GUIDE_DAILY_BUDGET: string;
}

/**
 * `env` with the writer, model and daily budget of the settings (docs/decisions/046): the
 * wrangler.toml vars are only their defaults.
 */
export function guideEnvWith<T extends GuideEnv>(env: T, guides: SiteSettings["guides"]): T {
  return {
    ...env,
    GUIDE_WRITER: guides.writer,
    GUIDE_MODEL: guides.model,
    GUIDE_DAILY_BUDGET: String(guides.dailyBudget),
  };
}

/** The settings of the guide pipeline now, read from D1 (a queue or cron run has no request). */
async function guideSettings(env: GuideEnv, db: Database): Promise<SiteSettings["guides"]> {
  return (await loadSiteSettings(db, env)).guides;
}

/** The messages' schemas, built at the first message: pages load this module too (decision 085). */
const guideMessageSchema = onFirstUse(() =>
  z.object({
    key: z.string().regex(/^[a-z0-9-]{1,64}$/),
    // Messages sent before leases (migration 0014) have none; so have their guides.
    lease: z.string().min(1).max(64).optional(),
  }),
);
export type GuideMessage = z.infer<ReturnType<typeof guideMessageSchema>>;

/** A translation of `key`'s English guide as its words hashed to `source` (guideSourceHash). */
const translationMessageSchema = onFirstUse(() =>
  z.object({
    kind: z.literal("translate"),
    key: z.string().regex(/^[a-z0-9-]{1,64}$/),
    language: z.enum(TRANSLATION_LANGUAGES as [TranslationRequest["language"]]),
    source: z.string().regex(/^[0-9a-f]{24}$/),
  }),
);
export type TranslationMessage = z.infer<ReturnType<typeof translationMessageSchema>>;

// A translation first: a guide message's schema would read one as `{ key }`.
const queueMessageSchema = onFirstUse(() =>
  z.union([translationMessageSchema(), guideMessageSchema()]),
);

/** Paid calls a translation makes: one, for a writer that is paid for. */
const translationCost = (writer: GuideWriter) => (writer.costPerGuide > 0 ? 1 : 0);

/** The day's budget of paid writer calls (GUIDE_DAILY_BUDGET), never negative. */
const dailyBudget = (env: Pick<GuideEnv, "GUIDE_DAILY_BUDGET">) =>
  Math.max(0, Number.parseInt(env.GUIDE_DAILY_BUDGET, 10) || 0);

/** Seconds before attempt `attempts + 1`: 30 s, 1 min, 2 min, … at most 15 min. */
function retryDelay(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 900);
}

/**
 * Puts `keys` on the queue, each guide marked as asked for with a new lease first, and returns
 * the keys queued. `unlessHeld` (the requeuers): only the guides whose request nobody holds, so
 * two at once (the nightly job and 'Generate all') queue each guide once; an admin's
 * 'Regenerate' takes the request over.
 */
export async function enqueueGuides(
  env: Pick<GuideEnv, "DB" | "GUIDE_QUEUE">,
  keys: readonly string[],
  { now = new Date(), unlessHeld = false }: { now?: Date; unlessHeld?: boolean } = {},
): Promise<string[]> {
  // Claimed before sending: a send that fails leaves a lease that runs out, then a requeue.
  const claims = await markGuidesQueued(database(env.DB), keys, now, { unlessHeld });
  // sendBatch takes at most 100 messages.
  for (let start = 0; start < claims.length; start += 100) {
    await env.GUIDE_QUEUE.sendBatch(
      claims.slice(start, start + 100).map(({ key, lease }) => ({
        body: { key, lease } satisfies GuideMessage,
      })),
    );
  }
  return claims.map(({ key }) => key);
}

/** Puts translations on the queue (no lease: a duplicate finds its translation stored). */
async function enqueueTranslations(
  env: Pick<GuideEnv, "GUIDE_QUEUE">,
  requests: readonly TranslationRequest[],
): Promise<void> {
  for (let start = 0; start < requests.length; start += 100) {
    await env.GUIDE_QUEUE.sendBatch(
      requests.slice(start, start + 100).map(({ key, language, source }) => ({
        body: { kind: "translate", key, language, source } satisfies TranslationMessage,
      })),
    );
  }
}

/** A published English guide, written by a writer that translates: its translations queued. */
async function queueTranslationsOf(env: GuideEnv, db: Database, key: string): Promise<void> {
  try {
    const guide = await findGuide(db, key);
    const requests = guide ? await translationsOf(guide) : [];
    await enqueueTranslations(env, requests);
    if (requests.length > 0) console.log(`Guides: ${key}: ${requests.length} translations queued`);
  } catch (error) {
    // The guide is stored: the nightly job queues its translations.
    console.error(`Guides: ${key}: its translations could not be queued (${error})`);
  }
}

async function writeOne(
  env: GuideEnv,
  db: Database,
  writer: GuideWriter,
  message: Message,
  { key, lease }: GuideMessage,
): Promise<void> {
  const claim = lease ?? null;
  const attempt = await takeGuide(db, key, claim);
  if (!attempt) {
    console.log(`Guides: ${key}: a message whose request is no longer its own, dropped`);
    message.ack();
    return;
  }
  try {
    if (writer.costPerGuide > 0) {
      // Counted before the call: a call that fails has still been paid for.
      await countWriterCalls(db, utcDay(new Date()), writer.costPerGuide);
    }
    const status = await generateGuide(db, await loadCatalogue(db), writer, key, attempt);
    console.log(`Guides: ${key} written by ${writer.model}, ${status}`);
    message.ack();
    if (status === "published" && writer.translate) await queueTranslationsOf(env, db, key);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const final = error instanceof PermanentGuideError;
    const delaySeconds = retryDelay(message.attempts);
    const held = { lease: attempt, retry: { claim, retryInMs: delaySeconds * 1000 } };
    // D1 itself may be what failed: the retry below must not depend on recording the reason.
    const stillHeld = await recordGuideFailure(db, key, reason, { final, held }).catch(
      (recording: unknown) => {
        console.error(`Guides: ${key}: the failure could not be recorded (${recording})`);
        return true;
      },
    );
    console.error(`Guides: ${key} attempt ${message.attempts} failed: ${reason}`);
    // Claimed again meanwhile: the newer request's message does the work.
    if (final || !stillHeld) message.ack();
    else message.retry({ delaySeconds });
  }
}

/**
 * Translates one guide into one language, within the day's budget of paid calls: a translation
 * the budget has no room for is dropped, and the nightly job queues it again on another day.
 */
async function translateOne(
  env: GuideEnv,
  db: Database,
  writer: GuideWriter,
  message: Message,
  request: TranslationMessage,
): Promise<void> {
  const { key, language, source } = request;
  try {
    const english = await dueTranslation(db, request);
    if (!english || !writer.translate) {
      console.log(`Guides: ${key} (${language}): nothing to translate, dropped`);
      message.ack();
      return;
    }
    const cost = translationCost(writer);
    if (cost > 0) {
      const today = utcDay(new Date());
      if ((await writerCallsOn(db, today)) + cost > dailyBudget(env)) {
        console.log(
          `Guides: ${key} (${language}): the day's budget is spent, left for the nightly job`,
        );
        message.ack();
        return;
      }
      // Counted before the call: a call that fails has still been paid for.
      await countWriterCalls(db, today, cost);
    }
    const status = await translateGuide(db, await loadCatalogue(db), writer, english, language);
    console.log(`Guides: ${key} translated into ${language} by ${writer.model}, ${status}`);
    message.ack();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await recordTranslationFailure(db, key, language, source, reason).catch((recording: unknown) =>
      console.error(
        `Guides: ${key} (${language}): the failure could not be recorded (${recording})`,
      ),
    );
    console.error(`Guides: ${key} (${language}) attempt ${message.attempts} failed: ${reason}`);
    message.retry({ delaySeconds: retryDelay(message.attempts) });
  }
}

/** The consumer of both queues: writes guides, or marks the dead-lettered ones failed. */
export async function consumeGuideBatch(batch: MessageBatch, env: GuideEnv): Promise<void> {
  const db = database(env.DB);
  const deadLetters = batch.queue === GUIDE_DEAD_LETTER_QUEUE;
  const configured = deadLetters ? env : guideEnvWith(env, await guideSettings(env, db));
  const writer = deadLetters ? null : guideWriter(configured);
  for (const message of batch.messages) {
    const parsed = queueMessageSchema().safeParse(message.body);
    if (!parsed.success) {
      console.error(`Guides: dropped a message that names no converter`);
      message.ack();
      continue;
    }
    if ("kind" in parsed.data) {
      const { key, language, source } = parsed.data;
      if (writer) await translateOne(configured, db, writer, message, parsed.data);
      else {
        await recordTranslationFailure(
          db,
          key,
          language,
          source,
          `Gave up after ${message.attempts} attempts`,
          { keepReason: true },
        );
        console.error(`Guides: ${key} (${language}): the translation failed for good`);
        message.ack();
      }
      continue;
    }
    const { key, lease = null } = parsed.data;
    if (!writer) {
      // The reason of the last attempt stays: only a guide without one gets this line.
      const gaveUp = await giveUpGuide(
        db,
        key,
        `Gave up after ${message.attempts} attempts`,
        lease,
      );
      if (gaveUp) console.error(`Guides: ${key} failed for good`);
      message.ack();
      continue;
    }
    await writeOne(configured, db, writer, message, parsed.data);
  }
}

/** What the nightly job did. */
export interface NightlyGuides {
  queued: string[];
  /** asked for before, their lease run out (docs/decisions/060-guide-leases.md) */
  runOut: number;
  missing: number;
  stale: number;
  /** guides left for another night: the day's budget is spent */
  deferred: number;
  /** the generator is off in the settings: nothing was looked at or queued */
  off: boolean;
  /** translations of published guides (none when the writer does not translate) */
  translations: { queued: number; missing: number; stale: number; deferred: number };
}

const NO_TRANSLATIONS = { queued: 0, missing: 0, stale: 0, deferred: 0 };

/**
 * The nightly job: queues again the guides whose request was lost on its way (its lease ran
 * out), then the missing ones, then the stale ones, as many as the day's budget of paid writer
 * calls leaves room for (the local writer costs nothing); none that another requeuer has just
 * queued. With the generator off in the settings it queues nothing.
 */
export async function queueNightlyGuides(
  configured: GuideEnv,
  now: Date = new Date(),
): Promise<NightlyGuides> {
  const db = database(configured.DB);
  const settings = await guideSettings(configured, db);
  if (!settings.enabled) {
    return {
      queued: [],
      runOut: 0,
      missing: 0,
      stale: 0,
      deferred: 0,
      off: true,
      translations: NO_TRANSLATIONS,
    };
  }
  const env = guideEnvWith(configured, settings);
  const writer = guideWriter(env);
  const plan = await planGuides(db, await loadCatalogue(db), writer, now);
  const wanted = [...plan.runOut, ...plan.missing, ...plan.stale];
  let room = wanted.length;
  let callsLeft = Number.POSITIVE_INFINITY;
  if (writer.costPerGuide > 0) {
    callsLeft = dailyBudget(env) - (await writerCallsOn(db, utcDay(now)));
    room = Math.max(0, Math.floor(callsLeft / writer.costPerGuide));
  }
  const queued = await enqueueGuides(env, wanted.slice(0, room), { now, unlessHeld: true });
  const translations = writer.translate
    ? await queueNightlyTranslations(
        env,
        db,
        queued,
        callsLeft - queued.length * writer.costPerGuide,
      )
    : NO_TRANSLATIONS;
  return {
    queued,
    runOut: plan.runOut.length,
    missing: plan.missing.length,
    stale: plan.stale.length,
    deferred: wanted.length - Math.min(room, wanted.length),
    off: false,
    translations,
  };
}

/**
 * The nightly job's translations: those missing or stale, of every published English guide
 * but those queued tonight (their words are about to change), as many as `callsLeft` allows.
 */
async function queueNightlyTranslations(
  env: GuideEnv,
  db: Database,
  rewritten: readonly string[],
  callsLeft: number,
): Promise<NightlyGuides["translations"]> {
  const plan = await planTranslations(db, await loadCatalogue(db), new Set(rewritten));
  const wanted = [...plan.missing, ...plan.stale];
  const room = Math.max(0, Math.min(wanted.length, callsLeft));
  await enqueueTranslations(env, wanted.slice(0, room));
  console.log(
    `Guides: ${room} translations queued (${plan.missing.length} missing, ${plan.stale.length} stale, ${wanted.length - room} left for the next night's budget)`,
  );
  return {
    queued: room,
    missing: plan.missing.length,
    stale: plan.stale.length,
    deferred: wanted.length - room,
  };
}
