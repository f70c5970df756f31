import type { ReactNode } from "react";
import { X } from "~/components/icons";
import { Cookie } from "~/shell/cookie-icon";
import { Button } from "~/components/ui/button";
import type { Translate } from "~/i18n/localization";
import { rich } from "~/i18n/rich";

/** The class of the server's copy (app.css shows it while `data-consent-needed` is set). */
export const STATIC_BANNER_CLASS = "cookie-banner-static";

const PRIVACY_LINK_CLASS = "font-medium text-brand-700 underline dark:text-brand-300";

/** What the banner's buttons do; none in the server's copy, which only holds the place. */
export interface CookieBannerActions {
  onCustomize(): void;
  onRejectAll(): void;
  onAcceptAll(): void;
}

/**
 * The cookie banner's markup: the interactive banner (cookie-banner.tsx) and the copy the server
 * sends for the first paint (cookie-banner-html.server.tsx) are the same element, so the one
 * takes the other's place without a shift or a later, larger paint.
 */
export function CookieBannerView({
  t,
  privacyLink,
  actions,
}: {
  t: Translate<"shell">;
  /** the link to the privacy page, with the view's `className` (a router Link, or a plain a) */
  privacyLink: (text: ReactNode, className: string) => ReactNode;
  actions?: CookieBannerActions;
}) {
  const inert = !actions;
  return (
    <section
      role="region"
      aria-label={t("cookieRegion")}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 md:flex-row md:items-center">
        <Cookie aria-hidden="true" className="hidden h-8 w-8 shrink-0 text-brand-600 md:block" />
        <div className="flex-1 text-sm text-slate-700 dark:text-slate-200">
          <h2 className="mb-1 font-semibold text-slate-900 dark:text-white">{t("cookieTitle")}</h2>
          <p>{rich(t("cookieBody"), { link: (text) => privacyLink(text, PRIVACY_LINK_CLASS) })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={inert} onClick={actions?.onCustomize}>
            {t("cookieCustomize")}
          </Button>
          <Button variant="secondary" disabled={inert} onClick={actions?.onRejectAll}>
            {t("cookieRejectAll")}
          </Button>
          <Button disabled={inert} onClick={actions?.onAcceptAll}>
            {t("cookieAcceptAll")}
          </Button>
        </div>
        <button
          type="button"
          disabled={inert}
          onClick={actions?.onRejectAll}
          aria-label={t("cookieClose")}
          className="absolute top-2 right-2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 md:static dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
