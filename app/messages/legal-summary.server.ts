import { requestLanguage } from "./support-words.server";
import type { MessageKey } from "~/i18n/messages";
import { translator } from "~/i18n/messages.server";
import {
  ACCOUNT_DELETION_DAYS,
  CHANGE_NOTICE_DAYS,
  MINIMUM_AGE,
  PRIVACY_EMAIL,
  type ApiLimits,
} from "~/content/legal/facts";
import { languageInfo } from "~/i18n/languages";

/**
 * A legal page's loader data (docs/decisions/080-languages.md): the English text governs, so it
 * stays English; other languages' pages get the title, description and a short summary of it in
 * their language, with a note that the English text governs.
 */
type LegalPage = "privacy" | "terms" | "contentPolicy";

const POINTS: Record<LegalPage, number> = { privacy: 6, terms: 6, contentPolicy: 5 };

export async function legalPageData(request: Request, page: LegalPage, limits?: ApiLimits) {
  const language = requestLanguage(request);
  const t = await translator(language, "support");
  const { tag } = languageInfo(language);
  const params = {
    deletionDays: ACCOUNT_DELETION_DAYS,
    email: PRIVACY_EMAIL,
    minimumAge: MINIMUM_AGE,
    noticeDays: CHANGE_NOTICE_DAYS,
    perHour: (limits?.perHour ?? 0).toLocaleString(tag),
    perSecond: (limits?.perSecond ?? 0).toLocaleString(tag),
  };
  const key = (suffix: string) => `${page}${suffix}` as MessageKey<"support">;
  return {
    head: { title: t(key("Title")), description: t(key("Description")) },
    summary:
      language === "en"
        ? null
        : Array.from({ length: POINTS[page] }, (_, index) => t(key(`Summary${index + 1}`), params)),
    // the view's own words, and the tag its date is written in
    words: {
      lastUpdated: t("legalLastUpdated"),
      onThisPage: t("legalOnThisPage"),
      summaryTitle: t("legalSummaryTitle"),
      englishGoverns: t("legalEnglishGoverns"),
    },
    tag,
  };
}
