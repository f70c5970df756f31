import type { CatalogueQueries } from "@unitwise/units/catalogue";
import { type QueryAnswer, Rational, type UnitEntry } from "@unitwise/units";
import type { WrittenNumber } from "./written-numbers";

/** What the fact-checker's parts share: its findings, its limits and its access to the engine. */

interface FactCheckProblem {
  /** the sentence or table row that states the conversion, markdown removed */
  sentence: string;
  /** the figure as the guide states it: "1.7 km" */
  stated: string;
  /** the engine's answer as it displays it: "1.609344 km" */
  computed: string;
}

export interface FactCheckResult {
  /** how many stated conversions the engine read and judged */
  checked: number;
  problems: FactCheckProblem[];
}

/** Relative difference an approximate statement may have from the exact result (1 %). */
export const TOLERANCE = Rational.of(1, 100);
/** Longest unit phrase tried, in words: "pounds per square inch", "degrees Fahrenheit (difference)". */
export const MAX_UNIT_WORDS = 5;
/** Words between a quantity and its verb or figure that change nothing ("by definition"). */
export const MAX_FILLER_WORDS = 4;

export interface Context {
  converterKey: string | undefined;
  /** findUnits, remembered per text: a guide names the same units again and again */
  units(text: string): UnitEntry[];
  /** answerQuery, remembered per question */
  ask(question: string): QueryAnswer;
}

export function createContext(
  queries: CatalogueQueries,
  converterKey: string | undefined,
): Context {
  const units = new Map<string, UnitEntry[]>();
  const answers = new Map<string, QueryAnswer>();
  return {
    converterKey: converterKey?.trim() || undefined,
    units(text) {
      let found = units.get(text);
      if (!found) {
        try {
          found = queries.findUnits(text);
        } catch {
          found = [];
        }
        units.set(text, found);
      }
      return found;
    },
    ask(question) {
      let answer = answers.get(question);
      if (!answer) {
        // A figure the engine refuses ("1e5000") is an error answer, not a throw: no statement.
        answer = queries.answerQuery(question);
        answers.set(question, answer);
      }
      return answer;
    },
  };
}

/** One quantity of a statement: "5 ft", or one part of "5 ft 3 in". */
export interface Quantity {
  number: WrittenNumber;
  /** the unit as the engine is asked it: "US gallon", "°F" */
  unit: string;
  /** the quantity as written: "1.7 km" */
  display: string;
}
