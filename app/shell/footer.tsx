import { ServerHtml } from "~/components/server-html";
import type { SentHtml } from "~/utils/sent-html";
import { resetConsent } from "./consent-storage";
import { COOKIE_SETTINGS_ATTRIBUTE } from "./site-footer";

/**
 * The footer's server HTML (shell-html.server.tsx) in the page. Its links go through the router;
 * 'Cookie Settings' forgets the stored choice and reloads so the banner asks again (without
 * JavaScript it is a plain link to the cookie section of the privacy policy).
 */
export function Footer({ html }: { html: string | SentHtml }) {
  return (
    <ServerHtml
      html={html}
      onLink={(_href, link) => {
        if (!link.hasAttribute(COOKIE_SETTINGS_ATTRIBUTE)) return false;
        resetConsent();
        return true;
      }}
    />
  );
}
