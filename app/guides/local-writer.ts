import type { ConverterFacts, GuideWriter, WrittenGuide } from "./guide";
import { imagePrompt, keywords, metaDescription, visualElements } from "./local-guide-metadata";
import { conclusion, history, howToConvert, introduction, mistakes } from "./local-guide-sections";
import { GuideVoice } from "./local-guide-voice";

/**
 * The local writer: a guide composed from a converter's facts alone, with no network and no
 * model. It says only what the facts say — every figure is a statement the engine computed
 * ("5 ft = 1.524 m"), placed at the end of its line so the fact-checker can re-read it — and it
 * is deterministic: the same facts give the same guide, while the wording varies a little from converter to converter (chosen by a hash of the key), so eighty guides
 * don't read alike. It carries no unit list and no table of values: the converter page shows
 * the chosen units' descriptions (Conversion Information), how the converter works (Understanding
 * the …) and the table (Quick Reference) in sections of its own (docs/decisions/062-one-owner-per-fact.md).
 */

/** Bump when the output changes, so stored guides can be rewritten. */
export const LOCAL_WRITER_VERSION = 2;

export const localWriter: GuideWriter = {
  model: `local-writer@${LOCAL_WRITER_VERSION}`,
  promptVersion: LOCAL_WRITER_VERSION,
  costPerGuide: 0,
  write: async (facts) => writeLocalGuide(facts),
};

/** The guide of a converter, from its facts. */
export function writeLocalGuide(facts: ConverterFacts): WrittenGuide {
  const voice = new GuideVoice(facts);
  const sections = [introduction, howToConvert, mistakes, history, conclusion]
    .map((section) => section(voice))
    .filter((section): section is string => section !== null);
  return {
    metaTitle: metaTitle(facts),
    metaDescription: metaDescription(voice),
    content: sections.join("\n\n") + "\n",
    keywords: keywords(voice),
    imagePrompt: imagePrompt(voice),
    visualElements: visualElements(voice),
  };
}

/** "{name}: units, formulas and examples", shortened to fit 60 characters. */
function metaTitle(facts: ConverterFacts): string {
  const candidates = [
    `${facts.name}: units, formulas and examples`,
    `${facts.name}: units and formulas`,
    `${facts.name} guide`,
    facts.name,
  ];
  return candidates.find((title) => title.length <= 60) ?? facts.name.slice(0, 60).trim();
}
