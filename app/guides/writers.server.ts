import type { GuideWriter } from "./guide";
import { localWriter } from "./local-writer";
import { workersAiWriter } from "./workers-ai-writer.server";

/** The configuration that picks a writer (wrangler.toml [vars] and the AI binding). */
export interface GuideWriterConfig {
  GUIDE_WRITER: string;
  GUIDE_MODEL: string;
  AI?: Ai;
}

/**
 * The writer configuration names: "workers-ai" with an AI binding, else the local writer.
 * Chosen by configuration, not by catching Workers AI's "needs to be run remotely" on each call
 * (the binding exists locally but has no simulator).
 */
export function guideWriter(config: GuideWriterConfig): GuideWriter {
  if (config.GUIDE_WRITER === "workers-ai") {
    if (!config.AI) throw new Error('GUIDE_WRITER is "workers-ai" but there is no AI binding');
    return workersAiWriter(config.AI, config.GUIDE_MODEL);
  }
  return localWriter;
}
