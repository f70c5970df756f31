import { createContext, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { ApiLimits } from "~/content/legal/facts";
import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/models/audit";
import { readContentVersion } from "~/models/catalogue.server";
import {
  readStoredSettings,
  storedSettingsFrom,
  storedSettingsQuery,
  storeSettings,
} from "~/models/site-settings.server";
import { batchRead, type VersionedRead } from "~/db/batch-read.server";
import { cloudflareContext } from "~/server-context";
import { parseOrRefuse } from "~/utils/refusal.server";
import { versionedMemo } from "~/utils/memo/versioned";
import { defaultSettings, type SettingsVars } from "./defaults";
import {
  groupSchemas,
  SETTING_GROUPS,
  siteSettingsPatchSchema,
  type SiteSettings,
} from "./schemas";

/**
 * The site settings of this Worker instance (docs/decisions/046-site-settings.md). A save gives
 * the catalogue a new version (the one read every request already makes, decision 043); an
 * instance holding settings read at another version reads them again. So a save shows on the
 * next request everywhere, at no extra read per request.
 */

/** The stored groups, checked, per content version (a group not stored or invalid: left out). */
const storedSettings = versionedMemo<Partial<SiteSettings>>();

/** The stored groups, checked: read with the content version (docs/decisions/084). */
export const settingsAtVersion: VersionedRead<Partial<SiteSettings>> = {
  read: (db) =>
    batchRead([storedSettingsQuery(db)], ([rows]) => validSettings(storedSettingsFrom(rows))),
  keep: (version, value) => storedSettings.keep(version, value),
};

/** Stored groups that pass their schema; the others are logged and left to their defaults. */
async function readValidSettings(db: Database): Promise<Partial<SiteSettings>> {
  return validSettings(await readStoredSettings(db));
}

function validSettings(raw: Record<string, unknown>): Partial<SiteSettings> {
  const valid: Record<string, unknown> = {};
  for (const group of SETTING_GROUPS) {
    if (!(group in raw)) continue;
    const parsed = groupSchemas()[group].safeParse(raw[group]);
    if (parsed.success) valid[group] = parsed.data;
    else console.error(`Settings: the stored "${group}" is not valid; its default applies`);
  }
  return valid as Partial<SiteSettings>;
}

/** The stored settings at `version` (the catalogue's, read this request), from memory if held. */
async function storedAt(db: Database, version: string): Promise<Partial<SiteSettings>> {
  try {
    return await storedSettings.get(version, () => readValidSettings(db));
  } catch (error) {
    console.error(`Settings: could not read D1, using the settings held (${error})`);
    return storedSettings.held() ?? {};
  }
}

/** The settings: the stored groups over the defaults of `env`. */
export async function loadSiteSettings(
  db: Database,
  env: SettingsVars,
  version?: string,
): Promise<SiteSettings> {
  let known = version;
  if (known === undefined) {
    try {
      known = await readContentVersion(db);
    } catch (error) {
      console.error(`Settings: could not read the version (${error})`);
      return { ...defaultSettings(env), ...storedSettings.held() };
    }
  }
  return withDefaults(env, await storedAt(db, known));
}

/** The last settings built for each configuration: the same until the stored groups change. */
const built = new WeakMap<
  SettingsVars,
  { stored: Partial<SiteSettings>; settings: SiteSettings }
>();

/**
 * The stored groups over the defaults of `env`, built once per configuration and stored version
 * rather than on every request (the stored groups come from a memo per version, so the same
 * object means the same settings). Callers only read settings.
 */
function withDefaults(env: SettingsVars, stored: Partial<SiteSettings>): SiteSettings {
  const held = built.get(env);
  if (held?.stored === stored) return held.settings;
  const settings = { ...defaultSettings(env), ...stored };
  built.set(env, { stored, settings });
  return settings;
}

/** Forgets the settings held, so the next load reads D1 (for tests of the cache). */
export function forgetHeldSettings(): void {
  storedSettings.forget();
}

/** The settings of one request, set by the Worker (pipeline/request-context.server.ts). */
export const siteSettingsContext = createContext<SiteSettings | null>(null);

/** The settings a loader or action reads: those loaded for this request, else the defaults. */
export function getSiteSettings(
  context: Readonly<RouterContextProvider>,
  env: SettingsVars,
): SiteSettings {
  return context.get(siteSettingsContext) ?? defaultSettings(env);
}

/**
 * The API limits the pages state (FAQ, help, terms, features): this request's, as the two
 * figures alone, for a loader's data.
 */
export function statedApiLimits(context: Readonly<RouterContextProvider>): ApiLimits {
  const { env } = context.get(cloudflareContext);
  const { perSecond, perHour } = getSiteSettings(context, env).apiLimits;
  return { perSecond, perHour };
}

/**
 * Applies a save (`PUT /api/admin/settings` or a form of the Settings tab): `input` names any
 * groups and in each any settings; each named group is merged over its current value and checked
 * whole. Throws Refusal 400 with the first problem. Returns the settings as they now are.
 */
export async function updateSiteSettings(
  db: Database,
  env: SettingsVars,
  actor: AuditActor,
  input: unknown,
): Promise<SiteSettings> {
  const patch = parseOrRefuse(siteSettingsPatchSchema(), input);
  const current = await loadSiteSettings(db, env);
  const next: Record<string, unknown> = { ...current };
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const group of SETTING_GROUPS) {
    const named = patch[group];
    if (!named) continue;
    const schema: z.ZodType<unknown> = groupSchemas()[group];
    const merged = parseOrRefuse(schema, { ...current[group], ...named });
    next[group] = merged;
    if (JSON.stringify(merged) !== JSON.stringify(current[group])) {
      changed[group] = { before: current[group], after: merged };
    }
  }
  await storeSettings(db, actor, changed);
  return next as SiteSettings;
}
