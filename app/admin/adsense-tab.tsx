import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormAlert, Select, TextField } from "~/components/ui/field";
import {
  AD_FORMATS,
  AD_PLACEMENTS,
  AD_SIZES,
  isPlaceholderSlot,
  type AdPlacement,
  type AdSlot,
} from "~/models/ad-slot";
import type { AuditEntry } from "~/models/audit";
import type { SiteSettings } from "~/settings/schemas";
import { alertOf } from "./adsense-form";
import { Checkbox } from "./checkbox";
import { AuditHistory } from "./audit-history";
import { ConfirmDelete, IntentButton } from "./row-actions";

/** Where each placement shows (app/ads/ad-slots.tsx, app.css). */
const PLACEMENT_NOTES: Record<AdPlacement, string> = {
  header: "top of every public page",
  mobile: "top of every public page, on screens narrower than 768 px only",
  content: "within converter pages and blog posts, after the first section",
  sidebar: "beside converter pages, on screens 1024 px wide or more",
  footer: "bottom of every public page",
};

/**
 * The AdSense tab (docs/decisions/048-ad-slots.md): the account and advanced settings, and the
 * ad slots the public pages show: add, edit (?edit={id}), turn on or off, delete. Plain forms,
 * so all of it works without JavaScript; every change is audited and shows on the next request.
 */
export function AdsenseTab({
  settings,
  slots,
  editing,
  history,
  error,
}: {
  settings: SiteSettings["ads"];
  slots: AdSlot[];
  editing: AdSlot | null;
  history: AuditEntry[];
  error?: string;
}) {
  const alert = error ? alertOf(error) : null;
  return (
    <section aria-labelledby="adsense-heading">
      <h2 id="adsense-heading" className="text-xl font-semibold">
        AdSense
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Ads show only to visitors who allow marketing cookies, in space kept for them from the first
        paint. Pages of forms and accounts, and error pages, show none.
      </p>
      {alert ? (
        <FormAlert title={alert.title} className="mt-4">
          {alert.detail}
        </FormAlert>
      ) : null}
      <div className="mt-4 space-y-4">
        <AdsSettingsForm settings={settings} />
        {editing ? (
          <section
            aria-labelledby="edit-slot-heading"
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <h3 id="edit-slot-heading" className="font-semibold">
              Edit {editing.name}
            </h3>
            <SlotForm slot={editing} />
            <AuditHistory entries={history} label={editing.name} />
          </section>
        ) : (
          <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <summary className="cursor-pointer font-semibold">Add an ad slot</summary>
            <SlotForm slot={null} />
          </details>
        )}
        <SlotList slots={slots} />
      </div>
    </section>
  );
}

function AdsSettingsForm({ settings }: { settings: SiteSettings["ads"] }) {
  const publisher = settings.publisherId.replace(/^ca-/, "");
  return (
    <section
      aria-labelledby="ads-settings-heading"
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <Form method="post" className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="settings" />
        <h3 id="ads-settings-heading" className="font-semibold sm:col-span-2">
          Account and advanced settings
        </h3>
        <TextField
          id="ads-publisher-id"
          name="publisherId"
          label="Publisher id"
          defaultValue={settings.publisherId}
          placeholder="ca-pub-1234567890123456"
          hint={
            settings.publisherId
              ? `Ads are on. /ads.txt names the account: google.com, ${publisher}, DIRECT, f08c47fec0942fa0`
              : "Empty: the site shows no ads and loads nothing from AdSense."
          }
          className="sm:col-span-2"
        />
        <Checkbox
          name="autoAds"
          label="Auto ads: load AdSense on every page, so Google may place ads beyond the slots (they can move the page as they appear)"
          checked={settings.autoAds}
        />
        <Checkbox
          name="adBlockRecovery"
          label="Ad-block recovery: show Google's message to visitors who block ads"
          checked={settings.adBlockRecovery}
        />
        <Checkbox
          name="consentMode"
          label="Consent mode: ask for non-personalized ads unless the visitor also allowed personalization"
          checked={settings.consentMode}
        />
        <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
          There is no box for custom ad code: the site runs only its own scripts (decision 048).
          Site verification and ads.txt come from the publisher id.
        </p>
        <div className="sm:col-span-2">
          <Button type="submit" aria-label="Save account and advanced settings">
            Save
          </Button>
        </div>
      </Form>
    </section>
  );
}

function SlotForm({ slot }: { slot: AdSlot | null }) {
  const id = slot?.id ?? "new-slot";
  return (
    <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={slot ? "update" : "create"} />
      {slot ? <input type="hidden" name="id" value={slot.id} /> : null}
      <TextField
        id={`${id}-name`}
        name="name"
        label="Name"
        required
        maxLength={80}
        defaultValue={slot?.name}
      />
      <TextField
        id={`${id}-slot`}
        name="slot"
        label="Slot id"
        required
        inputMode="numeric"
        defaultValue={slot?.slot}
        hint="The ad unit's id in your AdSense account (digits)."
      />
      <Choice
        id={`${id}-format`}
        name="format"
        label="Format"
        values={AD_FORMATS}
        value={slot?.format}
        prompt="Choose a format"
      />
      <Choice
        id={`${id}-size`}
        name="size"
        label="Size"
        values={AD_SIZES}
        value={slot?.size ?? "auto"}
      />
      <Choice
        id={`${id}-placement`}
        name="placement"
        label="Placement"
        values={AD_PLACEMENTS}
        value={slot?.placement ?? "content"}
        describe={(placement) => `${placement}: ${PLACEMENT_NOTES[placement]}`}
      />
      <Checkbox name="enabled" label="On" checked={slot?.enabled ?? true} />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit">{slot ? "Save" : "Add ad slot"}</Button>
        {slot ? (
          <Link to="/admin/adsense" className={buttonClass("outline")}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function SlotList({ slots }: { slots: AdSlot[] }) {
  return (
    <section aria-labelledby="slots-heading">
      <h3 id="slots-heading" className="font-semibold">
        Ad slots ({slots.filter((slot) => slot.enabled).length} of {slots.length} on)
      </h3>
      {slots.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No ad slots yet.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Ad slots</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                {["Name", "Slot id", "Format", "Size", "Placement", "Status"].map((name) => (
                  <th key={name} scope="col" className="py-2 pr-4">
                    {name}
                  </th>
                ))}
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {slots.map((slot) => (
                <tr
                  key={slot.id}
                  className="border-b border-slate-100 align-top dark:border-slate-800"
                >
                  <td className="py-2 pr-4 font-medium">{slot.name}</td>
                  <td className="py-2 pr-4 tabular-nums">
                    {slot.slot}
                    {isPlaceholderSlot(slot.slot) ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        placeholder: enter yours
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-4">{slot.format}</td>
                  <td className="py-2 pr-4">{slot.size}</td>
                  <td className="py-2 pr-4">{slot.placement}</td>
                  <td className="py-2 pr-4">{slot.enabled ? "On" : "Off"}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap items-start gap-2">
                      <IntentButton
                        id={slot.id}
                        intent="toggle"
                        variant="outline"
                        aria-label={`${slot.enabled ? "Turn off" : "Turn on"} ${slot.name}`}
                      >
                        {slot.enabled ? "Turn off" : "Turn on"}
                      </IntentButton>
                      <Link
                        to={`/admin/adsense?edit=${encodeURIComponent(slot.id)}`}
                        aria-label={`Edit ${slot.name}`}
                        className={buttonClass("outline", "sm")}
                      >
                        Edit
                      </Link>
                      <ConfirmDelete
                        id={slot.id}
                        question={`Delete the ad slot "${slot.name}"? Pages stop showing it at once.`}
                        confirm={`Delete ${slot.name}`}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Choice<Value extends string>({
  id,
  name,
  label,
  values,
  value,
  prompt,
  describe = (option) => option,
}: {
  id: string;
  name: string;
  label: string;
  values: readonly Value[];
  value?: Value;
  prompt?: string;
  describe?: (value: Value) => string;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} name={name} defaultValue={value ?? ""}>
        {prompt ? <option value="">{prompt}</option> : null}
        {values.map((option) => (
          <option key={option} value={option}>
            {describe(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}
