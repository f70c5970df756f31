import { AsyncLocalStorage } from "node:async_hooks";

/**
 * D1 round trips, counted per request and, for the benchmarks, made slow (issue 32). On
 * Cloudflare every D1 call from a Worker far from the database's primary costs a network round
 * trip; locally it costs nothing, so the local stack cannot show what a distant visitor waits.
 * The Worker wraps its D1 binding here only when measuring (`SERVER_TIMING` on, or
 * `D1_LATENCY_MS` set by `npm run bench:edge`): each statement run (`first`, `all`, `run`,
 * `raw`), each `batch` and each `exec` is one round trip, counted for the request it belongs to,
 * and waits `latencyMs` first. The request's count when its answer leaves is what it waited for
 * before the first byte; what it does later (`waitUntil`) is counted apart.
 */

interface RequestTrips {
  /** round trips made so far */
  count: number;
  /** the SQL of each, in order (a batch's statements joined by "; "): what a test prints */
  readonly queries: string[];
}

const current = new AsyncLocalStorage<RequestTrips>();

/**
 * Runs `work` (a request's handling) with its own count of D1 round trips, or within the count
 * already running (a test that counts a call to the Worker sees the same trips).
 */
export function countingRoundTrips<T>(work: (trips: RequestTrips) => Promise<T>): Promise<T> {
  const trips: RequestTrips = current.getStore() ?? { count: 0, queries: [] };
  return current.run(trips, () => work(trips));
}

/**
 * Runs `work` outside the request's count: reads after the answer (`waitUntil`), which the
 * answer does not wait for.
 */
export function inTheBackground<T>(work: () => Promise<T>): Promise<T> {
  return current.run(undefined as unknown as RequestTrips, work);
}

export interface RoundTripOptions {
  /** milliseconds each round trip waits before it is made (0: none) */
  latencyMs: number;
}

async function roundTrip<T>(
  options: RoundTripOptions,
  sql: string,
  call: () => Promise<T>,
): Promise<T> {
  const trips = current.getStore();
  if (trips) {
    trips.count += 1;
    trips.queries.push(sql);
  }
  if (options.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
  return call();
}

class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sql: string,
    private readonly options: RoundTripOptions,
  ) {}

  bind(...values: unknown[]): CountedStatement {
    return new CountedStatement(this.inner.bind(...values), this.sql, this.options);
  }

  first<T>(column?: string): Promise<T | null> {
    return roundTrip(this.options, this.sql, () =>
      column === undefined ? this.inner.first<T>() : this.inner.first<T>(column),
    );
  }

  all<T>(): Promise<D1Result<T>> {
    return roundTrip(this.options, this.sql, () => this.inner.all<T>());
  }

  run<T>(): Promise<D1Result<T>> {
    return roundTrip(this.options, this.sql, () => this.inner.run<T>());
  }

  raw<T>(options?: { columnNames?: boolean }): Promise<T[]> {
    return roundTrip(this.options, this.sql, () =>
      options?.columnNames
        ? (this.inner.raw<T>({ columnNames: true }) as unknown as Promise<T[]>)
        : this.inner.raw<T>(),
    );
  }
}

/** The SQL of a batch's statements, joined. */
const batchSql = (statements: D1PreparedStatement[]) =>
  statements
    .map((statement) => (statement instanceof CountedStatement ? statement.sql : "?"))
    .join("; ");

/** The native statements of a batch (the binding accepts only its own). */
const unwrapped = (statements: D1PreparedStatement[]) =>
  statements.map((statement) =>
    statement instanceof CountedStatement ? statement.inner : statement,
  ) as D1PreparedStatement[];

class CountedSession {
  constructor(
    private readonly inner: D1DatabaseSession,
    private readonly options: RoundTripOptions,
  ) {}

  prepare(query: string): D1PreparedStatement {
    return new CountedStatement(this.inner.prepare(query), query, this.options) as never;
  }

  batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return roundTrip(this.options, batchSql(statements), () =>
      this.inner.batch<T>(unwrapped(statements)),
    );
  }

  getBookmark(): string | null {
    return this.inner.getBookmark();
  }
}

class CountedDatabase {
  constructor(
    private readonly inner: D1Database,
    private readonly options: RoundTripOptions,
  ) {}

  prepare(query: string): D1PreparedStatement {
    return new CountedStatement(this.inner.prepare(query), query, this.options) as never;
  }

  batch<T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return roundTrip(this.options, batchSql(statements), () =>
      this.inner.batch<T>(unwrapped(statements)),
    );
  }

  exec(query: string): Promise<D1ExecResult> {
    return roundTrip(this.options, query, () => this.inner.exec(query));
  }

  withSession(constraintOrBookmark?: string): D1DatabaseSession {
    return new CountedSession(this.inner.withSession(constraintOrBookmark), this.options) as never;
  }

  dump(): Promise<ArrayBuffer> {
    return this.inner.dump();
  }
}

const counted = new WeakMap<D1Database, Map<number, D1Database>>();

/**
 * `binding`, its round trips counted (and each delayed by `latencyMs`): the same object for the
 * same binding and latency, so what is cached per binding (the drizzle client) stays cached.
 */
export function countedD1(binding: D1Database, options: RoundTripOptions): D1Database {
  let byLatency = counted.get(binding);
  if (!byLatency) counted.set(binding, (byLatency = new Map()));
  let database = byLatency.get(options.latencyMs);
  if (!database) {
    database = new CountedDatabase(binding, options) as unknown as D1Database;
    byLatency.set(options.latencyMs, database);
  }
  return database;
}
