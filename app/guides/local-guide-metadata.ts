import type { VisualElement } from "./guide";
import type { GuideVoice } from "./local-guide-voice";
import { withArticle } from "./unit-words";

/** What the local writer says beside its sections: the meta description, keywords and pictures. */

/** Whole sentences, at most 160 characters. */
export function metaDescription(g: GuideVoice): string {
  const { facts } = g;
  const { from, to } = g.headline;
  const first = g.kind === "measure" || g.kind === "numerals" ? facts.examples[0] : undefined;
  const sentences = [
    g.kind === "text"
      ? `Convert text to ${facts.units
          .slice(0, 3)
          .map((u) => u.name)
          .join(", ")} and other case styles.`
      : from.id === to.id
        ? `Convert between ${g.otherUnits}.`
        : `Convert ${from.plural} to ${to.plural} and other ${g.otherUnits}.`,
    "Formulas, worked examples and common mistakes.",
    first ? `${first.statement}.` : null,
    facts.description,
  ];
  let description = "";
  for (const sentence of sentences) {
    if (!sentence) continue;
    const next = description ? `${description} ${sentence}` : sentence;
    if (next.length <= 160) description = next;
  }
  return description.length >= 50
    ? description
    : `${description} Free, exact and instant.`.slice(0, 160);
}

/** Unit names and symbols, lower case, each once: what people search for. */
export function keywords(g: GuideVoice): string[] {
  const { facts } = g;
  const { from, to } = g.headline;
  const words = [
    facts.name,
    from.id === to.id ? null : `${from.name} to ${to.name}`,
    ...facts.units.map((unit) => unit.name),
    ...facts.units.map((unit) => (g.kind === "text" ? null : unit.symbol)),
  ];
  const unique: string[] = [];
  for (const word of words) {
    const keyword = word?.trim().toLowerCase();
    if (keyword && keyword.length >= 2 && keyword.length <= 40 && !unique.includes(keyword)) {
      unique.push(keyword);
    }
  }
  return unique.slice(0, 12);
}

export function imagePrompt(g: GuideVoice): string {
  const { from, to } = g.headline;
  switch (g.kind) {
    case "text":
      return "A clean, flat illustration of one short phrase written in several letter-case styles (lower case, capitals, camel case, snake case) on cards side by side, soft colours, white background.";
    case "numerals":
      return "A clean, flat illustration of the same number written in different number systems (decimal, binary, hexadecimal, Roman numerals) on tiles side by side, soft colours, white background.";
    case "currency":
      return `A clean, flat illustration of coins and banknotes of different currencies, ${from.plural} and ${to.plural} among them, arranged around a balance scale, soft colours, white background, no text.`;
    case "measure":
      return `A clean, flat illustration about ${g.quantity}: ${withArticle(from.name)} and ${withArticle(to.name)} compared side by side, labelled only with their symbols ${from.symbol} and ${to.symbol}, soft colours, white background.`.slice(
        0,
        400,
      );
  }
}

/** A picture of the units and the conversion steps (and, for case styles, one phrase in each). */
export function visualElements(g: GuideVoice): VisualElement[] {
  const { base } = g.facts;
  const { from, to } = g.pair;
  // The pair's table of values is Quick Reference's (decision 062); one phrase in every style is not.
  const comparison: VisualElement[] =
    g.kind === "text"
      ? [
          {
            type: "comparison_table",
            title: "One phrase in every style",
            description:
              "A two-column table: the name of each case style, and the same phrase written in it.",
            placement: "after_intro",
          },
        ]
      : [];
  const linear = g.linearUnits;
  const middle: VisualElement =
    linear.length >= 3
      ? {
          type: "chart",
          title: "The units by size",
          description: clip(
            `A horizontal bar chart on a logarithmic scale of one of each unit expressed in ${g.basePlural}, as the converter defines them: ${linear.map((unit) => unit.symbol).join(", ")}.`,
            500,
          ),
          placement: "middle_content",
        }
      : g.kind === "text" || g.kind === "numerals"
        ? {
            type: "infographic",
            title: g.kind === "text" ? "How words are split and joined" : "Place values",
            description:
              g.kind === "text"
                ? "An infographic showing a phrase split into words, and the words joined again with spaces, underscores, hyphens, dots and capitals."
                : "An infographic showing how each digit of a number stands for a power of its base, in decimal, binary and hexadecimal.",
            placement: "middle_content",
          }
        : {
            type: "diagram",
            title: `How the ${g.unitNoun} relate to each other`,
            description: `A diagram with ${g.theBase} in the centre and each of the other ${g.unitNoun} around it, each linked by its definition.`,
            placement: "middle_content",
          };
  const rule = g.facts.table.rows[0]?.formula;
  const steps: VisualElement = {
    type: "process_flow",
    title: "Converting, step by step",
    description:
      g.kind === "text"
        ? "Three steps: paste the text; the converter splits it into words; it writes the words in the chosen style."
        : g.kind === "numerals"
          ? "Three steps: type the number in its system; the converter reads its value; it writes the value in the chosen system."
          : from.id === base.id || to.id === base.id || !rule
            ? `Three steps: enter the value in ${from.plural}; the converter applies the rule${rule ? ` (${rule})` : ""}; it shows the result in ${to.plural}, rounded only at the end.`
            : `Three steps: enter the value in ${from.plural}; the converter expresses it in ${g.basePlural}; it gives the result in ${to.plural}, rounded only at the end.`,
    placement: "before_conclusion",
  };
  return [...comparison, middle, steps];
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(",")).trim()}…`;
}
