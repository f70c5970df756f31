import type { MouseEvent } from "react";
import { sentHtmlKey, useRoutedLinks, useSentHtml } from "~/components/server-html";
import type { SentHtml } from "~/utils/sent-html";
import { resetConsent } from "./consent-storage";
import { COOKIE_SETTINGS_ATTRIBUTE } from "./site-footer";

/**
 * The footer's server HTML (shell-html.server.tsx) in the page. Its links go through the router;
 * 'Cookie Settings' forgets the stored choice and reloads so the banner asks again (without
 * JavaScript it is a plain link to the cookie section of the privacy policy).
 */
export function Footer({ html }: { html: string | SentHtml }) {
  const routed = useRoutedLinks();
  const markup = useSentHtml(html);
  function onClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest(`[${COOKIE_SETTINGS_ATTRIBUTE}]`)) {
      event.preventDefault();
      resetConsent();
    } else {
      routed(event);
    }
  }
  return (
    <div
      data-html={sentHtmlKey(html)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
