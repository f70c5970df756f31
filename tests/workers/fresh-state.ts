import { applyD1Migrations, env } from "cloudflare:test";
import { forgetMeasuredPopularity } from "~/analytics/popularity.server";
import { database } from "~/db/client.server";
import { forgetRatesInUse } from "~/exchange-rates/rates-in-use.server";
import { newContentVersion } from "~/models/catalogue.server";
import { forgetHeldContent } from "~/pipeline/held-content.server";
import { flushCounts } from "./helpers/analytics";

// Runs before each test file. The files one Vitest worker runs share its workerd and its isolate
// (`isolate: false`, docs/decisions/057-shared-test-isolate.md), so each file first gets what it
// had when every file had a workerd of its own: a D1 just migrated, no blog images, and nothing
// the isolate kept from the files before.

const db = database(env.DB);

// Counts the previous file's requests left on their way (in the isolate or a shard) go to its own
// D1, about to be emptied, rather than later into this file's.
await flushCounts();

await emptyD1(env.DB);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyBucket(env.IMAGES);

// A content version no earlier file has seen. The isolate keeps what it reads from D1 or
// renders from it per content version: the catalogue, settings, ad slots, GA events, converter
// texts and guides, home sections, and the rendered pages in memory and in the Cache API (whose
// key has the version). A new version leaves all of that unused, as after an operator's save.
await newContentVersion(db).run();

// What the isolate keeps for a while instead, whatever the version.
forgetHeldContent();
forgetRatesInUse();
forgetMeasuredPopularity();

/**
 * Drops every table, the migrations' record included, so the migrations run from the start.
 * (`reset()` from cloudflare:test is not enough: it empties only the storage that is in memory
 * at the time, and D1 idle for some seconds keeps its tables.)
 */
async function emptyD1(d1: D1Database): Promise<void> {
  const { results } = await d1
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
    )
    .all<{ name: string }>();
  if (results.length === 0) return;
  // One transaction: foreign keys are checked at its end, when no table is left to check.
  await d1.batch([
    d1.prepare("PRAGMA defer_foreign_keys = ON"),
    ...results.map(({ name }) => d1.prepare(`DROP TABLE "${name.replaceAll('"', '""')}"`)),
  ]);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const listed = await bucket.list();
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map(({ key }) => key));
    if (!listed.truncated) return;
  }
}
