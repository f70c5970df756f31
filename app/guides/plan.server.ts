import type { Database } from "~/db/client.server";
import { guideStamps, type GuideStamp } from "~/models/converter-guide.server";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { converterFacts } from "./facts";
import { hashFacts } from "./facts-hash";
import type { GuideWriter } from "./guide";

/**
 * The converters whose guide should be written: asked for but lost on the way, never written (or
 * failed), or out of date.
 */
export interface GuidePlan {
  /** asked for, but the lease of the request ran out: its message or its writer was lost */
  runOut: string[];
  /** no guide yet, or the last one failed: popular converters first */
  missing: string[];
  /** written from other facts, another prompt or another writer than today's */
  stale: string[];
  /** converters that have a current guide (or one held on its way, or one an admin edited) */
  existing: string[];
}

function isMissing(stamp: GuideStamp | undefined): boolean {
  return !stamp || (stamp.status === "failed" && stamp.queuedAt === null);
}

/** Asked for, and its lease (none: from before leases) over at `at` (docs/decisions/060). */
function hasRunOut(stamp: GuideStamp, at: string): boolean {
  return stamp.queuedAt !== null && (stamp.leaseExpiresAt ?? "") < at;
}

/**
 * Compares every reachable converter with its stored guide at `now`. A guide held on its way is
 * left alone, and so is one an admin edited: the nightly job never overwrites a person's words.
 */
export async function planGuides(
  db: Database,
  catalogue: CatalogueReader,
  writer: Pick<GuideWriter, "model" | "promptVersion">,
  now: Date = new Date(),
): Promise<GuidePlan> {
  const stamps = new Map((await guideStamps(db)).map((stamp) => [stamp.converterKey, stamp]));
  const at = now.toISOString();
  const plan: GuidePlan = { runOut: [], missing: [], stale: [], existing: [] };
  const converters = [...catalogue.converters].sort(
    (a, b) => Number(b.popular) - Number(a.popular),
  );
  for (const converter of converters) {
    const stamp = stamps.get(converter.key);
    if (stamp && hasRunOut(stamp, at)) {
      plan.runOut.push(converter.key);
      continue;
    }
    if (isMissing(stamp)) {
      plan.missing.push(converter.key);
      continue;
    }
    if (!stamp || stamp.queuedAt !== null || !stamp.isGenerated) {
      plan.existing.push(converter.key);
      continue;
    }
    const facts = converterFacts(catalogue, converter.key);
    const current =
      facts !== null &&
      stamp.factsHash === (await hashFacts(facts)) &&
      stamp.promptVersion === writer.promptVersion &&
      stamp.model === writer.model;
    (current ? plan.existing : plan.stale).push(converter.key);
  }
  return plan;
}
