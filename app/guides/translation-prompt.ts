import type { GuideText, TranslationLanguage } from "./guide";

/**
 * What Workers AI is asked for a guide's translation (docs/decisions/082-guide-translations.md):
 * the English guide's HTML as it is stored, translated with its tags, figures and unit symbols
 * kept. Numbers are written as the language writes them; the check reads them that way.
 */

/** Each language's English name, and how it writes 1609.344 and 0.3048. */
const LANGUAGE_NOTES: Record<TranslationLanguage, { name: string; numbers: string }> = {
  es: { name: "Spanish (Spain)", numbers: '"1.609,344" and "0,3048"' },
  de: { name: "German", numbers: '"1.609,344" and "0,3048"' },
  fr: { name: "French", numbers: '"1 609,344" (with a space) and "0,3048"' },
  "pt-br": { name: "Brazilian Portuguese", numbers: '"1.609,344" and "0,3048"' },
  ja: { name: "Japanese", numbers: '"1,609.344" and "0.3048"' },
};

export const TRANSLATION_SYSTEM_PROMPT = [
  "You translate guides of a unit-conversion website from English. Translate faithfully: add",
  "nothing, leave nothing out, and never change a figure. Keep every HTML tag and attribute",
  "exactly as it is, in the same order; translate only the text between the tags. Keep every",
  'unit symbol as written ("ft", "m", "°F", "km/h"), even where the language has another.',
  "Keep each number, written in the target language's number format. Answer in JSON with the",
  "translated page title (at most 60 characters), search summary (at most 160 characters) and",
  "HTML.",
].join(" ");

export function translationPrompt(guide: GuideText, language: TranslationLanguage): string {
  const { name, numbers } = LANGUAGE_NOTES[language];
  return [
    `Translate this guide into ${name}. Write numbers as ${name} does: 1609.344 and 0.3048 as ${numbers}.`,
    "",
    `Page title: ${guide.metaTitle}`,
    `Search summary: ${guide.metaDescription}`,
    "HTML:",
    guide.content,
  ].join("\n");
}
