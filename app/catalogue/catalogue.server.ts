import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { readCatalogueEdits, readCatalogueVersion } from "~/models/catalogue.server";
import { NO_EDITS } from "~/models/catalogue-edits";
import { versionedMemo } from "~/utils/versioned-memo";
import { buildCatalogue, type Catalogue } from "./effective";

/**
 * The catalogue of this Worker instance (docs/decisions/043-catalogue-in-d1.md). Every request
 * reads the catalogue's version, one primary-key row; while it is the version the instance
 * holds, the built catalogue is reused, and when it differs (an operator changed something,
 * through any instance) the changes are read again and the catalogue rebuilt. So an edit shows
 * on the next request everywhere, at the cost of one small read per request.
 */

const initial = buildCatalogue(NO_EDITS);
const catalogues = versionedMemo<Catalogue>({ version: initial.version, value: initial });

/** The catalogue as D1 says it is now; the one last read when D1 cannot be reached. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  try {
    const version = await readCatalogueVersion(db);
    return await catalogues.get(version, () => readCatalogueEdits(db).then(buildCatalogue));
  } catch (error) {
    console.error(`Catalogue: could not read D1, serving the version held (${error})`);
    return catalogues.held() ?? initial;
  }
}

/** The catalogue of one request, set by the Worker (middleware/request-context.server.ts). */
export const catalogueContext = createContext<Catalogue>();

/** The catalogue a loader or action reads: the one the Worker loaded for this request. */
export function getCatalogue(context: Readonly<RouterContextProvider>): Catalogue {
  return context.get(catalogueContext);
}
