import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * One client per D1 binding for the isolate's life: building one reads the whole schema's
 * relations again (drizzle's extractTablesRelationalConfig), which took about a sixth of a
 * converter page's render when it was done per request (docs/decisions/055-render-cost.md). The
 * client keeps no state of its own between queries, so requests may share it; a binding object
 * the isolate has not seen (a test's own, say) gets its own client.
 */
const clients = new WeakMap<D1Database, ReturnType<typeof createClient>>();

function createClient(db: D1Database) {
  return drizzle(db, { schema });
}

/** A drizzle client over the D1 binding; queries are parameterized by construction. */
export function database(db: D1Database) {
  let client = clients.get(db);
  if (!client) clients.set(db, (client = createClient(db)));
  return client;
}

export type Database = ReturnType<typeof database>;
