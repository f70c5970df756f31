import { formulaFor, isTextTable, type UnitDef } from "@unitwise/units";
import { type FactContext, hasLevels, isAvailable, isStatable, stated } from "./fact-context";
import { withArticle } from "./unit-words";

/** The mistakes people make with a converter's units, as sentences whose figures the engine gives. */

/** Binary prefixes and the decimal prefixes people mistake them for. */
const BINARY_TO_DECIMAL: ReadonlyArray<readonly [string, string]> = [
  ["Ki", "k"],
  ["Mi", "M"],
  ["Gi", "G"],
  ["Ti", "T"],
  ["Pi", "P"],
  ["Ei", "E"],
  ["Zi", "Z"],
  ["Yi", "Y"],
];

/**
 * Sentences about the mistakes people make with these units, chosen by what the table holds.
 * A figure in one is a conversion by the engine, stated as "1 gal (US) = … gal (imp)" at the end
 * of the sentence.
 */
export function confusions(context: FactContext, chosen: UnitDef[]): string[] {
  const found = [
    ...namesakes(context, chosen),
    ...temperatureScales(context),
    ...temperatureDifferences(context, chosen),
    ...binaryPrefixes(context),
    ...symbolCase(context),
    ...massAndWeight(context),
    ...cgsSystems(context),
    ...calorieKinds(context),
    ...reciprocals(context),
    ...levels(context),
    ...rates(context),
    ...caseStyles(context),
    ...numerals(context),
  ].slice(0, 4);
  if (found.length < 2) found.push(...generic().slice(0, 2 - found.length));
  return found;
}

/** "1 A = x B" for a confusion, or null when the engine gives no result. */
function oneIn(context: FactContext, from: UnitDef, to: UnitDef): string | null {
  return stated(context, "1", from, to)?.statement ?? null;
}

function withStatement(sentence: string, statement: string | null): string[] {
  return statement === null ? [] : [`${sentence} ${statement}`];
}

/**
 * Units sharing a symbol before a qualifier ("gal (US)", "gal (imp)"; "cal", "cal (IT)"): US and
 * imperial measures, or the variants of a unit's definitions.
 */
function namesakes(context: FactContext, chosen: UnitDef[]): string[] {
  const groups = new Map<string, UnitDef[]>();
  for (const unit of context.table.units) {
    if (!isStatable(context, unit)) continue;
    // "gal (US)", "hp(E)": a qualifier in parentheses, not a compound unit's "W/(m·K)".
    const stem = unit.symbol.replace(/(?:\s+|(?<=[A-Za-z]))\([^()·/²³]*\)$/, "");
    groups.set(stem, [...(groups.get(stem) ?? []), unit]);
  }
  const sentences: string[] = [];
  const ranked = [...groups.values()]
    .filter((group) => group.length > 1)
    .sort(
      (x, y) =>
        Number(y.some((u) => chosen.includes(u))) - Number(x.some((u) => chosen.includes(u))),
    );
  for (const group of ranked.slice(0, 2)) {
    const us = group.find((unit) => /\(US\b/.test(unit.symbol));
    const imperial = group.find((unit) => /\((imp|UK)\)/.test(unit.symbol));
    const [first, second] = us && imperial ? [us, imperial] : group;
    if (!first || !second) continue;
    const lead =
      sentences.length > 0
        ? `Likewise, the ${first.name} is not the ${second.name}:`
        : us && imperial
          ? `US and imperial measures share names but not sizes, and the ${first.name} is not the ${second.name}:`
          : `The ${first.name} and the ${second.name} have similar names and symbols but are different units:`;
    sentences.push(...withStatement(lead, oneIn(context, first, second)));
  }
  return sentences;
}

/** Absolute temperature scales: readings have offsets, differences don't. */
function temperatureScales(context: FactContext): string[] {
  const { table } = context;
  const [a, b] = table.units.filter((unit) => isStatable(context, unit));
  const affine = table.units.some((unit) => unit.definition.kind === "affine");
  if (!affine || !a || !b) return [];
  const intervals = context.catalogue.converters.find((c) => {
    const other = context.catalogue.getTable(c.key);
    return other?.namesFrom === table.key;
  });
  const where = intervals ? ` (the ${intervals.name} does that)` : "";
  return [
    `A reading and a difference convert differently. A thermometer reading needs the whole formula, ${formulaFor(table, a.id, b.id)}, offset included; a rise or fall of temperature needs only the ratio of the degree sizes${where}.`,
  ];
}

/** Temperature differences: no offset applies. */
function temperatureDifferences(context: FactContext, chosen: UnitDef[]): string[] {
  const { table } = context;
  const readings = table.namesFrom ? context.catalogue.getTable(table.namesFrom) : undefined;
  if (!readings?.units.some((unit) => unit.definition.kind === "affine")) return [];
  const statable = chosen.filter((unit) => isStatable(context, unit));
  for (const from of statable) {
    for (const to of statable) {
      const example = from === to ? null : stated(context, "10", from, to);
      if (example && example.result !== "10") {
        return [
          `These are differences, not readings: no offset is added, and a rise or fall converts with the ratio of the degree sizes alone: ${example.statement}`,
        ];
      }
    }
  }
  return [];
}

/** Binary-prefixed units (KiB) and their decimal namesakes (kB), as [binary, decimal] pairs. */
export function binaryPrefixPairs(context: FactContext): Array<[UnitDef, UnitDef]> {
  const bySymbol = new Map(context.table.units.map((unit) => [unit.symbol, unit]));
  const pairs: Array<[UnitDef, UnitDef]> = [];
  for (const unit of context.table.units) {
    for (const [binary, decimal] of BINARY_TO_DECIMAL) {
      if (!unit.symbol.startsWith(binary)) continue;
      const namesake = bySymbol.get(decimal + unit.symbol.slice(binary.length));
      if (namesake) pairs.push([unit, namesake]);
    }
  }
  return pairs;
}

function binaryPrefixes(context: FactContext): string[] {
  const pairs = binaryPrefixPairs(context);
  const [small] = pairs;
  const large = pairs[2] ?? pairs[1];
  if (!small) return [];
  const sentences = withStatement(
    `Decimal prefixes (kilo, mega, giga) and binary prefixes (kibi, mebi, gibi) look alike, but the ${small[0].name} is not the ${small[1].name}:`,
    oneIn(context, small[0], small[1]),
  );
  if (large && large !== small) {
    sentences.push(
      ...withStatement(`The gap grows with every step up:`, oneIn(context, large[0], large[1])),
    );
  }
  return sentences;
}

/** Symbols that differ only by case (mW, MW). */
function symbolCase(context: FactContext): string[] {
  if (isTextTable(context.table)) return [];
  const units = context.table.units.filter((unit) => isStatable(context, unit));
  const pairs: Array<[UnitDef, UnitDef]> = [];
  for (const [i, x] of units.entries()) {
    for (const y of units.slice(i + 1)) {
      if (x.symbol !== y.symbol && x.symbol.toLowerCase() === y.symbol.toLowerCase()) {
        pairs.push(x.symbol < y.symbol ? [x, y] : [y, x]); // capital first: "MW" before "mW"
      }
    }
  }
  const pair = pairs.find(([big, small]) => big.symbol[0] === "M" && small.symbol[0] === "m");
  const [big, small] = pair ?? pairs[0] ?? [];
  if (!big || !small) return [];
  return withStatement(
    `Symbols are case-sensitive, and ${small.symbol} is the ${small.name} while ${big.symbol} is the ${big.name}:`,
    oneIn(context, big, small),
  );
}

/** Units of force named after a mass (kilogram-force), and masses called weights. */
function massAndWeight(context: FactContext): string[] {
  const { table, baseUnit } = context;
  const force = table.units.find(
    (unit) =>
      isStatable(context, unit) &&
      /\w-force\b/.test(unit.name) &&
      unit.definition.kind === "linear" &&
      /\bg0\b/.test(unit.definition.factor),
  );
  const mass = force && /(\w+)-force\b/.exec(force.name)?.[1];
  if (force && mass && force !== baseUnit) {
    const lead = force.name.endsWith(`${mass}-force`)
      ? `${capitalised(withArticle(force.name))} is the weight of one ${mass} under standard gravity, a force rather than a mass:`
      : `In the ${force.name}, ${mass}-force means the weight of one ${mass} under standard gravity, a force rather than a mass:`;
    return withStatement(lead, oneIn(context, force, baseUnit));
  }
  if (baseUnit.id === "kilogram") {
    return [
      `In everyday speech weight means mass, which is what ${baseUnit.plural} and the other units here measure. Strictly, weight is the force gravity exerts on a mass, and forces are measured in newtons, not ${baseUnit.plural}.`,
    ];
  }
  return [];
}

/** CGS electromagnetic (ab-) and electrostatic (stat-) units of the same quantity. */
function cgsSystems(context: FactContext): string[] {
  const bySymbol = new Map(context.table.units.map((unit) => [unit.symbol, unit]));
  for (const unit of context.table.units) {
    if (!unit.symbol.startsWith("ab")) continue;
    const stat = bySymbol.get(`stat${unit.symbol.slice(2)}`);
    if (stat) {
      return withStatement(
        `The CGS system has two families of electrical units, electromagnetic (ab-) and electrostatic (stat-), and the ${unit.name} is far from the ${stat.name}:`,
        oneIn(context, unit, stat),
      );
    }
  }
  return [];
}

/** International Table and thermochemical calories and Btu (cal_IT, cal_th). */
function calorieKinds(context: FactContext): string[] {
  const bySymbol = new Map(context.table.units.map((unit) => [unit.symbol, unit]));
  for (const unit of context.table.units) {
    if (!unit.symbol.includes("_IT")) continue;
    const thermochemical = bySymbol.get(unit.symbol.replace("_IT", "_th"));
    if (thermochemical) {
      return withStatement(
        `The International Table calorie and the thermochemical calorie are different definitions, and so are the units built on them:`,
        oneIn(context, unit, thermochemical),
      );
    }
  }
  return [];
}

function reciprocals(context: FactContext): string[] {
  const reciprocal = context.table.units.find((unit) => unit.definition.kind === "reciprocal");
  if (!reciprocal) return [];
  return [
    `Some units here are reciprocals of others: a larger value in ${reciprocal.plural} means a smaller value in ${context.baseUnit.plural}, so a change of a given size in one is not the same change in the other.`,
  ];
}

function levels(context: FactContext): string[] {
  if (!hasLevels(context.table)) return [];
  return [
    `Levels are logarithmic: equal steps in ${context.baseUnit.plural} are equal ratios of the underlying quantity, so levels don't add like ordinary amounts.`,
    ...(context.table.reference
      ? [`A level means nothing without its reference: here they are ${context.table.reference}.`]
      : []),
  ];
}

function rates(context: FactContext): string[] {
  if (!context.table.units.some((unit) => unit.definition.kind === "rate")) return [];
  const missing = context.table.units.find((unit) => !isAvailable(context, unit));
  return [
    `Reference rates are published once a working day for information; the rate a bank or card issuer applies is usually different. The converter shows the date of the rates it uses beside every result.`,
    ...(missing
      ? [`Not every currency has a reference rate: there is none for the ${missing.name}.`]
      : []),
  ];
}

/** Case styles that split words at capitals do not give the capitals back. */
function caseStyles(context: FactContext): string[] {
  const { table } = context;
  if (!isTextTable(table)) return [];
  const [lower] = table.units;
  const joined = table.units.find(
    (unit) => unit.definition.kind === "textual" && unit.definition.style === "snake",
  );
  const example = lower && joined ? stated(context, "XMLHttpRequest", lower, joined) : null;
  return [
    "Joined styles (camelCase, snake_case, kebab-case) drop the spaces and punctuation between words, so converting back does not always restore the original text.",
    ...(example
      ? [
          `Words are also split at capitals, and acronyms lose their capitals: ${example.statement}.`,
        ]
      : []),
  ];
}

function numerals(context: FactContext): string[] {
  const { table } = context;
  const positional = table.units.some((unit) => unit.definition.kind === "positional");
  if (!positional) return [];
  const roman = table.units.find((unit) => unit.definition.kind === "roman");
  return [
    "Only whole numbers convert between bases: any fraction is dropped.",
    "Bases above ten borrow letters as digits (hexadecimal uses the digits 0–9 and then A–F), so a letter in a number is a digit, not a typing mistake.",
    ...(roman?.note ? [`Roman numerals cover only ${roman.note}.`] : []),
  ];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function generic(): string[] {
  return [
    `Round only at the end: converting a rounded result again adds the rounding error to every step after it.`,
    `Check which unit a symbol stands for before converting: the same letters can name units of other quantities, and only units of one quantity convert into each other.`,
  ];
}
