import { guideTextSchema, writtenGuideSchema, type GuideWriter } from "./guide";
import { GUIDE_PROMPT_VERSION, GUIDE_SYSTEM_PROMPT, guidePrompt } from "./prompt";
import { TRANSLATION_SYSTEM_PROMPT, translationPrompt } from "./translation-prompt";

/**
 * Output tokens for a guide: about 1,200 words of Markdown plus the JSON around it. Workers AI
 * stops at 256 unless told.
 */
const MAX_OUTPUT_TOKENS = 3_000;

/** Output tokens for a translation: the guide's HTML, in a language that may take more tokens. */
const MAX_TRANSLATION_TOKENS = 6_000;

/**
 * The Workers AI writer: one structured-output call per guide, validated by the guide's schema
 * (writtenGuideSchema), so a malformed answer is an error the queue retries, never a stored
 * guide. Retries are the queue's: the SDK's own are off, so one attempt is one call of the
 * daily budget. It translates the same way: one structured-output call per guide and language
 * with the configured model, the HTML kept (docs/decisions/082-guide-translations.md).
 */
export function workersAiWriter(binding: Ai, model: string): GuideWriter {
  return {
    model,
    promptVersion: GUIDE_PROMPT_VERSION,
    costPerGuide: 1,
    async write(facts) {
      const { generateText, Output, workersAi } = await aiSdk(binding);
      const { output } = await generateText({
        model: workersAi(model),
        system: GUIDE_SYSTEM_PROMPT,
        prompt: guidePrompt(facts),
        output: Output.object({ schema: writtenGuideSchema() }),
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        temperature: 0.3,
        maxRetries: 0,
      });
      return writtenGuideSchema().parse(output);
    },
    async translate(guide, language) {
      const { generateText, Output, workersAi } = await aiSdk(binding);
      const { output } = await generateText({
        model: workersAi(model),
        system: TRANSLATION_SYSTEM_PROMPT,
        prompt: translationPrompt(guide, language),
        output: Output.object({ schema: guideTextSchema() }),
        maxOutputTokens: MAX_TRANSLATION_TOKENS,
        temperature: 0.1,
        maxRetries: 0,
      });
      return guideTextSchema().parse(output);
    },
  };
}

/**
 * The AI SDK and the Workers AI provider, loaded when a guide is first written or translated:
 * they are about a fifth of the server code, and a page never needs them, so a new isolate
 * that serves pages does not parse them (issue 32's cold start; docs/benchmarks.md).
 */
async function aiSdk(binding: Ai) {
  const [{ generateText, Output }, { createWorkersAI }] = await Promise.all([
    import("ai"),
    import("workers-ai-provider"),
  ]);
  return { generateText, Output, workersAi: createWorkersAI({ binding }) };
}
