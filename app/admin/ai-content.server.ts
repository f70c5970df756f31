import { sanitizeBlogHtml } from "~/blog/markdown.server";
import type { Database } from "~/db/client.server";
import { checkFacts } from "~/guides/fact-check";
import { htmlToCheckableText } from "~/guides/html-text";
import { planGuides } from "~/guides/plan.server";
import { enqueueGuides, type GuideEnv } from "~/guides/queue.server";
import { guideWriter } from "~/guides/writers.server";
import type { ConverterGuide } from "~/models/converter-guide";
import {
  deleteGuide,
  findGuide,
  listGuides,
  setGuidePublished,
  updateGuide,
} from "~/models/converter-guide.server";
import type { SessionUser } from "~/models/user";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import type { Converter } from "@unitwise/units";

import {
  CONTENT_MESSAGES,
  wordCount,
  type AdminContent,
  type ContentStats,
  type PublicContent,
} from "./ai-content";
import { parseOrRefuse } from "~/utils/refusal.server";
import { guideEditSchema } from "./schemas";
import { Refusal } from "~/utils/refusal.server";

/**
 * The AI Content tab's operations (docs/decisions/044-converter-guides.md), shared by its page
 * action and /api/content…, so both validate, refuse and audit alike. Guides are addressed by
 * their converter page's slug ("length-converter").
 */

/** What a guide published for visitors has: content, and the published status. */
const isShown = (guide: ConverterGuide) => guide.status === "published" && guide.content !== "";

function publicView(converter: Converter, guide: ConverterGuide): PublicContent {
  return {
    slug: converter.slug,
    converterKey: converter.key,
    metaTitle: guide.metaTitle,
    metaDescription: guide.metaDescription,
    content: guide.content,
    visualElements: guide.visualElements,
    imageUrl: guide.imageUrl,
    keywords: guide.keywords,
    isGenerated: guide.isGenerated,
    updatedAt: guide.updatedAt,
  };
}

function adminView(converter: Converter, guide: ConverterGuide): AdminContent {
  return {
    ...publicView(converter, guide),
    name: converter.name,
    status: guide.status,
    imagePrompt: guide.imagePrompt,
    model: guide.model,
    promptVersion: guide.promptVersion,
    factCheck: guide.factCheck,
    failure: guide.failure,
    queued: guide.queuedAt !== null,
    words: wordCount(guide.content),
  };
}

/** The converter a guide's slug names; 404 'Content not found' for any other text. */
export function converterForSlug(catalogue: CatalogueReader, slug: string): Converter {
  const converter = catalogue.getConverter(slug);
  if (!converter || converter.slug !== slug) throw new Refusal(404, CONTENT_MESSAGES.notFound);
  return converter;
}

/** The catalogue's converters that have a guide, each with it, in the catalogue's order. */
async function guidesInOrder(
  db: Database,
  catalogue: CatalogueReader,
): Promise<Array<[Converter, ConverterGuide]>> {
  const byKey = new Map((await listGuides(db)).map((guide) => [guide.converterKey, guide]));
  return catalogue.converters.flatMap((converter) => {
    const guide = byKey.get(converter.key);
    return guide ? [[converter, guide] as [Converter, ConverterGuide]] : [];
  });
}

/** The published guides, as anyone may read them. */
export async function listPublicContent(
  db: Database,
  catalogue: CatalogueReader,
): Promise<PublicContent[]> {
  return (await guidesInOrder(db, catalogue))
    .filter(([, guide]) => isShown(guide))
    .map(([converter, guide]) => publicView(converter, guide));
}

/** Every guide, in any state, as admins see it. */
export async function listAdminContent(
  db: Database,
  catalogue: CatalogueReader,
): Promise<AdminContent[]> {
  return (await guidesInOrder(db, catalogue)).map(([converter, guide]) =>
    adminView(converter, guide),
  );
}

/** The stats of the tab and the progress of a 'Generate all', from D1. */
export function contentStats(
  catalogue: CatalogueReader,
  all: ReadonlyArray<Pick<AdminContent, "status" | "queued" | "words">>,
): ContentStats {
  const count = (status: AdminContent["status"]) =>
    all.filter((guide) => guide.status === status).length;
  return {
    converters: catalogue.converters.length,
    published: count("published"),
    drafts: count("draft"),
    failed: count("failed"),
    pending: all.filter((guide) => guide.queued).length,
    words: all.reduce((sum, guide) => sum + guide.words, 0),
  };
}

/** One guide: a published one for anyone, any for an admin. 404 otherwise. */
export async function contentFor(
  db: Database,
  catalogue: CatalogueReader,
  slug: string,
  { admin }: { admin: boolean },
): Promise<PublicContent | AdminContent> {
  const converter = converterForSlug(catalogue, slug);
  const guide = await findGuide(db, converter.key);
  if (!guide || (!admin && !isShown(guide))) throw new Refusal(404, CONTENT_MESSAGES.notFound);
  return admin ? adminView(converter, guide) : publicView(converter, guide);
}

async function existingGuide(db: Database, converter: Converter): Promise<ConverterGuide> {
  const guide = await findGuide(db, converter.key);
  if (!guide) throw new Refusal(404, CONTENT_MESSAGES.notFound);
  return guide;
}

/**
 * An admin's edit: sanitized, checked by the engine (its problems shown on the item), and from
 * now on left alone by the nightly job. 400, 404.
 */
export async function saveContent(
  db: Database,
  catalogue: CatalogueReader,
  actor: SessionUser,
  slug: string,
  input: unknown,
): Promise<AdminContent> {
  const edit = parseOrRefuse(guideEditSchema(), input);
  const converter = converterForSlug(catalogue, slug);
  await existingGuide(db, converter);
  const content = sanitizeBlogHtml(edit.content);
  if (content.trim() === "") throw new Refusal(400, "Content is required");
  const factCheck = checkFacts(htmlToCheckableText(content), catalogue, converter.key);
  const saved = await updateGuide(db, converter.key, { ...edit, content }, factCheck, actor);
  if (!saved) throw new Refusal(404, CONTENT_MESSAGES.notFound);
  return adminView(converter, saved);
}

/** Publishes a written guide or sends it to drafts. 404; 409 when it has no content yet. */
export async function setContentPublished(
  db: Database,
  catalogue: CatalogueReader,
  actor: SessionUser,
  slug: string,
  published: boolean,
): Promise<AdminContent> {
  const converter = converterForSlug(catalogue, slug);
  const guide = await existingGuide(db, converter);
  if (guide.content === "") throw new Refusal(409, CONTENT_MESSAGES.noContent);
  const updated = await setGuidePublished(db, converter.key, published, actor);
  if (!updated) throw new Refusal(404, CONTENT_MESSAGES.notFound);
  return adminView(converter, updated);
}

/** Deletes a guide; returns it as it was. 404. */
export async function removeContent(
  db: Database,
  catalogue: CatalogueReader,
  actor: SessionUser,
  slug: string,
): Promise<AdminContent> {
  const converter = converterForSlug(catalogue, slug);
  const deleted = await deleteGuide(db, converter.key, actor);
  if (!deleted) throw new Refusal(404, CONTENT_MESSAGES.notFound);
  return adminView(converter, deleted);
}

/** The job a regeneration or 'Generate all' started: the guides are written by the queue. */
export interface ContentJob {
  status: "queued";
  slugs: string[];
}

/**
 * Queues a new version of the converter's guide (it need not have one yet). The current version
 * stays on the page until the new one is written. 404 for an unknown converter.
 */
export async function regenerateContent(
  env: GuideEnv,
  catalogue: CatalogueReader,
  slug: string,
): Promise<ContentJob> {
  const converter = converterForSlug(catalogue, slug);
  // The admin's request replaces any on its way: a message of the older one changes nothing.
  await enqueueGuides(env, [converter.key]);
  return { status: "queued", slugs: [converter.slug] };
}

/**
 * 'Generate all': queues every converter that has no guide (or whose last one failed), and again
 * every guide whose request was lost on its way (its lease ran out, decision 060), whatever the
 * day's budget (an admin asked for it); none that the nightly job queues at the same moment.
 * `generated` counts the queued ones, `existing` the other converters.
 */
export async function generateAllContent(
  env: GuideEnv,
  db: Database,
  catalogue: CatalogueReader,
): Promise<{ summary: { generated: number; existing: number }; job: ContentJob }> {
  const plan = await planGuides(db, catalogue, guideWriter(env));
  const wanted = [...plan.runOut, ...plan.missing];
  const queued = await enqueueGuides(env, wanted, { unlessHeld: true });
  const slugOf = (key: string) => catalogue.getConverter(key)?.slug ?? key;
  const existing = plan.existing.length + plan.stale.length + wanted.length - queued.length;
  return {
    summary: { generated: queued.length, existing },
    job: { status: "queued", slugs: queued.map(slugOf) },
  };
}
