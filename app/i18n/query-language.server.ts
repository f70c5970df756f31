import {
  catalogueQueries,
  type CatalogueQueries,
  type CatalogueReader,
} from "@unitwise/units/catalogue";
import type { Ingredient, UnitTable } from "@unitwise/units";
import { catalogueTranslation, type CatalogueTranslation } from "./catalogue.server";
import { unitWords } from "./catalogue-words";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import type { Questions } from "./questions";

/**
 * The question box in the page's language (decision 080): "5 Fuß in cm", "3 pieds en mètres",
 * "1,5 litros a galones", "2 xícaras de farinha em gramas", "5フィートをセンチに". The engine reads
 * English; a question in another language is read with (1) the units' and ingredients' names,
 * plural forms, symbols and aliases in that language added to the English ones, and (2) the
 * language's connecting words put as English ones ("en" → "in", "de" → "of", "を…に" → "… to …").
 * English questions keep working on every language's pages. The phrasings: docs/languages.md.
 */

type Rewrite = [pattern: RegExp, replacement: string];

/** Whole questions first ("how many …"), then single words between spaces. */
const PHRASES: Record<
  Exclude<Language, "en">,
  { questions: Rewrite[]; words: Record<string, string> }
> = {
  es: {
    questions: [
      [/^(?:convertir|convierte|pasar|pasa)\s+/i, ""],
      [/^cu[aá]nt[oa]s\s+(.+?)\s+(?:hay\s+)?en\s+(.+)$/i, "how many $1 in $2"],
    ],
    words: { a: "to", en: "in", de: "of", del: "of" },
  },
  "pt-br": {
    questions: [
      [/^(?:converter|converta|converte)\s+/i, ""],
      [
        /^quant[oa]s\s+(.+?)\s+(?:h[aá]\s+|tem\s+|cabem\s+)?(?:em|num|numa)\s+(.+)$/i,
        "how many $1 in $2",
      ],
    ],
    words: { em: "in", para: "to", de: "of", da: "of", do: "of" },
  },
  fr: {
    questions: [
      [/^(?:convertir|convertis|convertissez)\s+/i, ""],
      [
        /^combien\s+(?:de\s+|d['’])(.+?)\s+(?:y\s+a-t-il\s+)?(?:dans|en)\s+(.+)$/i,
        "how many $1 in $2",
      ],
      [/\bd['’](?=\S)/gi, "of "],
    ],
    words: { en: "in", à: "to", vers: "to", dans: "in", de: "of", du: "of", des: "of" },
  },
  de: {
    questions: [
      [/\s+(?:umrechnen|umwandeln|konvertieren)$/i, ""],
      [/^(?:rechne|wandle)\s+(.+?)\s+(?:in|nach)\s+(.+?)(?:\s+um)?$/i, "$1 to $2"],
      [
        /^wie\s*viele?\s+(.+?)\s+(?:sind\s+|hat\s+|gehen\s+)?(?:in|im)\s+(.+)$/i,
        "how many $1 in $2",
      ],
    ],
    words: { nach: "to", zu: "to", im: "in" },
  },
  ja: {
    questions: [
      [/[？?。]$/, ""],
      [/^(.+?)\s*は\s*(?:何|なん)\s*(.+?)\s*(?:ですか|か)?$/, "$1 to $2"],
      [/^(.+?)\s*を\s*(.+?)\s*(?:に|へ)\s*(?:変換|換算|直[しす])?.*$/, "$1 to $2"],
      [/^(.+?)\s*から\s*(.+?)\s*(?:へ|に)(?:\s*.*)?$/, "$1 to $2"],
      [/^(.+?)\s*→\s*(.+)$/, "$1 to $2"],
      [/の(?=\S)/g, " of "],
    ],
    words: {},
  },
};

/** A question in `language` with its connecting words as the engine reads them. */
export function englishQuestion(text: string, language: Language): string {
  if (language === "en") return text;
  const { questions, words } = PHRASES[language];
  let question = text.normalize("NFC").trim();
  for (const [pattern, replacement] of questions) question = question.replace(pattern, replacement);
  return question
    .split(/(\s+)/)
    .map((token) => words[token.toLowerCase()] ?? token)
    .join("");
}

/** What the questions read of a catalogue: its converters, their tables, its English answers. */
type QuestionCatalogue = Pick<CatalogueReader, "converters" | "getTable" | "answerQuery">;

const cache = new WeakMap<QuestionCatalogue, Map<Language, CatalogueQueries>>();
const extendedTables = new WeakMap<UnitTable, Map<Language, UnitTable>>();

/** The catalogue's questions read in `language` (and English), built once per catalogue. */
export async function questionsIn(
  catalogue: QuestionCatalogue,
  language: Language,
): Promise<Questions> {
  if (language === DEFAULT_LANGUAGE) {
    return {
      answer: (text, options, replacing) => catalogue.answerQuery(text, options, replacing),
    };
  }
  const words = await catalogueTranslation(language);
  let perLanguage = cache.get(catalogue);
  if (!perLanguage) cache.set(catalogue, (perLanguage = new Map()));
  let queries = perLanguage.get(language);
  if (!queries) {
    const seen = new Set<UnitTable>();
    const tables = catalogue.converters.flatMap((converter) => {
      const table = catalogue.getTable(converter.key);
      if (!table || seen.has(table)) return [];
      seen.add(table);
      return [withLanguageNames(table, words)];
    });
    queries = catalogueQueries(tables, catalogue.converters);
    perLanguage.set(language, queries);
  }
  const answering = queries;
  return {
    answer(text, options, replacing) {
      const table = replacing && withLanguageNames(replacing, words);
      const answer = answering.answerQuery(englishQuestion(text, language), options, table);
      // An English question whose words the language also uses ("in a cup" on a Spanish page,
      // where "a" means "to") is read as it was typed.
      if (answer.status !== "error") return answer;
      const asTyped = answering.answerQuery(text, options, table);
      return asTyped.status === "error" ? answer : asTyped;
    },
  };
}

/** The table with each unit's and ingredient's words in the language added to its aliases. */
function withLanguageNames(table: UnitTable, words: CatalogueTranslation): UnitTable {
  let perLanguage = extendedTables.get(table);
  if (!perLanguage) extendedTables.set(table, (perLanguage = new Map()));
  let extended = perLanguage.get(words.language);
  if (!extended) {
    const ingredient = (item: Ingredient): Ingredient => {
      const found = words.ingredient(item.id);
      return found
        ? {
            ...item,
            aliases: [...(item.aliases ?? []), found.name.toLowerCase(), ...(found.aliases ?? [])],
          }
        : item;
    };
    extended = {
      ...table,
      units: table.units.map((unit) => {
        const found = words.unit(table.key, unit.id);
        return found ? { ...unit, aliases: [...(unit.aliases ?? []), ...unitWords(found)] } : unit;
      }),
      ...(table.ingredients ? { ingredients: table.ingredients.map(ingredient) } : {}),
      ...(table.ingredient ? { ingredient: ingredient(table.ingredient) } : {}),
    };
    perLanguage.set(words.language, extended);
  }
  return extended;
}

export type { Questions };
