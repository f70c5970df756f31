import { useT } from "~/i18n/localization";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import type { ConsentPreferences } from "~/shell/consent";

type Optional = Exclude<keyof ConsentPreferences, "necessary">;

const OPTIONAL_CATEGORIES = [
  { key: "analytics", label: "cookieAnalytics", description: "cookieAnalyticsDescription" },
  { key: "marketing", label: "cookieMarketing", description: "cookieMarketingDescription" },
  {
    key: "personalization",
    label: "cookiePersonalization",
    description: "cookiePersonalizationDescription",
  },
] as const satisfies ReadonlyArray<{ key: Optional; label: string; description: string }>;

/** The cookie banner's Customize dialog: one switch per optional category. */
export function CookiePreferencesDialog({
  open,
  draft,
  onDraftChange,
  onClose,
  onSave,
}: {
  open: boolean;
  draft: ConsentPreferences;
  onDraftChange: (draft: ConsentPreferences) => void;
  onClose: () => void;
  onSave: () => void;
}) {
  const t = useT("shell");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("cookieDialogTitle")}
      description={t("cookieDialogDescription")}
    >
      <div className="flex flex-col gap-4">
        <Switch
          id="consent-necessary"
          label={t("cookieNecessary")}
          description={t("cookieNecessaryDescription")}
          checked
          disabled
          readOnly
        />
        {OPTIONAL_CATEGORIES.map(({ key, label, description }) => (
          <Switch
            key={key}
            id={`consent-${key}`}
            label={t(label)}
            description={t(description)}
            checked={draft[key]}
            onChange={(event) => onDraftChange({ ...draft, [key]: event.target.checked })}
          />
        ))}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button onClick={onSave}>{t("cookieSave")}</Button>
      </div>
    </Dialog>
  );
}
