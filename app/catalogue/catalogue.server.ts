import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import { readCatalogueEdits, readCatalogueVersion } from "~/models/catalogue.server";
import { NO_EDITS } from "~/models/catalogue-edits";
import { buildCatalogue, type Catalogue } from "./effective";

/**
 * The catalogue of this Worker instance (docs/decisions/043-catalogue-in-d1.md). Every request
 * reads the catalogue's version, one primary-key row; while it is the version the instance
 * holds, the built catalogue is reused, and when it differs (an operator changed something,
 * through any instance) the changes are read again and the catalogue rebuilt. So an edit shows
 * on the next request everywhere, at the cost of one small read per request.
 */

let current: Catalogue = buildCatalogue(NO_EDITS);
/** The rebuild under way, shared by the requests that read the same version meanwhile. */
let loading: { version: string; catalogue: Promise<Catalogue> } | null = null;

/** The catalogue as D1 says it is now; the one last read when D1 cannot be reached. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  try {
    const version = await readCatalogueVersion(db);
    if (version === current.version) return current;
    // A rebuild started for an older version would hand this request what it has just seen change.
    if (loading?.version !== version) {
      const catalogue = readCatalogueEdits(db).then(buildCatalogue);
      loading = { version, catalogue };
      void catalogue.then(
        (built) => {
          current = built;
          if (loading?.catalogue === catalogue) loading = null;
        },
        () => {
          if (loading?.catalogue === catalogue) loading = null;
        },
      );
    }
    return await loading.catalogue;
  } catch (error) {
    console.error(`Catalogue: could not read D1, serving the version held (${error})`);
    return current;
  }
}

/** The catalogue of one request, set by the Worker (middleware/request-context.server.ts). */
export const catalogueContext = createContext<Catalogue>();

/** The catalogue a loader or action reads: the one the Worker loaded for this request. */
export function getCatalogue(context: Readonly<RouterContextProvider>): Catalogue {
  return context.get(catalogueContext);
}
