import { adminOf } from "~/accounts/admin-gate.server";
import { redirect } from "react-router";
import { AI_CONTENT_PATH, contentListItem, splitKeywords, typedGuide } from "~/admin/ai-content";
import { AiContentTab } from "~/admin/ai-content-tab";
import {
  contentStats,
  converterForSlug,
  generateAllContent,
  listAdminContent,
  regenerateContent,
  removeContent,
  saveContent,
  setContentPublished,
} from "~/admin/ai-content.server";
import { guideEnv } from "~/admin/guide-env.server";
import { adminFormAction, doneRedirect } from "~/admin/page-action.server";
import { formReply } from "~/utils/form-reply";
import { guideIntentSchema } from "~/admin/schemas";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { listAudit } from "~/models/audit.server";
import { getDatabase } from "~/server-context";
import { textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/ai-content";
import { onFirstUse } from "~/utils/on-first-use";

/** A guide's edited HTML: 100,000 characters of multi-byte text and the other fields. */
const MAX_FORM_BYTES = 1024 * 1024;

const guideFormSchema = onFirstUse(() =>
  textFieldsSchema([
    "id",
    "metaTitle",
    "metaDescription",
    "content",
    "keywords",
    "imagePrompt",
  ]).extend({ intent: guideIntentSchema() }),
);

/** A count from the query ("?generated=3"), or null. */
function countParam(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

/**
 * /admin/ai-content (docs/decisions/044-converter-guides.md). `?q=` filters the list by name,
 * slug or title; `?edit={slug}` opens a guide's form with its history; `?generated=&existing=`
 * is what the last 'Generate all' queued.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const db = getDatabase(context);
  const catalogue = getCatalogue(context);
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const all = await listAdminContent(db, catalogue);
  const needle = query.toLowerCase();
  const guides = needle
    ? all.filter((guide) =>
        [guide.name, guide.slug, guide.metaTitle].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : all;
  const editSlug = params.get("edit");
  const editing = editSlug ? (all.find((guide) => guide.slug === editSlug) ?? null) : null;
  const generated = countParam(params, "generated");
  const existing = countParam(params, "existing");
  return {
    // The list carries each guide's preview, not its HTML; only the guide being edited has it.
    guides: guides.map(contentListItem),
    stats: contentStats(catalogue, all),
    query,
    editing: editing?.content ? editing : null,
    history: editing
      ? await listAudit(db, {
          entityType: "converter-guide",
          entityId: editing.converterKey,
          limit: 20,
        })
      : [],
    generated: generated !== null && existing !== null ? { generated, existing } : null,
    error: editSlug && !editing?.content ? "Content not found" : undefined,
  };
}

/**
 * Generate all, save, regenerate, send to draft, publish or delete (`intent`) the guide `id`
 * (its converter page's slug), then back to the tab at that guide. A refused save comes back
 * with what was typed, in the open form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(
    request,
    context,
    guideFormSchema(),
    async ({ actor, value: fields }) => {
      const db = getDatabase(context);
      const catalogue = getCatalogue(context);
      const { intent } = fields;
      if (intent === "generate-all") {
        const { summary } = await generateAllContent(guideEnv(context), db, catalogue);
        return redirect(
          `${AI_CONTENT_PATH}?generated=${summary.generated}&existing=${summary.existing}`,
        );
      }
      const converter = converterForSlug(catalogue, fields.id);
      const at = `${AI_CONTENT_PATH}#guide-${converter.slug}`;
      switch (intent) {
        case "regenerate":
          await regenerateContent(guideEnv(context), catalogue, converter.slug);
          return doneRedirect(request, at, "guide-regenerating");
        case "draft":
        case "publish":
          await setContentPublished(db, catalogue, actor, converter.slug, intent === "publish");
          return doneRedirect(
            request,
            at,
            intent === "publish" ? "guide-published" : "guide-drafted",
          );
        case "delete":
          await removeContent(db, catalogue, actor, converter.slug);
          return doneRedirect(request, AI_CONTENT_PATH, "guide-deleted");
        case "save":
          await saveContent(db, catalogue, actor, converter.slug, {
            metaTitle: fields.metaTitle,
            metaDescription: fields.metaDescription,
            content: fields.content,
            keywords: splitKeywords(fields.keywords),
            imagePrompt: fields.imagePrompt,
          });
          return doneRedirect(request, at, "guide-saved");
      }
    },
    MAX_FORM_BYTES,
  );
}

export default function AiContentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const reply = formReply(actionData);
  const editing = loaderData.editing && typedGuide(loaderData.editing, reply);
  return (
    <AiContentTab {...loaderData} editing={editing} error={reply.firstError ?? loaderData.error} />
  );
}
