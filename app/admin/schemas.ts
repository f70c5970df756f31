import { z } from "zod";
import { AUDIT_ENTITY_TYPES } from "~/models/audit";
import { MESSAGE_KINDS } from "~/models/message";
import { GUIDE_LIMITS } from "./ai-content";
import { ARTICLE_LIMITS } from "./converter-articles";
import { objectError } from "~/utils/json-fields";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * What the admin dashboard's forms and JSON endpoints accept. One schema per input, used by the
 * page actions and the JSON API alike. Empty query values mean "no filter", so a GET form's
 * "All" option (value "") and an absent parameter agree. Each is built at its first use: every
 * isolate loads this module, only admins' requests check one (docs/decisions/085-cold-start.md).
 */

const emptyAsUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const messageFilterSchema = onFirstUse(() =>
  z.object({
    kind: z.preprocess(
      emptyAsUndefined,
      z
        .enum(MESSAGE_KINDS, {
          error: `kind must be ${MESSAGE_KINDS.join(" or ")}`,
        })
        .optional(),
    ),
    handled: z.preprocess(
      emptyAsUndefined,
      z
        .enum(["true", "false"], { error: "handled must be true or false" })
        .transform((value) => value === "true")
        .optional(),
    ),
  }),
);

export const messageIdSchema = onFirstUse(() =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, "The message id must be a positive whole number")
    .transform(Number)
    // 16 digits can exceed 2^53: such an id would silently become another number.
    .refine(Number.isSafeInteger, "The message id must be a positive whole number"),
);

export const messagePatchSchema = onFirstUse(() =>
  z.strictObject(
    { handled: z.boolean({ error: "handled must be true or false" }) },
    { error: 'Send a JSON object like { "handled": true }' },
  ),
);

export const messageIntentSchema = onFirstUse(() =>
  z.enum(["handled", "unhandled", "delete"], {
    error: "Unknown action: choose mark handled, mark unhandled or delete",
  }),
);

export const userSearchSchema = onFirstUse(() =>
  z.object({
    q: z.preprocess(
      (value) => (value === null ? "" : value),
      z.string().trim().max(100, "Search for at most 100 characters"),
    ),
  }),
);

export const userIdSchema = onFirstUse(() =>
  z.string().regex(/^[0-9a-f-]{36}$/i, "The user id must be a UUID"),
);

export const userPatchSchema = onFirstUse(() =>
  z.strictObject(
    { isAdmin: z.boolean({ error: "isAdmin must be true or false" }) },
    { error: 'Send a JSON object like { "isAdmin": true }' },
  ),
);

export const userIntentSchema = onFirstUse(() =>
  z.enum(["grant-admin", "revoke-admin", "sign-out", "delete"], {
    error: "Unknown action: choose grant admin, revoke admin, end sessions or delete",
  }),
);

/** Browsers send textarea line breaks as CRLF: store LF, and count each as one character. */
const normalizeLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");

const limit = (what: string, max: number) =>
  `${what} must be at most ${max.toLocaleString("en-US")} characters`;

const requiredText = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, `${what} is required`)
    .max(max, limit(what, max));

const articleFields = onFirstUse(() => ({
  title: requiredText("The title", ARTICLE_LIMITS.title),
  content: requiredText("The article", ARTICLE_LIMITS.content),
  metaDescription: z
    .string({ error: "The meta description must be text" })
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(
      ARTICLE_LIMITS.metaDescription,
      limit("The meta description", ARTICLE_LIMITS.metaDescription),
    ),
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
}));

const ARTICLE_OBJECT =
  'Send a JSON object like { "title": "…", "content": "…", "metaDescription": "…", "isPublished": true }';

/**
 * What a save of a converter's article replaces, from the tab's form and `PUT /api/blogs/{slug}`
 * alike (the form's checkbox is read as a boolean first). No meta description means none. The
 * spec's client sends the article's slug too: the address's, or refused by name.
 */
export const articleFieldsSchema = onFirstUse(() =>
  z.strictObject(
    {
      ...articleFields(),
      metaDescription: articleFields().metaDescription.default(""),
      slug: z
        .string({ error: "slug must be text" })
        .meta({ readOnly: true, description: "The article's slug: its converter page's" })
        .optional(),
    },
    objectError(ARTICLE_OBJECT),
  ),
);

const CONVERTER_SLUG_MESSAGE =
  'slug must be the slug of a converter\'s page, such as "length-converter"';
const CONVERTER_KEY_MESSAGE = 'converterKey must be a converter\'s key, such as "length"';

/**
 * `POST /api/blogs`: the converter, by its page's slug (the spec's shape) or its key, and any
 * fields to use instead of the pre-filled ones (docs/decisions/042-converter-articles.md).
 */
export const articleCreateSchema = onFirstUse(() =>
  z
    .strictObject(
      {
        slug: z
          .string({ error: CONVERTER_SLUG_MESSAGE })
          .trim()
          .min(1, CONVERTER_SLUG_MESSAGE)
          .max(64, "slug must be at most 64 characters")
          .optional(),
        converterKey: z
          .string({ error: CONVERTER_KEY_MESSAGE })
          .trim()
          .min(1, CONVERTER_KEY_MESSAGE)
          .max(64, "converterKey must be at most 64 characters")
          .optional(),
        title: articleFields().title.optional(),
        content: articleFields().content.optional(),
        metaDescription: articleFields().metaDescription.optional(),
        isPublished: articleFields().isPublished.optional(),
      },
      objectError('Send a JSON object like { "slug": "length-converter" }'),
    )
    .refine((input) => input.slug !== undefined || input.converterKey !== undefined, {
      message: CONVERTER_SLUG_MESSAGE,
    }),
);

export const articleIntentSchema = onFirstUse(() =>
  z.enum(["create", "save", "publish", "unpublish", "delete"], {
    error: "Unknown action: choose create, save, publish, move to drafts or delete",
  }),
);

/** `PUT /api/content/{slug}` and the AI Content tab's edit form: the text an admin may change. */
export const guideEditSchema = onFirstUse(() =>
  z.strictObject(
    {
      metaTitle: z
        .string({ error: "metaTitle must be text" })
        .trim()
        .min(1, "Meta title is required")
        .max(
          GUIDE_LIMITS.metaTitle,
          `Meta title must be at most ${GUIDE_LIMITS.metaTitle} characters`,
        ),
      metaDescription: z
        .string({ error: "metaDescription must be text" })
        .trim()
        .min(1, "Meta description is required")
        .max(
          GUIDE_LIMITS.metaDescription,
          `Meta description must be at most ${GUIDE_LIMITS.metaDescription} characters`,
        ),
      content: z
        .string({ error: "content must be text" })
        .trim()
        .min(1, "Content is required")
        .max(GUIDE_LIMITS.content, `Content must be at most ${GUIDE_LIMITS.content} characters`),
      // Trimmed, and empty entries dropped, as the spec's editor does with its comma list.
      keywords: z
        .array(
          z
            .string({ error: "Each keyword must be text" })
            .trim()
            .max(
              GUIDE_LIMITS.keyword,
              `A keyword must be at most ${GUIDE_LIMITS.keyword} characters`,
            ),
          { error: "keywords must be a list of words" },
        )
        .transform((keywords) => keywords.filter((keyword) => keyword !== ""))
        .pipe(
          z
            .array(z.string())
            .max(GUIDE_LIMITS.keywords, `At most ${GUIDE_LIMITS.keywords} keywords`),
        ),
      imagePrompt: z
        .string({ error: "imagePrompt must be text" })
        .trim()
        .max(
          GUIDE_LIMITS.imagePrompt,
          `Image prompt must be at most ${GUIDE_LIMITS.imagePrompt} characters`,
        )
        .default(""),
    },
    objectError(
      'Send a JSON object like { "metaTitle": "…", "metaDescription": "…", "content": "…", "keywords": ["…"], "imagePrompt": "…" }',
    ),
  ),
);

export const guideIntentSchema = onFirstUse(() =>
  z.enum(["generate-all", "save", "regenerate", "draft", "publish", "delete"], {
    error:
      "Unknown action: choose generate all, save, regenerate, send to draft, publish or delete",
  }),
);

export const auditQuerySchema = onFirstUse(() =>
  z.object({
    entity: z.preprocess(
      emptyAsUndefined,
      z
        .enum(AUDIT_ENTITY_TYPES, {
          error: `entity must be ${new Intl.ListFormat("en", { type: "disjunction" }).format(AUDIT_ENTITY_TYPES)}`,
        })
        .optional(),
    ),
    id: z.preprocess(
      emptyAsUndefined,
      z.string().max(64, "id must be at most 64 characters").optional(),
    ),
  }),
);
