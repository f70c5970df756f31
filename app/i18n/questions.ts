import type { ConvertOptions, QueryAnswer, UnitTable } from "@unitwise/units";

/** The question box's answers in a page's language (query-language.server.ts). */
export interface Questions {
  answer(text: string, options?: ConvertOptions, replacing?: UnitTable): QueryAnswer;
}
