import type { FieldWordsValue } from "~/components/ui/field";
import type { Translate } from "~/i18n/localization";

/** What the account forms' fields say themselves ("(optional)", "Show password"), in `t`'s words. */
export function accountFieldWords(t: Translate<"account">): FieldWordsValue {
  return {
    optional: t("fieldOptional"),
    showPassword: t("fieldShowPassword"),
    hidePassword: t("fieldHidePassword"),
    honeypot: t("fieldHoneypot"),
  };
}
