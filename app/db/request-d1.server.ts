import { AsyncLocalStorage } from "node:async_hooks";
import { inTheBackground, type RoundTrip } from "./round-trips.server";

/**
 * Each request's D1 session (docs/decisions/084-d1-round-trips-and-replicas.md). With read
 * replication on, a D1 session reads from the nearest replica and sends writes to the primary;
 * a bookmark names a point in the database's history, and a session started from one reads
 * nothing older. The drizzle client is built once per binding (client.server.ts): building it
 * per request cost a sixth of a render (decision 055). So the Worker hands drizzle one
 * `routedD1` for the isolate's life, and each statement runs in the session of the request it
 * runs for, found through AsyncLocalStorage when it is run, not when it is prepared (a query
 * prepared once is run by many requests). Outside a request (tests, scripts) statements go to
 * the binding itself.
 *
 * It also notes whether a request wrote: the Worker then refreshes what the isolate holds at once
 * and hands the visitor a bookmark, so they read their own write even from a lagging replica.
 */

/** Where a request's session starts: the nearest replica, the primary, or a bookmark. */
export type SessionStart = "first-unconstrained" | "first-primary" | (string & {});

interface RequestD1 {
  readonly session: D1DatabaseSession;
  /** the request's `ctx.waitUntil`: reads after the answer */
  readonly waitUntil?: (promise: Promise<unknown>) => void;
  /** whether a statement that writes ran in this session */
  wrote: boolean;
}

const current = new AsyncLocalStorage<RequestD1>();

export interface SessionOutcome {
  /** whether the work ran a statement that writes */
  readonly wrote: boolean;
  /** the session's bookmark after the work: later sessions started from it see its writes */
  readonly bookmark: string | null;
}

/**
 * Runs `work` with every statement of a `routedD1` over `binding` in one D1 session started at
 * `start`. Returns what `work` returned, and the session's outcome once it is done.
 */
export async function inD1Session<T>(
  binding: D1Database,
  start: SessionStart,
  work: () => Promise<T>,
  waitUntil?: (promise: Promise<unknown>) => void,
): Promise<{ result: T; outcome: () => SessionOutcome }> {
  const state: RequestD1 = { session: startSession(binding, start), wrote: false, waitUntil };
  const result = await current.run(state, work);
  return {
    result,
    outcome: () => ({ wrote: state.wrote, bookmark: state.session.getBookmark() }),
  };
}

/**
 * A D1 session from `start`; from the nearest replica when D1 refuses it (a bookmark it does not
 * know: the visitor's cookie is theirs to change), so a bad cookie never fails the answer.
 */
function startSession(binding: D1Database, start: SessionStart): D1DatabaseSession {
  try {
    return binding.withSession(start);
  } catch (error) {
    console.error(`D1: could not start a session from "${start}" (${error})`);
    return binding.withSession("first-unconstrained");
  }
}

/**
 * Runs `work`, a write the answer does not wait for (extending a session), outside the request's
 * session and round-trip count: on the primary, and not taken for a write the request made.
 */
export function afterAnswer<T>(work: () => Promise<T>): Promise<T> {
  return current.run(undefined as unknown as RequestD1, () => inTheBackground(work));
}

/**
 * Reads `work` makes after the answer of the request running now (its `waitUntil`), in its
 * session but not counted as its wait; null outside a request (the caller reads now instead).
 */
export function afterAnswerOfRequest(): ((work: () => Promise<unknown>) => void) | null {
  const waitUntil = current.getStore()?.waitUntil;
  if (!waitUntil) return null;
  return (work) =>
    waitUntil(
      inTheBackground(work).catch((error: unknown) =>
        console.error(`A read after the answer failed (${error})`),
      ),
    );
}

/** SQL that changes the database (drizzle writes these keywords first, in lower case). */
const WRITES = /^\s*(?:insert|update|delete|replace)\b/i;

function noteStatement(sql: string): void {
  const state = current.getStore();
  if (state && !state.wrote && WRITES.test(sql)) state.wrote = true;
}

/** Runs a round trip as it is (when nothing measures them). */
const direct: RoundTrip = (_sql, call) => call();

/** A statement that binds to a session only when it runs. */
class RoutedStatement {
  constructor(
    private readonly database: RoutedDatabase,
    readonly sql: string,
    readonly params: readonly unknown[] = [],
  ) {}

  bind(...values: unknown[]): RoutedStatement {
    return new RoutedStatement(this.database, this.sql, values);
  }

  /** The statement in the session of the request running it. */
  native(on: D1Database | D1DatabaseSession = this.database.target()): D1PreparedStatement {
    noteStatement(this.sql);
    const statement = on.prepare(this.sql);
    return this.params.length > 0 ? statement.bind(...this.params) : statement;
  }

  first<T>(column?: string): Promise<T | null> {
    return this.database.roundTrip(this.sql, () => {
      const statement = this.native();
      return column === undefined ? statement.first<T>() : statement.first<T>(column);
    });
  }

  all<T>(): Promise<D1Result<T>> {
    return this.database.roundTrip(this.sql, () => this.native().all<T>());
  }

  run<T>(): Promise<D1Result<T>> {
    return this.database.roundTrip(this.sql, () => this.native().run<T>());
  }

  raw<T>(options?: { columnNames?: boolean }): Promise<T[]> {
    return this.database.roundTrip(this.sql, () => {
      const statement = this.native();
      return options?.columnNames
        ? (statement.raw<T>({ columnNames: true }) as unknown as Promise<T[]>)
        : statement.raw<T>();
    });
  }
}

/** The binding, each statement and batch run in its request's session, through `roundTrip`. */
class RoutedDatabase {
  constructor(
    private readonly binding: D1Database,
    readonly roundTrip: RoundTrip,
  ) {}

  /** The session statements run in now: the request's, or none (the binding itself). */
  target(): D1Database | D1DatabaseSession {
    return current.getStore()?.session ?? this.binding;
  }

  prepare(query: string): D1PreparedStatement {
    return new RoutedStatement(this, query) as unknown as D1PreparedStatement;
  }

  batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const sql = statements
      .map((statement) => (statement instanceof RoutedStatement ? statement.sql : "?"))
      .join("; ");
    return this.roundTrip(sql, () => {
      const on = this.target();
      return on.batch<T>(
        statements.map((statement) =>
          statement instanceof RoutedStatement ? statement.native(on) : statement,
        ),
      );
    });
  }

  exec(query: string): Promise<D1ExecResult> {
    return this.roundTrip(query, () => this.binding.exec(query));
  }

  withSession(start?: SessionStart): D1DatabaseSession {
    return this.binding.withSession(start);
  }

  dump(): Promise<ArrayBuffer> {
    return this.binding.dump();
  }
}

const routed = new WeakMap<D1Database, Map<RoundTrip, D1Database>>();

/**
 * `binding` with every statement run in its request's D1 session, and each round trip through
 * `roundTrip` (measuredRoundTrip when measuring): one object per binding and hook, so what is
 * cached per binding (the drizzle client) stays cached.
 */
export function routedD1(binding: D1Database, roundTrip: RoundTrip = direct): D1Database {
  let byHook = routed.get(binding);
  if (!byHook) routed.set(binding, (byHook = new Map()));
  let database = byHook.get(roundTrip);
  if (!database)
    byHook.set(roundTrip, (database = new RoutedDatabase(binding, roundTrip) as never));
  return database;
}

/** The bookmark of the session statements run in now (null outside a request's session). */
export function sessionBookmark(): string | null {
  return current.getStore()?.session.getBookmark() ?? null;
}
