import english from "~/i18n/messages/en/account.json";
import { translate, type Translate } from "~/i18n/localization";

/** The account area's words in English: what the JSON API says, and the pages' source text. */
export const ENGLISH_ACCOUNT: Translate<"account"> = translate(
  { account: english },
  "account",
  "en",
);

export type AccountWords = Translate<"account">;
