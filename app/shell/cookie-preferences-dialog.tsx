import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import type { ConsentPreferences } from "~/shell/consent";

type Optional = Exclude<keyof ConsentPreferences, "necessary">;

const OPTIONAL_CATEGORIES: Array<{ key: Optional; label: string; description: string }> = [
  {
    key: "analytics",
    label: "Analytics",
    description: "Anonymous statistics that show which converters people use.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description: "Ads and the measurement of ads, which keep UnitWise free.",
  },
  {
    key: "personalization",
    label: "Personalization",
    description: "Remembering choices that tailor the site to you.",
  },
];

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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cookie preferences"
      description="Choose which optional cookies UnitWise may use. You can change this at any time from 'Cookie Settings' in the footer."
    >
      <div className="flex flex-col gap-4">
        <Switch
          id="consent-necessary"
          label="Necessary"
          description="Needed for the site to work, such as remembering this choice."
          checked
          disabled
          readOnly
        />
        {OPTIONAL_CATEGORIES.map(({ key, label, description }) => (
          <Switch
            key={key}
            id={`consent-${key}`}
            label={label}
            description={description}
            checked={draft[key]}
            onChange={(event) => onDraftChange({ ...draft, [key]: event.target.checked })}
          />
        ))}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSave}>Save Preferences</Button>
      </div>
    </Dialog>
  );
}
