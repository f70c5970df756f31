import { useLocalizedPath, useT } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import { X } from "~/components/icons";
import { Cookie } from "~/shell/cookie-icon";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ACCEPT_ALL, DEFAULT_CONSENT, REJECT_ALL, type ConsentPreferences } from "~/shell/consent";
import { loadConsent, saveConsent } from "~/shell/consent-storage";

/**
 * Marker on <body> while the banner shows (docs/product.md#consent), so page content can make room
 * for it.
 */
const BANNER_ACTIVE_CLASS = "cookie-banner-active";

// The Customize dialog and its switches load when first asked for, not with every page.
const CookiePreferencesDialog = lazy(() =>
  import("./cookie-preferences-dialog").then((m) => ({ default: m.CookiePreferencesDialog })),
);

/**
 * The cookie banner and its Customize dialog, loaded by cookie-consent.tsx for a visitor who has
 * made no choice yet.
 */
export default function CookieBanner() {
  const [choiceMade, setChoiceMade] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the native dialog's focus return.
  const [dialogRequested, setDialogRequested] = useState(false);
  const [draft, setDraft] = useState<ConsentPreferences>(DEFAULT_CONSENT);
  const bannerOpen = !choiceMade;
  const t = useT("shell");
  const to = useLocalizedPath();

  useEffect(() => {
    document.body.classList.toggle(BANNER_ACTIVE_CLASS, bannerOpen);
  }, [bannerOpen]);

  function choose(preferences: ConsentPreferences) {
    saveConsent(preferences);
    setDialogOpen(false);
    setChoiceMade(true);
  }

  if (!bannerOpen) return null;

  return (
    <>
      <section
        role="region"
        aria-label={t("cookieRegion")}
        className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-4 md:flex-row md:items-center">
          <Cookie aria-hidden="true" className="hidden h-8 w-8 shrink-0 text-brand-600 md:block" />
          <div className="flex-1 text-sm text-slate-700 dark:text-slate-200">
            <h2 className="mb-1 font-semibold text-slate-900 dark:text-white">
              {t("cookieTitle")}
            </h2>
            <p>
              {rich(t("cookieBody"), {
                link: (text) => (
                  <Link
                    to={to("/privacy")}
                    className="font-medium text-brand-700 underline dark:text-brand-300"
                  >
                    {text}
                  </Link>
                ),
              })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() => {
                setDraft(loadConsent() ?? DEFAULT_CONSENT);
                setDialogRequested(true);
                setDialogOpen(true);
              }}
            >
              {t("cookieCustomize")}
            </Button>
            <Button variant="secondary" onClick={() => choose(REJECT_ALL)}>
              {t("cookieRejectAll")}
            </Button>
            <Button onClick={() => choose(ACCEPT_ALL)}>{t("cookieAcceptAll")}</Button>
          </div>
          <button
            type="button"
            onClick={() => choose(REJECT_ALL)}
            aria-label={t("cookieClose")}
            className="absolute top-2 right-2 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 md:static dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </section>
      {dialogRequested && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={dialogOpen}
            draft={draft}
            onDraftChange={setDraft}
            onClose={() => setDialogOpen(false)}
            onSave={() => choose(draft)}
          />
        </Suspense>
      )}
    </>
  );
}
