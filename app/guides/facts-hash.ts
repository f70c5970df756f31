import type { ConverterFacts } from "./guide";

/**
 * A short hash of the facts a guide was written from: when the catalogue changes what a guide
 * could say (a unit, a name, a description), the hash changes and the guide is stale.
 */
export async function hashFacts(facts: ConverterFacts): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(facts));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest).slice(0, 12)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}
