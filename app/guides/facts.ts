import type { CatalogueReader } from "@unitwise/units/catalogue";
import { compileTable, type UnitDef, withDefaultIngredient } from "@unitwise/units";
import { confusions } from "./confusions";
import type { FactContext } from "./fact-context";
import type { ConverterFacts } from "./guide";
import { chooseUnits, defaultPair, statedPair, tabledPair } from "./unit-choice";
import { unitFact } from "./unit-words";
import { tableRows, workedExamples } from "./worked-examples";

/**
 * The facts a guide may state about a converter (guide.ts), taken from the catalogue and
 * computed by the engine. Nothing here is written per converter: every figure is a result
 * convert() gives, every rule one formulaFor() gives, so a guide can only repeat what the
 * converter itself would show.
 *
 * Currency: rates change every working day and a guide is stored for months, so its figures use
 * only rates that never change — the base currency and units fixed to it (the Bulgarian lev's
 * irrevocable euro rate). A table with no fixed unit gets no examples and no table rows; the
 * floating units are described in words ("US dollars per euro (… of 2025-05-09)") without a rate.
 */

/** Everything a guide may say about the converter `key` (or its slug); null when unknown. */
export function converterFacts(catalogue: CatalogueReader, key: string): ConverterFacts | null {
  const converter = catalogue.getConverter(key);
  const stored = converter ? catalogue.getTable(converter.key) : undefined;
  // The cooking converter's figures across volume and mass are those of its default ingredient.
  const table = stored && withDefaultIngredient(stored);
  const baseUnit = table?.units.find((unit) => unit.id === table.baseUnit);
  if (!converter || !table || !baseUnit) return null;

  const context: FactContext = {
    table,
    compiled: compileTable(table),
    baseUnit,
    catalogue,
  };
  const chosen = chooseUnits(context);
  const facts = new Map(chosen.map((unit) => [unit.id, unitFact(context, unit)]));
  const factOf = (unit: UnitDef) => facts.get(unit.id) ?? unitFact(context, unit);
  const pair = statedPair(context, chosen);
  const tablePair = (pair && tabledPair(context, chosen, pair)) ?? defaultPair(context, chosen);
  const rows = pair ? tableRows(context, tablePair[0], tablePair[1]) : [];

  return {
    key: converter.key,
    slug: converter.slug,
    name: converter.name,
    description: converter.description,
    categoryName: catalogue.getCategory(converter.category)?.name ?? "",
    base: factOf(baseUnit),
    units: chosen.map(factOf),
    examples: pair ? workedExamples(context, chosen, pair) : [],
    table: { from: factOf(tablePair[0]), to: factOf(tablePair[1]), rows },
    confusions: confusions(context, chosen),
  };
}
