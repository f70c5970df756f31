import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, Select, TextField } from "~/components/ui/field";
import type { SiteSettings } from "~/settings/schemas";
import { Checkbox } from "./checkbox";

/**
 * The Settings tab: one plain form per group of settings, each saved on its own (without
 * JavaScript too). A save shows on the public site on the next request (decision 046).
 */
export function SettingsTab({ settings, error }: { settings: SiteSettings; error?: string }) {
  const { announcement, contact, apiLimits, guides, appearance } = settings;
  return (
    <section aria-labelledby="settings-heading">
      <h2 id="settings-heading" className="text-xl font-semibold">
        Settings
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Site-wide settings. Each part is saved on its own; every change is recorded in the audit
        trail.
      </p>
      {error ? <FormAlert title={error} className="mt-4" /> : null}
      <div className="mt-4 space-y-4">
        <Group id="announcement" title="Announcement banner" group="announcement">
          <Checkbox name="enabled" label="Show the banner" checked={announcement.enabled} />
          <TextField
            id="announcement-text"
            name="text"
            label="Text"
            maxLength={280}
            defaultValue={announcement.text}
            hint="Up to 280 characters. Visitors may dismiss it; a new text shows again."
            className="sm:col-span-2"
          />
          <TextField
            id="announcement-link"
            name="link"
            label="Link"
            defaultValue={announcement.link ?? ""}
            hint="A page of the site (/blog) or an https:// address."
            className="sm:col-span-2"
          />
        </Group>

        <Group id="contact" title="Contact addresses" group="contact">
          <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
            Shown on the Contact page and, for the API, on the API page.
          </p>
          <TextField
            id="contact-general"
            name="general"
            label="General inquiries"
            type="email"
            required
            defaultValue={contact.general}
          />
          <TextField
            id="contact-support"
            name="support"
            label="Technical support"
            type="email"
            required
            defaultValue={contact.support}
          />
          <TextField
            id="contact-api"
            name="api"
            label="Business & API"
            type="email"
            required
            defaultValue={contact.api}
          />
        </Group>

        <Group id="api-limits" title="API limits" group="apiLimits">
          <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
            Requests each client may make. The API page, the FAQ, the help center, the terms and the
            features page state these figures.
          </p>
          <TextField
            id="api-per-second"
            name="perSecond"
            label="Per second"
            required
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={String(apiLimits.perSecond)}
          />
          <TextField
            id="api-per-hour"
            name="perHour"
            label="Per hour"
            required
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={String(apiLimits.perHour)}
          />
        </Group>

        <Group id="guides" title="Guide generator" group="guides">
          <Checkbox
            name="enabled"
            label="Write missing and stale guides every night"
            checked={guides.enabled}
          />
          <div className="space-y-1.5">
            <label htmlFor="guides-writer" className="text-sm font-medium">
              Writer
            </label>
            <Select id="guides-writer" name="writer" defaultValue={guides.writer}>
              <option value="local">local (composed from the catalogue, free)</option>
              <option value="workers-ai">workers-ai (the model below)</option>
            </Select>
          </div>
          <TextField
            id="guides-model"
            name="model"
            label="Model"
            required
            defaultValue={guides.model}
          />
          <TextField
            id="guides-budget"
            name="dailyBudget"
            label="Daily budget"
            required
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={String(guides.dailyBudget)}
            hint="Workers AI calls a day at most."
          />
        </Group>

        <Group id="appearance" title="Default theme" group="appearance">
          <div className="space-y-1.5">
            <label htmlFor="appearance-theme" className="text-sm font-medium">
              For visitors who have not chosen one
            </label>
            <Select
              id="appearance-theme"
              name="defaultTheme"
              defaultValue={appearance.defaultTheme}
            >
              <option value="light">Light</option>
              <option value="dark">Dark</option>
              <option value="system">System (the device's setting)</option>
            </Select>
          </div>
        </Group>
      </div>
    </section>
  );
}

function Group({
  id,
  title,
  group,
  children,
}: {
  id: string;
  title: string;
  group: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <Form method="post" className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="group" value={group} />
        <h3 id={`${id}-heading`} className="font-semibold sm:col-span-2">
          {title}
        </h3>
        {children}
        <div className="sm:col-span-2">
          <Button type="submit" aria-label={`Save ${title}`}>
            Save
          </Button>
        </div>
      </Form>
    </section>
  );
}
