import type { MouseEvent } from "react";
import { useRoutedLinks } from "~/components/server-html";
import { resetConsent } from "./consent-storage";
import { COOKIE_SETTINGS_ATTRIBUTE } from "./site-footer";

/**
 * The footer's server HTML (shell-html.server.tsx) in the page. Its links go through the router;
 * 'Cookie Settings' forgets the stored choice and reloads so the banner asks again (without
 * JavaScript it is a plain link to the cookie section of the privacy policy).
 */
export function Footer({ html }: { html: string }) {
  const routed = useRoutedLinks();
  function onClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest(`[${COOKIE_SETTINGS_ATTRIBUTE}]`)) {
      event.preventDefault();
      resetConsent();
    } else {
      routed(event);
    }
  }
  return <div onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
