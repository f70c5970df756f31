import type { ConverterFacts, UnitFact } from "./guide";
import { readsAsQuantity } from "./fact-context";
import { converterKind, type ConverterKind } from "./unit-words";

/** 32-bit FNV-1a: a stable choice of wording per converter. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The writer of one guide: the facts, and the wording chosen for this converter. */
export class GuideVoice {
  readonly kind: ConverterKind;
  /** "length", "weight and mass", "fuel efficiency (volume)" */
  readonly quantity: string;
  private readonly unitsById: Map<string, UnitFact>;

  constructor(readonly facts: ConverterFacts) {
    this.kind = converterKind(facts);
    this.quantity = facts.name.replace(/\s+converter$/i, "").toLowerCase();
    this.unitsById = new Map(
      [facts.base, facts.table.from, facts.table.to, ...facts.units].map((unit) => [unit.id, unit]),
    );
  }

  /** One of `options`, the same one every time for this converter and slot. */
  pick<T>(slot: string, options: readonly T[]): T {
    return options[hash(`${this.facts.key}/${slot}`) % options.length] as T;
  }

  unit(id: string): UnitFact | undefined {
    return this.unitsById.get(id);
  }

  /** Units that are fixed multiples of the base unit. */
  get linearUnits(): UnitFact[] {
    return this.facts.units.filter((unit) => unit.inBase !== null);
  }

  /** The pair the examples and the table convert between. */
  get pair(): { from: UnitFact; to: UnitFact } {
    return { from: this.facts.table.from, to: this.facts.table.to };
  }

  /**
   * The pair a reader comes for: the converter's default pair, except where its first unit
   * can't head a sentence (the prefixes' "1"); for currency the default pair, not the fixed
   * rate the figures use.
   */
  get headline(): { from: UnitFact; to: UnitFact } {
    const [from, to] = this.facts.units;
    return this.kind === "currency" && from && to ? { from, to } : this.pair;
  }

  /** "meter (m)"; the name alone where the symbol adds nothing or would nest parentheses. */
  named(unit: UnitFact): string {
    const plain =
      unit.symbol === unit.name ||
      !readsAsQuantity(unit.symbol) ||
      unit.symbol.includes("(") ||
      unit.name.includes("(");
    return plain ? unit.name : `${unit.name} (${unit.symbol})`;
  }

  /** "the meter (m)"; "a plain number" where the base is one (the prefixes' "no prefix"). */
  get theBase(): string {
    const { base } = this.facts;
    return readsAsQuantity(base.symbol) ? `the ${this.named(base)}` : "a plain number";
  }

  /** "meters", or "plain numbers". */
  get basePlural(): string {
    const { base } = this.facts;
    return readsAsQuantity(base.symbol) ? base.plural : "plain numbers";
  }

  /** "length units", "metric prefixes", "currencies". */
  get otherUnits(): string {
    if (this.kind !== "measure") return this.unitNoun;
    return this.quantity.endsWith("s") ? this.quantity : `${this.quantity} units`;
  }

  /** What the converter's "units" are called. */
  get unitNoun(): string {
    if (this.kind === "text") return "styles";
    if (this.kind === "numerals") return "number systems";
    if (this.kind === "currency") return "currencies";
    return "units";
  }
}
