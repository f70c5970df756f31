import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "~/catalogue/slugs";
import { CATEGORY_ICON_NAMES } from "~/components/category-icon";
import { categories, type CategoryKey } from "@unitwise/units";
import { objectError } from "~/utils/json-fields";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * What the Converters and Categories tabs and their JSON endpoints accept (spec §7: name,
 * description, slug, category, units, popular, unitCount; a category's name, description, icon
 * and order). A form's fields become the same object first (formToConverterInput), so the page
 * and the API refuse alike, with the same messages. Built at their first use: every isolate loads
 * this module, only an admin's change reads them (docs/decisions/085-cold-start.md).
 */

const REQUIRED_FIELDS = "Please fill in all required fields";

const CATEGORY_KEYS = categories.map((category) => category.key) as [CategoryKey, ...CategoryKey[]];

const requiredText = (max: number, label: string) =>
  z
    .string({ error: REQUIRED_FIELDS })
    .trim()
    .min(1, REQUIRED_FIELDS)
    .max(max, `The ${label} can be at most ${max} characters`);

const orderSchema = onFirstUse(() =>
  z
    .number({ error: "The order must be a whole number" })
    .int("The order must be a whole number")
    .min(0, "The order must be 0 or more")
    .max(1_000_000, "The order must be at most 1000000"),
);

/** A converter's fields; none has a default, so a PUT that leaves one out leaves it as it is. */
const converterFields = onFirstUse(() => ({
  name: requiredText(80, "name"),
  /** empty or absent: derived from the name */
  slug: z
    .string({ error: "The slug must be text" })
    .trim()
    .max(SLUG_MAX_LENGTH, `The slug can be at most ${SLUG_MAX_LENGTH} characters`)
    .optional(),
  description: requiredText(300, "description"),
  category: z.enum(CATEGORY_KEYS, {
    error: `The category must be one of ${CATEGORY_KEYS.join(", ")}`,
  }),
  popular: z.boolean({ error: "popular must be true or false" }),
  /** what cards say of the units ("25+"); empty, null or 0: counted */
  unitCount: z
    .union(
      [
        z.string().trim().max(12, "The unit count can be at most 12 characters"),
        // The spec's add form sends its default, the number 0; a number is its text.
        z
          .number()
          .int()
          .min(0)
          .max(99_999)
          .transform((count) => (count === 0 ? "" : String(count))),
      ],
      { error: "The unit count must be text such as 25+, or a whole number" },
    )
    .nullable()
    .optional(),
  units: z
    .array(z.string({ error: "Units are unit ids" }).trim().min(1).max(60), {
      error: 'units must be a list of unit ids, like ["meter", "foot"]',
    })
    .max(200, "At most 200 units")
    .optional(),
  order: orderSchema().nullable().optional(),
  hidden: z.boolean({ error: "hidden must be true or false" }).optional(),
}));

/**
 * Fields the server sets: a PUT may send them back as it read them (docs/decisions/063-api-contracts.md), and
 * one sent with another value is refused by name (readOnlyMismatch).
 */
const readOnly = <T extends z.ZodType>(schema: T, description: string) =>
  schema.meta({ readOnly: true, description }).optional();

const CONVERTER_OBJECT = objectError("Send a JSON object with the converter's fields");

/** A new converter: `popular` is false unless sent. */
export const converterInputSchema = onFirstUse(() =>
  z.strictObject(
    { ...converterFields(), popular: converterFields().popular.default(false) },
    CONVERTER_OBJECT,
  ),
);

/**
 * A PUT may send only the fields it changes, or the whole converter as GET
 * /api/admin/converters gave it.
 */
export const converterPatchSchema = onFirstUse(() =>
  z
    .strictObject(
      {
        ...converterFields(),
        id: readOnly(z.string({ error: "id must be text" }), "The converter's id, set when added"),
        builtin: readOnly(
          z.boolean({ error: "builtin must be true or false" }),
          "Defined in code: hidden rather than deleted, units fixed",
        ),
      },
      CONVERTER_OBJECT,
    )
    .partial(),
);
export type ConverterPatch = z.infer<ReturnType<typeof converterPatchSchema>>;

export const CONVERTER_FORM_FIELDS = [
  "intent",
  "id",
  "name",
  "slug",
  "description",
  "category",
  "popular",
  "unitCount",
  "units",
  "order",
] as const;

/** A form's text fields as the input the schemas check ("" = not given, "on" = ticked). */
export function formToConverterInput(
  fields: Record<(typeof CONVERTER_FORM_FIELDS)[number], string>,
): Record<string, unknown> {
  return {
    name: fields.name,
    slug: fields.slug,
    description: fields.description,
    category: fields.category || undefined,
    popular: fields.popular === "on" || fields.popular === "true",
    unitCount: fields.unitCount,
    units: fields.units.trim() ? fields.units.split(/[\s,]+/).filter(Boolean) : undefined,
    order: fields.order.trim() === "" ? null : Number(fields.order),
  };
}

export const converterIntentSchema = onFirstUse(() =>
  z.enum(["create", "update", "delete", "restore"], {
    error: "Unknown action: choose add, save, delete or restore",
  }),
);

/** A converter's id: a built-in key ("length") or an added converter's first slug. */
export const converterKeySchema = onFirstUse(() =>
  z.string().regex(SLUG_PATTERN, "The converter id must be lowercase words and hyphens"),
);

/** A PUT sends the fields it changes, or the whole category as GET /api/admin/categories gave it. */
export const categoryPatchSchema = onFirstUse(() =>
  z
    .strictObject(
      {
        name: requiredText(60, "name"),
        description: requiredText(300, "description"),
        icon: z.enum(CATEGORY_ICON_NAMES as [string, ...string[]], {
          error: `The icon must be one of ${CATEGORY_ICON_NAMES.join(", ")}`,
        }),
        order: orderSchema(),
        id: readOnly(z.string({ error: "id must be text" }), "The category's key"),
        converters: readOnly(
          z.number({ error: "converters must be a number" }),
          "How many converters the category holds",
        ),
      },
      objectError("Send a JSON object with the category's fields"),
    )
    .partial(),
);

export const categoryKeySchema = onFirstUse(() =>
  z.enum(CATEGORY_KEYS, { error: "No such category" }),
);
