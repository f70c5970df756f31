import { z } from "zod";
import { unitsIn, type CatalogueReader } from "@unitwise/units/catalogue";
import { searchConverters, type Converter, type UnitDef } from "@unitwise/units";
import type { UnitsLookupResponse } from "./response-schemas";
import { firstIssue } from "~/utils/first-issue";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * GET /api/units?q=&converter=: which units a text names, so a client can find the ids that
 * /api/convert and /api/converters/{id} take. The engine's own indexes answer: the unit index
 * for the whole catalogue, `unitsIn` inside one converter (where "fahrenheit" in the
 * Temperature Interval Converter is the Fahrenheit difference), and the converter search for
 * suggestions when nothing matches. Its schema is built at its first use, as the API's others
 * are (docs/decisions/085-cold-start.md).
 */

const MAX_LOOKUP_TEXT = 100;
const MAX_SUGGESTIONS = 5;

export const unitsLookupParamsSchema = onFirstUse(() =>
  z.object({
    q: z
      .string({ error: 'q is required: a unit name, symbol or alias such as "ft"' })
      .trim()
      .min(1, { error: 'q is empty: send a unit name, symbol or alias such as "ft"' })
      .max(MAX_LOOKUP_TEXT, { error: `q is longer than ${MAX_LOOKUP_TEXT} characters` })
      .describe("A unit id, name, plural, symbol or alias"),
    converter: z
      .string()
      .trim()
      .max(MAX_LOOKUP_TEXT, { error: `converter is longer than ${MAX_LOOKUP_TEXT} characters` })
      .optional()
      .describe("Look in this converter only (id or slug); empty means all"),
  }),
);

/** One unit a text may mean, with the converter it belongs to. */
function unitMatch(unit: UnitDef, converter: Converter) {
  return {
    unit: { id: unit.id, name: unit.name, symbol: unit.symbol },
    converter: { id: converter.key, slug: converter.slug, name: converter.name },
  };
}

export type UnitsLookupOutcome =
  { status: 200; body: UnitsLookupResponse } | { status: 400 | 404; error: string };

export function lookupUnits(
  params: URLSearchParams,
  catalogue: CatalogueReader,
): UnitsLookupOutcome {
  const converterParam = params.get("converter");
  const parsed = unitsLookupParamsSchema().safeParse({
    q: params.get("q") ?? undefined,
    // An empty field of a form means "not given".
    converter: converterParam ? converterParam : undefined,
  });
  if (!parsed.success) {
    return { status: 400, error: firstIssue(parsed.error) };
  }
  const { q, converter: converterText } = parsed.data;

  if (converterText) {
    const converter = catalogue.getConverter(converterText.toLowerCase());
    const table = converter && catalogue.getTable(converter.key);
    if (!converter || !table) {
      return {
        status: 404,
        error: `No converter "${converterText}". GET /api/converters lists every converter id.`,
      };
    }
    const units = unitsIn(table, q).map((unit) => unitMatch(unit, converter));
    return { status: 200, body: { query: q, converter: converter.key, units, suggestions: [] } };
  }

  const units = catalogue.findUnits(q).flatMap(({ table, unit }) => {
    const converter = catalogue.getConverter(table.key);
    return converter ? [unitMatch(unit, converter)] : [];
  });
  const suggestions =
    units.length > 0
      ? []
      : searchConverters(catalogue.searchIndex(), q)
          // Converters only: the index has the site's other tools too.
          .filter((item) => catalogue.getConverter(item.key))
          .slice(0, MAX_SUGGESTIONS)
          .map((item) => ({ id: item.key, slug: item.slug, name: item.name }));
  return { status: 200, body: { query: q, units, suggestions } };
}
