import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { readCatalogueEdits, readContentVersion } from "~/models/catalogue.server";
import { NO_EDITS } from "~/models/catalogue-edits";
import { versionedMemo } from "~/utils/memo/versioned";
import { buildCatalogue, type Catalogue } from "./effective";

/**
 * The catalogue of this Worker instance (docs/decisions/043-catalogue-in-d1.md). Requests read
 * the content version, one primary-key row (at most once a second under load: see
 * contentVersion); while it is the version the instance holds, the built catalogue is reused,
 * and when it differs (an operator changed something, through any instance) the changes are read
 * again and the catalogue rebuilt. So an edit shows within a second everywhere, and at once in
 * the instance that stored it.
 */

const initial = buildCatalogue(NO_EDITS);
const catalogues = versionedMemo<Catalogue>({ version: initial.version, value: initial });

/** The version last read in this instance, and when (Date.now()). */
let lastRead: { version: string; at: number } | null = null;

/**
 * The content version: read from D1, or the one this instance read less than `trustMs` ago.
 * Reading it was a third of a rendered page's time and most of a cached page's
 * (docs/decisions/055-render-cost.md): trusted for a second, it is read once a second under
 * load, and an operator's change reaches other instances within that second. This instance's own
 * writes forget it (forgetContentVersion), so an operator sees their change at once.
 */
async function contentVersion(db: Database, trustMs: number): Promise<string> {
  const now = Date.now();
  if (lastRead && trustMs > 0 && now - lastRead.at < trustMs) return lastRead.version;
  const version = await readContentVersion(db);
  lastRead = { version, at: now };
  return version;
}

/** The next loadCatalogue reads the version from D1 (after a write that may have changed it). */
export function forgetContentVersion(): void {
  lastRead = null;
}

/**
 * The catalogue as D1 says it is now (or as it was less than `trustVersionMs` ago); the one last
 * read when D1 cannot be reached.
 */
export async function loadCatalogue(db: Database, trustVersionMs = 0): Promise<Catalogue> {
  try {
    const version = await contentVersion(db, trustVersionMs);
    return await catalogues.get(version, () => readCatalogueEdits(db).then(buildCatalogue));
  } catch (error) {
    console.error(`Catalogue: could not read D1, serving the version held (${error})`);
    return catalogues.held() ?? initial;
  }
}

/** The catalogue of one request, set by the Worker (pipeline/request-context.server.ts). */
export const catalogueContext = createContext<Catalogue>();

/** The catalogue a loader or action reads: the one the Worker loaded for this request. */
export function getCatalogue(context: Readonly<RouterContextProvider>): Catalogue {
  return context.get(catalogueContext);
}
