import { z } from "zod";
import { AD_FORMATS, AD_PLACEMENTS, AD_SIZES, isPlaceholderSlot } from "~/models/ad-slot";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * What an ad slot may hold (docs/decisions/048-ad-slots.md), shared by the AdSense tab's forms
 * and `/api/admin/ads`. Name, slot and format are required ('Missing Information', as the spec
 * has it); size defaults to auto and placement to content. Built at their first use: every
 * request loads this module, only an admin's save checks a slot (docs/decisions/085-cold-start.md).
 */

const MISSING_INFORMATION = "Missing Information: please fill in all required fields";

const NAME_MAX = 80;

/** An object that refuses keys it does not know, naming them. */
function strict<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field: ${issue.keys.join(", ")}`
        : "The ad slot must be an object",
  });
}

/** Required text: absent or blank is 'Missing Information', naming the field. */
const required = (name: string) =>
  z
    .string({ error: `${MISSING_INFORMATION} (${name})` })
    .trim()
    .min(1, `${MISSING_INFORMATION} (${name})`);

const fields = () => ({
  name: required("name").pipe(
    z.string().max(NAME_MAX, `name must be at most ${NAME_MAX} characters`),
  ),
  slot: required("slot").pipe(
    z
      .string()
      .regex(
        /^\d{1,20}$/,
        "slot must be the ad unit's id from AdSense: digits only, like 1234567890",
      ),
  ),
  format: z.enum(AD_FORMATS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ""
        ? `${MISSING_INFORMATION} (format)`
        : `format must be one of ${AD_FORMATS.join(", ")}`,
  }),
  size: z.enum(AD_SIZES, { error: `size must be one of ${AD_SIZES.join(", ")}` }),
  placement: z.enum(AD_PLACEMENTS, {
    error: `placement must be one of ${AD_PLACEMENTS.join(", ")}`,
  }),
  enabled: z.boolean({ error: "enabled must be true or false" }),
});

/** A slot on; its id must be one of the account's ad units, not the seeded zeros. */
const realWhenOn = (slot: { slot: string; enabled: boolean }) =>
  !slot.enabled || !isPlaceholderSlot(slot.slot);
const REAL_WHEN_ON = {
  message:
    "slot must be an ad unit id of your AdSense account before the slot is turned on (not zeros)",
  path: ["slot"],
};

/** A new slot: size, placement and enabled may be left out. */
export const newAdSlotSchema = onFirstUse(() => {
  const slot = fields();
  return strict({
    ...slot,
    size: slot.size.default("auto"),
    placement: slot.placement.default("content"),
    enabled: slot.enabled.default(true),
  }).refine(realWhenOn, REAL_WHEN_ON);
});

/** A change of a slot: any of its fields. */
export const adSlotPatchSchema = onFirstUse(() => strict(fields()).partial());

/** A slot as saved: the stored slot with a change laid over it, checked whole. */
export const adSlotSchema = onFirstUse(() => strict(fields()).refine(realWhenOn, REAL_WHEN_ON));
