import type { MessageKey, Messages } from "~/i18n/messages";
import { pageMeta, siteOf } from "~/utils/seo";

/**
 * An account page's head: its title and description from the account area its loader sent (in
 * the page's language), its canonical URL and language from the root's data.
 */
export function accountPageMeta(
  matches: Parameters<typeof siteOf>[0],
  data: { messages?: Pick<Messages, "account"> } | null | undefined,
  words: { title: MessageKey<"account">; description: MessageKey<"account"> },
  path: string,
) {
  const messages = data?.messages?.account;
  return pageMeta({
    title: messages?.[words.title] ?? "UnitWise",
    description: messages?.[words.description] ?? "",
    path,
    ...siteOf(matches),
    noindex: true,
  });
}
