import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./client.server";

/**
 * A read that can share a D1 batch with others (docs/decisions/084-d1-round-trips-and-replicas.md):
 * its queries, and how their rows become its value. Far from the database every call is a round
 * trip, so what a request needs before it can answer (the content version and what it was built
 * from, the session, the page's article) is read as one batch: one round trip, and one
 * consistent snapshot, since D1 runs a batch as a transaction.
 */
export interface BatchRead<T> {
  readonly queries: readonly BatchItem<"sqlite">[];
  decode(results: readonly unknown[]): T;
}

/** A read of `queries`, their results decoded by `decode` (typed by the queries). */
export function batchRead<const Q extends readonly BatchItem<"sqlite">[], T>(
  queries: Q,
  decode: (results: BatchResponse<Q>) => T,
): BatchRead<T> {
  return { queries, decode: (results) => decode(results as BatchResponse<Q>) };
}

type Values<R extends readonly BatchRead<unknown>[]> = {
  [K in keyof R]: R[K] extends BatchRead<infer T> ? T : never;
};

/** Every read of `reads` in one D1 batch (none when there is nothing to read): their values. */
export async function readTogether<const R extends readonly BatchRead<unknown>[]>(
  db: Database,
  reads: R,
): Promise<Values<R>> {
  const all = readsOf(reads);
  const [first, ...rest] = all.queries;
  return all.decode(first ? await db.batch([first, ...rest]) : []);
}

/** One read on its own (in a batch of its queries). */
export async function readOne<T>(db: Database, read: BatchRead<T>): Promise<T> {
  const [value] = await readTogether(db, [read]);
  return value;
}

/**
 * A read whose value its feature holds per content version (the catalogue, the site settings,
 * the ad slots): read with the version in one batch when an instance needs them all, then kept.
 */
export interface VersionedRead<T> {
  read(db: Database): BatchRead<T>;
  keep(version: string, value: T): void;
}

/** Several reads as one, in the order given: what a batch returns, each read decoded. */
export function readsOf<const R extends readonly BatchRead<unknown>[]>(
  reads: R,
): BatchRead<Values<R>> {
  return {
    queries: reads.flatMap((read) => read.queries),
    decode(results) {
      let at = 0;
      return reads.map((read) => {
        const own = results.slice(at, at + read.queries.length);
        at += read.queries.length;
        return read.decode(own);
      }) as Values<R>;
    },
  };
}
