import type { RouterContextProvider } from "react-router";
import { getCatalogue } from "~/catalogue/catalogue.server";
import type { Database } from "~/db/client.server";
import { cloudflareContext, getDatabase } from "~/server-context";
import { gaMeasurementId, type GaEvents } from "~/utils/analytics";
import type { AuditActor } from "~/models/audit";
import { readContentVersion } from "~/models/catalogue.server";
import { readStoredEvents, storeEvents } from "~/models/analytics.server";
import { parseOrRefuse } from "~/utils/refusal.server";
import { versionedMemo } from "~/utils/memo/versioned";
import {
  DEFAULT_EVENTS,
  EVENT_KINDS,
  eventSchemas,
  eventConfigPatchSchema,
  enabledEvents,
  type EventConfig,
  type EventConfigs,
} from "./events";

/**
 * The Google Analytics event configuration of this Worker instance, kept per content version
 * like the site settings (decision 046): a save gives the content a new version, so every
 * instance reads it again on its next request, and reads nothing extra otherwise.
 */

const held = versionedMemo<EventConfigs>();

/** Stored kinds that pass their schema over the defaults; others are logged and defaulted. */
async function readValidEvents(db: Database): Promise<EventConfigs> {
  const stored = await readStoredEvents(db);
  const configs = { ...DEFAULT_EVENTS };
  for (const kind of EVENT_KINDS) {
    if (!(kind in stored)) continue;
    const parsed = eventSchemas()[kind].safeParse(stored[kind]);
    if (parsed.success) configs[kind] = parsed.data;
    else console.error(`Analytics: the stored "${kind}" event is not valid; its default applies`);
  }
  return configs;
}

/** The configuration at `version` (the catalogue's, read this request; read here if not given). */
export async function loadEventConfigs(db: Database, version?: string): Promise<EventConfigs> {
  try {
    return await held.get(version ?? (await readContentVersion(db)), () => readValidEvents(db));
  } catch (error) {
    console.error(`Analytics: could not read the event configuration (${error})`);
    return held.held() ?? DEFAULT_EVENTS;
  }
}

/** Forgets the configuration held (tests of the cache). */
export function forgetHeldEvents(): void {
  held.forget();
}

/**
 * Applies a save (`PUT /api/admin/analytics/events` or the tab's form): `input` names any kinds
 * and in each any fields; each is merged over its current value and checked whole. Throws
 * Refusal 400 with the first problem. Returns the configuration as it now is.
 */
export async function updateEventConfigs(
  db: Database,
  actor: AuditActor,
  input: unknown,
): Promise<EventConfigs> {
  const patch = parseOrRefuse(eventConfigPatchSchema(), input);
  const current = await readValidEvents(db);
  const next = { ...current };
  const changed: Partial<Record<keyof EventConfigs, { before: EventConfig; after: EventConfig }>> =
    {};
  for (const kind of EVENT_KINDS) {
    const named = patch[kind];
    if (!named) continue;
    const merged = parseOrRefuse(eventSchemas()[kind], { ...current[kind], ...named });
    next[kind] = merged;
    if (JSON.stringify(merged) !== JSON.stringify(current[kind])) {
      changed[kind] = { before: current[kind], after: merged };
    }
  }
  await storeEvents(db, actor, changed);
  return next;
}

/**
 * What the browser is told to send to Google Analytics (root loader): the enabled events, or
 * null while GA is not configured. Read per content version, so no request reads D1 for it.
 */
export async function gaEventsFor(
  context: Readonly<RouterContextProvider>,
): Promise<GaEvents | null> {
  const { env } = context.get(cloudflareContext);
  if (!gaMeasurementId(env)) return null;
  const catalogue = getCatalogue(context);
  return enabledEvents(await loadEventConfigs(getDatabase(context), catalogue.version));
}
