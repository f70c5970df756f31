import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { readCatalogueEdits, readContentVersion } from "~/models/catalogue.server";
import { NO_EDITS, type CatalogueEdits } from "~/models/catalogue-edits";
import { versionedMemo } from "~/utils/memo/versioned";
import { buildCatalogue, type Catalogue } from "./effective";

/**
 * The catalogue of this Worker instance (docs/decisions/043-catalogue-in-d1.md): built from the
 * operators' edits, once per content version. Pages get it from what the instance holds
 * (app/pipeline/held-content.server.ts, decision 084), which reads the edits with the version
 * and hands them to keepCatalogue; background jobs read it here.
 */

const initial = buildCatalogue(NO_EDITS);
const catalogues = versionedMemo<Catalogue>({ version: initial.version, value: initial });

/** The catalogue `edits` make up, kept as their version's (built only if not held already). */
export function keepCatalogue(edits: CatalogueEdits): Promise<Catalogue> {
  return catalogues.get(edits.version, async () => buildCatalogue(edits));
}

/** The catalogue held, whatever its version (the shipped one before any was read). */
export function heldCatalogue(): Catalogue {
  return catalogues.held() ?? initial;
}

/**
 * The catalogue as D1 says it is now (for jobs: the queue consumer, the nightly plan); the one
 * last read when D1 cannot be reached.
 */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  try {
    const version = await readContentVersion(db);
    return await catalogues.get(version, () => readCatalogueEdits(db).then(buildCatalogue));
  } catch (error) {
    console.error(`Catalogue: could not read D1, serving the version held (${error})`);
    return heldCatalogue();
  }
}

/** The catalogue of one request, set by the Worker (pipeline/request-context.server.ts). */
export const catalogueContext = createContext<Catalogue>();

/** The catalogue a loader or action reads: the one the Worker loaded for this request. */
export function getCatalogue(context: Readonly<RouterContextProvider>): Catalogue {
  return context.get(catalogueContext);
}
