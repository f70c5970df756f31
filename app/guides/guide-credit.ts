import type { GuideFactCheck } from "~/models/converter-guide";

/**
 * What a published guide says about how it was made (docs/decisions/062-one-owner-per-fact.md):
 * the writer stored with it, whether an admin edited it since, and what the fact-check found.
 * Nothing here claims more than the stored row records.
 */
export interface GuideCredit {
  /** the line above the guide's heading: "Guide" for the local writer, "AI-written guide" for a model */
  label: string;
  /** "Written by …" up to the date, which the page adds */
  byline: string;
  /** what the fact-check did, in a sentence */
  checked: string;
}

/** The local writer's model id, "local-writer@<version>" (local-writer.ts). */
const LOCAL_WRITER = /^local-writer@\d+$/;

export function guideCredit(stored: {
  model: string | null;
  isGenerated: boolean;
  factCheck: GuideFactCheck | null;
}): GuideCredit {
  const model = stored.model?.trim() ?? "";
  const local = LOCAL_WRITER.test(model);
  const writer = local
    ? "UnitWise's local writer, which composes it from the converter's catalogue and engine results with no AI model"
    : model
      ? `the AI model ${model}`
      : "a writer that was not recorded";
  const edited = stored.isGenerated ? "" : ", then edited by an admin";
  return {
    label: local || !model ? "Guide" : "AI-written guide",
    byline: `Written by ${writer}${edited}.`,
    checked: checkedSentence(stored.factCheck),
  };
}

function checkedSentence(check: GuideFactCheck | null): string {
  if (!check || check.checked === 0) {
    return "It states no conversion the fact-check could recompute.";
  }
  const count = `${check.checked} ${check.checked === 1 ? "conversion" : "conversions"}`;
  const wrong = check.problems.length;
  return wrong === 0
    ? `The fact-check recomputed the ${count} it states with UnitWise's exact conversion engine: all match.`
    : `The fact-check recomputed the ${count} it states with UnitWise's exact conversion engine: ${wrong} ${wrong === 1 ? "differs" : "differ"}.`;
}
