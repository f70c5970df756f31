import { renderMarkdown } from "~/blog/markdown.server";
import type { Database } from "~/db/client.server";
import { storeWrittenGuide } from "~/models/guide-requests.server";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { checkFacts } from "./fact-check";
import { converterFacts } from "./facts";
import { hashFacts } from "./facts-hash";
import type { GuideWriter } from "./guide";

/** A request that no attempt can fulfil (the converter is gone): not retried. */
export class PermanentGuideError extends Error {}

/**
 * Writes one converter's guide: the catalogue's facts to the writer, its answer checked by the
 * engine, rendered and sanitized, and stored: published when every stated conversion is right,
 * a draft listing each wrong one otherwise. Throws when the writer fails (the queue retries).
 * With `attempt` (the lease takeGuide gave), stored only while it holds the request: "superseded"
 * when another claimed it meanwhile (docs/decisions/060-guide-leases.md).
 */
export async function generateGuide(
  db: Database,
  catalogue: CatalogueReader,
  writer: GuideWriter,
  key: string,
  attempt?: string,
): Promise<"published" | "draft" | "superseded"> {
  const facts = converterFacts(catalogue, key);
  if (!facts) throw new PermanentGuideError(`No converter "${key}" in the catalogue`);
  const written = await writer.write(facts);
  const factCheck = checkFacts(written.content, catalogue, key);
  const status = factCheck.problems.length === 0 ? "published" : "draft";
  const stored = await storeWrittenGuide(
    db,
    key,
    {
      status,
      metaTitle: written.metaTitle,
      metaDescription: written.metaDescription,
      content: await renderMarkdown(written.content),
      keywords: written.keywords,
      imagePrompt: written.imagePrompt,
      visualElements: written.visualElements,
      model: writer.model,
      promptVersion: writer.promptVersion,
      factsHash: await hashFacts(facts),
      factCheck,
    },
    new Date(),
    attempt,
  );
  return stored ? status : "superseded";
}
