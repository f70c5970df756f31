import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import type { MessageKey } from "~/i18n/messages";
import type { Flash } from "~/utils/flash";

/** The visitors' one-shot messages in the account area (the admin dashboard's stay English). */
const VISITOR_FLASHES: Partial<Record<Flash["key"], MessageKey<"account">>> = {
  "logged-in": "flashLoggedIn",
  registered: "flashRegistered",
  "logged-out": "flashLoggedOut",
  "password-changed": "flashPasswordChanged",
  "account-deleted": "flashAccountDeleted",
};

/** A redirect's one-shot message in the page's language (decision 080). */
export async function flashIn(flash: Flash | null, language: Language): Promise<Flash | null> {
  const key = flash && VISITOR_FLASHES[flash.key];
  if (!flash || !key || language === "en") return flash;
  const t = await translator(language, "account");
  return { ...flash, title: t("flashSuccess"), description: t(key) };
}
