import { z } from "zod";
import { PUBLISHER_ID } from "~/models/ad-slot";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The site-wide settings (docs/decisions/046-site-settings.md): one schema per group, shared by
 * the Settings tab's forms and `PUT /api/admin/settings`, and applied again to what D1 holds.
 * Messages name the setting, so a 400 says which one is wrong. They are built at their first use,
 * not with the module: every request loads this module, few check settings (a save, or stored
 * groups read anew), and building them (the limits' messages load ICU's number data) cost a new
 * isolate about 15 ms (docs/decisions/085-cold-start.md).
 */

export const SETTING_GROUPS = [
  "announcement",
  "contact",
  "apiLimits",
  "guides",
  "appearance",
  "ads",
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

const THEME_DEFAULTS = ["light", "dark", "system"] as const;

const GUIDE_WRITERS = ["local", "workers-ai"] as const;

const ANNOUNCEMENT_MAX = 280;

/** An object that refuses keys it does not know, naming them. */
function strict<Shape extends z.ZodRawShape>(where: string, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown setting: ${issue.keys.map((key) => (where ? `${where}.${key}` : key)).join(", ")}`
        : `${where || "The settings"} must be an object`,
  });
}

const bool = (name: string) => z.boolean({ error: `${name} must be true or false` });

const whole = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min.toLocaleString("en-US")}`)
    .max(max, `${name} must be at most ${max.toLocaleString("en-US")}`);

const email = (name: string) =>
  z
    .string({ error: `${name} must be an email address` })
    .trim()
    .max(254, `${name} must be at most 254 characters`)
    .pipe(z.email({ error: `${name} must be an email address, like hello@unitwise.app` }));

/** A link of the banner: a page of the site ("/blog/…") or an https address. */
function isLink(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const announcementFields = () => ({
  enabled: bool("announcement.enabled"),
  text: z
    .string({ error: "announcement.text must be text" })
    .trim()
    .max(ANNOUNCEMENT_MAX, `announcement.text must be at most ${ANNOUNCEMENT_MAX} characters`),
  link: z
    .string({ error: "announcement.link must be text or null" })
    .trim()
    .max(500, "announcement.link must be at most 500 characters")
    .refine(
      (value) => value === "" || isLink(value),
      "announcement.link must be a path of the site (/…) or an https:// address",
    )
    .transform((value) => value || null)
    .nullable(),
});

const contactFields = () => ({
  general: email("contact.general"),
  support: email("contact.support"),
  api: email("contact.api"),
});

const apiLimitFields = () => ({
  perSecond: whole("apiLimits.perSecond", 1, 10_000),
  perHour: whole("apiLimits.perHour", 1, 10_000_000),
});

const guideFields = () => ({
  enabled: bool("guides.enabled"),
  writer: z.enum(GUIDE_WRITERS, { error: 'guides.writer must be "local" or "workers-ai"' }),
  model: z
    .string({ error: "guides.model must be text" })
    .trim()
    .min(1, "guides.model is required")
    .max(100, "guides.model must be at most 100 characters")
    .regex(
      /^[\w@./:-]+$/,
      "guides.model must be a model id, like @cf/meta/llama-3.3-70b-instruct-fp8-fast",
    ),
  dailyBudget: whole("guides.dailyBudget", 0, 100_000),
});

const appearanceFields = () => ({
  defaultTheme: z.enum(THEME_DEFAULTS, {
    error: 'appearance.defaultTheme must be "light", "dark" or "system"',
  }),
});

const adsFields = () => ({
  publisherId: z
    .string({ error: "ads.publisherId must be text" })
    .trim()
    .refine(
      (value) => value === "" || PUBLISHER_ID.test(value),
      'ads.publisherId must be an AdSense publisher id, like ca-pub-1234567890123456 (or "" for no ads)',
    ),
  autoAds: bool("ads.autoAds"),
  adBlockRecovery: bool("ads.adBlockRecovery"),
  consentMode: bool("ads.consentMode"),
});

const announcementSchema = () =>
  strict("announcement", announcementFields()).refine(
    (value) => !value.enabled || value.text !== "",
    { message: "announcement.text is required while the banner is on", path: ["text"] },
  );
const contactSchema = () => strict("contact", contactFields());
const apiLimitsSchema = () =>
  strict("apiLimits", apiLimitFields()).refine((value) => value.perHour >= value.perSecond, {
    message: "apiLimits.perHour must be at least apiLimits.perSecond",
    path: ["perHour"],
  });
const guidesSchema = () => strict("guides", guideFields());
const appearanceSchema = () => strict("appearance", appearanceFields());
const adsSettingsSchema = () => strict("ads", adsFields());

/** Every setting, as the site uses them (a type, not an interface: it is assembled as a record). */
export type SiteSettings = {
  announcement: z.infer<ReturnType<typeof announcementSchema>>;
  contact: z.infer<ReturnType<typeof contactSchema>>;
  apiLimits: z.infer<ReturnType<typeof apiLimitsSchema>>;
  guides: z.infer<ReturnType<typeof guidesSchema>>;
  appearance: z.infer<ReturnType<typeof appearanceSchema>>;
  ads: z.infer<ReturnType<typeof adsSettingsSchema>>;
};

/** What a save names: any groups, and in each any settings; the rest stays as it is. */
export const siteSettingsPatchSchema = onFirstUse(() =>
  strict("", {
    announcement: strict("announcement", announcementFields()).partial().optional(),
    contact: strict("contact", contactFields()).partial().optional(),
    apiLimits: strict("apiLimits", apiLimitFields()).partial().optional(),
    guides: strict("guides", guideFields()).partial().optional(),
    appearance: strict("appearance", appearanceFields()).partial().optional(),
    ads: adsSettingsSchema().partial().optional(),
  }),
);
export type SiteSettingsPatch = z.infer<ReturnType<typeof siteSettingsPatchSchema>>;

/** One schema per group, for checking a merged group and what D1 holds. */
export const groupSchemas = onFirstUse(
  () =>
    ({
      announcement: announcementSchema(),
      contact: contactSchema(),
      apiLimits: apiLimitsSchema(),
      guides: guidesSchema(),
      appearance: appearanceSchema(),
      ads: adsSettingsSchema(),
    }) as const satisfies Record<SettingGroup, z.ZodType>,
);

/** The banner's id: changes with its text and link, so a new announcement shows again. */
export function announcementId(announcement: { text: string; link: string | null }): string {
  // FNV-1a, 32 bits: a short, stable fingerprint, the same on server and browser.
  let hash = 0x811c9dc5;
  for (const char of `${announcement.text}\n${announcement.link ?? ""}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
