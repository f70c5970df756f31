import type { ConverterFacts, UnitFact } from "./guide";

/**
 * What Workers AI is asked for a guide. Bump GUIDE_PROMPT_VERSION whenever the words change:
 * the nightly job then rewrites the guides an older prompt wrote.
 */
export const GUIDE_PROMPT_VERSION = 2;

export const GUIDE_SYSTEM_PROMPT = [
  "You write clear, accurate guides for a unit-conversion website read by students, engineers,",
  "cooks and everyday visitors. Write in plain, friendly English, about 500 to 900 words,",
  "in Markdown with ## headings, short paragraphs and lists. The page around the guide already",
  "shows the converter's description, a description of each unit and a table of values, so",
  "the guide has no table, no list of the units and their definitions, and does not repeat",
  "the description: it explains how to convert, works the examples and warns of the mistakes.",
  "Use only the facts you are given: every number you state must be one of the given figures,",
  "written as",
  '"<value> <symbol> = <result> <symbol>" (for example "5 ft = 1.524 m"). Never invent a',
  "conversion, a date, a person or a standard. No HTML, no links, no images.",
].join(" ");

function unitLine(unit: UnitFact): string {
  const parts = [`- ${unit.name} (${unit.symbol}): ${unit.definition}`];
  if (unit.source) parts.push(`source: ${unit.source}`);
  if (unit.note) parts.push(`note: ${unit.note}`);
  if (unit.about) parts.push(`about: ${unit.about}`);
  return parts.join("; ");
}

/** The converter's facts, as the model is handed them. */
export function guidePrompt(facts: ConverterFacts): string {
  return [
    `Write the guide for the ${facts.name} (category: ${facts.categoryName}).`,
    `What it does (the page shows this already): ${facts.description}`,
    "",
    `Base unit: ${facts.base.name} (${facts.base.symbol}).`,
    "Units (each with its exact definition; the page describes them, the guide may use them):",
    ...facts.units.map(unitLine),
    "",
    "Worked examples, computed by the site's exact engine (state them exactly as written):",
    ...facts.examples.map(
      (example) => `- ${example.statement}${example.formula ? ` (${example.formula})` : ""}`,
    ),
    "",
    "Common mistakes to explain:",
    ...facts.confusions.map((confusion) => `- ${confusion}`),
    "",
    "Sections: a short introduction; how to convert (with the worked examples); common",
    "mistakes; a short history only if the facts above give one; a conclusion. No section",
    "lists the units or tabulates values. Also give a meta title (at most 60 characters), a",
    "meta description (at most 160 characters), 3 to 12 lowercase keywords, an illustration",
    "prompt, and up to two visual elements (chart or process_flow) placed after_intro,",
    "middle_content or before_conclusion.",
  ].join("\n");
}
