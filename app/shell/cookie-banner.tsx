import { useLocalizedPath, useT } from "~/i18n/localization";
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { Link } from "react-router";
import {
  ACCEPT_ALL,
  CONSENT_NEEDED_ATTRIBUTE,
  DEFAULT_CONSENT,
  REJECT_ALL,
  type ConsentPreferences,
} from "~/shell/consent";
import { CookieBannerView, STATIC_BANNER_CLASS } from "./cookie-banner-view";
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
  // This banner takes the place of the server's copy (cookie-banner-html.server.tsx), which the
  // inline script showed at the first paint: gone before this one paints.
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(CONSENT_NEEDED_ATTRIBUTE);
    document.querySelector(`.${STATIC_BANNER_CLASS}`)?.remove();
  }, []);

  function choose(preferences: ConsentPreferences) {
    saveConsent(preferences);
    setDialogOpen(false);
    setChoiceMade(true);
  }

  if (!bannerOpen) return null;

  return (
    <>
      <CookieBannerView
        t={t}
        privacyLink={(text, className) => (
          <Link to={to("/privacy")} className={className}>
            {text}
          </Link>
        )}
        actions={{
          onCustomize: () => {
            setDraft(loadConsent() ?? DEFAULT_CONSENT);
            setDialogRequested(true);
            setDialogOpen(true);
          },
          onRejectAll: () => choose(REJECT_ALL),
          onAcceptAll: () => choose(ACCEPT_ALL),
        }}
      />
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
