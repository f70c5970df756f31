import { pageText } from "./page-text";

// English words that no other language of the site writes as words of its own: a run of them on
// a Spanish, German, French, Portuguese or Japanese page is English left untranslated
// (docs/decisions/080-languages.md). Names, symbols and numbers are not words here.
const ENGLISH = new Set(
  (
    "the and of to with your you for from this that these those is are was were be been will " +
    "can cannot into about which what when where how why here there our we it its by on at " +
    "or not any all more most every each other than then them they their has have had " +
    "convert converter converters conversion between search results type choose enter " +
    "sign account password email username settings page home help about contact report " +
    "show hide close open save cancel send submit learn read back next previous loading " +
    "do does did used uses only just like some many much very one should would could"
  ).split(" "),
);

/**
 * Runs of English on a rendered page in another language: three or more English words in a row
 * (case aside), in the visible text, leaving out any element marked `lang="en"` (a blog post,
 * an operator's announcement, the legal text that governs). Returns the runs, for the message
 * of the test that expects none.
 */
export function untranslatedRuns(html: string): string[] {
  const withoutEnglish = html
    .replace(/<(\w+)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<title>[\s\S]*?<\/title>/g, " ");
  const words = pageText(withoutEnglish).split(/[\s.,:;!?()"“”«»„'’/|·–—-]+/);
  const runs: string[] = [];
  let run: string[] = [];
  for (const word of [...words, ""]) {
    if (ENGLISH.has(word.toLowerCase())) {
      run.push(word);
      continue;
    }
    if (run.length >= 3) runs.push(run.join(" "));
    run = [];
  }
  return runs;
}
