import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { dumpCatalogue } from "./catalogue-dump";

/**
 * The sha256 of the whole catalogue as the engine reads and writes it (catalogue-dump.ts): every
 * category, converter, unit, definition, alias and source, and each unit's conversions as
 * displayed. A change to the data or the engine that alters any of it changes this hash: see
 * what changed with `npm run dump -w @unitwise/units` before and after, and update it when the
 * change is meant.
 */
const CATALOGUE_SHA256 = "c8e4a7baecf60c3cb2debf66e6b5109202a9cf2eeb4a50325ca3c949b7fbd266";

it("dumps the catalogue as it was recorded", () => {
  const hash = createHash("sha256").update(dumpCatalogue()).digest("hex");
  expect(hash).toBe(CATALOGUE_SHA256);
});
