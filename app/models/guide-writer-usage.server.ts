import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { guideWriterUsage } from "~/db/schema";

/** The paid writer's calls per UTC day, against the daily budget (GUIDE_DAILY_BUDGET). */

/** Paid writer calls made on `day` (UTC "YYYY-MM-DD"). */
export async function writerCallsOn(db: Database, day: string): Promise<number> {
  const [row] = await db
    .select({ calls: guideWriterUsage.calls })
    .from(guideWriterUsage)
    .where(eq(guideWriterUsage.day, day));
  return row?.calls ?? 0;
}

/** Counts `calls` paid writer calls on `day`. */
export async function countWriterCalls(db: Database, day: string, calls: number): Promise<void> {
  if (calls <= 0) return;
  await db
    .insert(guideWriterUsage)
    .values({ day, calls })
    .onConflictDoUpdate({
      target: guideWriterUsage.day,
      set: { calls: sql`${guideWriterUsage.calls} + ${calls}` },
    });
}
