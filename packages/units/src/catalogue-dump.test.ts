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
const CATALOGUE_SHA256 = "3aaf8fb49dbb992a24a425ce3440524b12720e2a54d17f490960601cddec728a";

it("dumps the catalogue as it was recorded", () => {
  const hash = createHash("sha256").update(dumpCatalogue()).digest("hex");
  expect(hash).toBe(CATALOGUE_SHA256);
});
