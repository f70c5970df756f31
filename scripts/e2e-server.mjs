// Where the browser tests' server listens and keeps its local D1, R2 and queues: one place for
// playwright.config.ts, the tests' fixtures (which change that D1 as an operator would) and
// `npm test` (which migrates and seeds it beside the build).

/** The port of the browser tests' server: $E2E_PORT, else 8788. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);

/** Its local state, apart from what `npm start` uses. */
export const E2E_STATE = `.wrangler/e2e-state-${E2E_PORT}`;
