import { z } from "zod";
import type { Database } from "~/db/client.server";
import {
  clearCalculations,
  clearFavourites,
  clearHistory,
  clearPreferences,
} from "~/models/visitor-data.server";

/** The 'Clear' forms of /account, one per list. */
const CLEAR_INTENTS = [
  "clear-preferences",
  "clear-history",
  "clear-calculations",
  "clear-favourites",
] as const;
export type ClearIntent = (typeof CLEAR_INTENTS)[number];

/** The /account page's 'Clear' forms: which list to clear (`refusal`: the page's words for a bad one). */
export function clearFormSchema(refusal: string) {
  return z.object({ intent: z.enum(CLEAR_INTENTS, { error: refusal }) });
}

export async function clearKept(db: Database, userId: string, intent: ClearIntent): Promise<void> {
  if (intent === "clear-preferences") await clearPreferences(db, userId);
  else if (intent === "clear-history") await clearHistory(db, userId);
  else if (intent === "clear-calculations") await clearCalculations(db, userId);
  else await clearFavourites(db, userId);
}
