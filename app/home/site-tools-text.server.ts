import { SITE_TOOLS, type SiteTool } from "~/catalogue/site-tools";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";

// The site's tools' names, descriptions, card details and search words in a language (the home
// area's tool* messages); English is site-tools.ts's own text, as the catalogue's is the engine's.
const MESSAGES = {
  "time-zone-converter": "toolTimeZone",
  "meeting-planner": "toolMeeting",
  "date-calculator": "toolDate",
} as const;

type ToolTexts = Pick<SiteTool, "name" | "description" | "detail" | "keywords">;

/** Each tool's texts in `language`, by slug. */
export async function siteToolTexts(language: Language): Promise<Map<string, ToolTexts>> {
  const t = language === DEFAULT_LANGUAGE ? null : await translator(language, "home");
  return new Map(
    SITE_TOOLS.map((tool) => {
      const prefix = MESSAGES[tool.slug as keyof typeof MESSAGES];
      if (!t || !prefix) return [tool.slug, tool];
      return [
        tool.slug,
        {
          name: t(`${prefix}Name`),
          description: t(`${prefix}Description`),
          detail: t(`${prefix}Detail`),
          keywords: t(`${prefix}Keywords`)
            .split(",")
            .map((word) => word.trim().toLowerCase())
            .filter(Boolean),
        },
      ];
    }),
  );
}

/** A list's tools in `language` (its converters as they are). */
export function withToolTexts<T>(
  list: ReadonlyArray<T | SiteTool>,
  texts: ReadonlyMap<string, ToolTexts>,
): Array<T | SiteTool> {
  return list.map((item) =>
    SITE_TOOLS.includes(item as SiteTool)
      ? { ...(item as SiteTool), ...texts.get((item as SiteTool).slug) }
      : item,
  );
}
