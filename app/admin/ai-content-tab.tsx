import { useEffect, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert, TextareaField, TextField } from "~/components/ui/field";
import type { AuditEntry } from "~/models/audit";
import {
  AI_CONTENT_PATH,
  GUIDE_LIMITS,
  type AdminContent,
  type ContentListItem,
  type ContentStats,
} from "./ai-content";
import { AuditHistory } from "./audit-history";
import { ConfirmDelete, IntentButton } from "./row-actions";
import { formatUtc } from "./tabs";

const DELETE_CONFIRMATION =
  "Are you sure you want to delete this content? This action cannot be undone.";
/** How often the tab reads the progress again while guides are being written (with JavaScript). */
const PROGRESS_POLL_MS = 2_000;

const itemId = (slug: string) => `guide-${slug}`;
const editHref = (slug: string, query: string) => {
  const params = new URLSearchParams(query ? { q: query } : {});
  params.set("edit", slug);
  return `${AI_CONTENT_PATH}?${params}#${itemId(slug)}`;
};

export interface AiContentTabProps {
  guides: ContentListItem[];
  stats: ContentStats;
  query: string;
  editing: AdminContent | null;
  history: AuditEntry[];
  /** what the last 'Generate all' queued, from its redirect */
  generated: { generated: number; existing: number } | null;
  error?: string;
}

/**
 * The AI Content tab (docs/decisions/044-converter-guides.md): 'Generate all' with its progress
 * read from D1 (polled every 2 s with JavaScript, by reload without), the stats, a searchable
 * list that scrolls within 600 px, each guide with its preview, fact-check, Edit (URL state:
 * `?edit={slug}`), Regenerate, Send to draft or Publish, and Delete… (asked first).
 */
export function AiContentTab(props: AiContentTabProps) {
  const { guides, stats, query, editing, history, generated, error } = props;
  return (
    <section aria-labelledby="ai-content-heading">
      <h2 id="ai-content-heading" className="text-xl font-semibold">
        AI Content
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        One guide per converter, written by the configured writer and shown on the converter&apos;s
        page once published. Every conversion a guide states is recomputed by the site&apos;s engine
        first: a guide with a wrong figure is kept as a draft.
      </p>
      {error && !editing ? <FormAlert title={error} className="mt-4" /> : null}
      <GenerateAll stats={stats} generated={generated} />
      <Stats stats={stats} />
      {editing ? (
        <GuideEditor guide={editing} history={history} query={query} error={error} />
      ) : null}
      <GuideList guides={guides} query={query} />
    </section>
  );
}

function GenerateAll({
  stats,
  generated,
}: {
  stats: ContentStats;
  generated: AiContentTabProps["generated"];
}) {
  const revalidator = useRevalidator();
  const writing = stats.pending > 0;
  useEffect(() => {
    if (!writing) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [writing, revalidator]);
  const done = stats.published + stats.drafts + stats.failed;
  return (
    <Card className="mt-6 p-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold">Generate all</h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Queues a guide for every converter that has none (or whose last attempt failed).
          </p>
        </div>
        <Form method="post">
          <Button type="submit" name="intent" value="generate-all" disabled={writing}>
            {writing ? "Generating…" : "Generate all"}
          </Button>
        </Form>
      </div>
      {generated ? (
        <p role="status" className="mt-3 text-sm font-medium">
          Generated {generated.generated} new article{generated.generated === 1 ? "" : "s"},{" "}
          {generated.existing} already existed
          {generated.generated > 0 ? " (they are written in the queue: progress below)" : ""}.
        </p>
      ) : null}
      <div className="mt-4" aria-live="polite">
        <label htmlFor="guide-progress" className="text-sm font-medium">
          {writing
            ? `Writing: ${stats.pending} in the queue, ${done} of ${stats.converters} converters done`
            : `${done} of ${stats.converters} converters have a guide`}
          {stats.failed > 0 ? ` (${stats.failed} failed)` : ""}
        </label>
        <progress
          id="guide-progress"
          className="mt-2 block h-2 w-full accent-brand-600"
          value={done}
          max={stats.converters}
        />
        {writing ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            <Link to={AI_CONTENT_PATH} className="underline">
              Reload
            </Link>{" "}
            to see the latest progress (it updates by itself with JavaScript).
          </p>
        ) : null}
      </div>
    </Card>
  );
}

function Stats({ stats }: { stats: ContentStats }) {
  const items = [
    ["Published", stats.published],
    ["Drafts", stats.drafts],
    ["Failed", stats.failed],
    ["Words", stats.words.toLocaleString("en-US")],
  ] as const;
  return (
    <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <Card key={label} className="p-4">
          <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="text-2xl font-semibold">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

const STATUS_TONES: Record<AdminContent["status"], string> = {
  published: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  draft: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  queued: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  generating: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
};

const STATUS_LABELS: Record<AdminContent["status"], string> = {
  published: "Published",
  draft: "Draft",
  failed: "Failed",
  queued: "Queued",
  generating: "Generating",
};

function GuideList({ guides, query }: { guides: ContentListItem[]; query: string }) {
  return (
    <div className="mt-8">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <TextField
          label="Search guides"
          name="q"
          type="search"
          defaultValue={query}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {guides.length} guide{guides.length === 1 ? "" : "s"}
        {query ? ` matching “${query}”` : ""}.
      </p>
      <div
        role="region"
        aria-label="Guides"
        tabIndex={0}
        className="mt-3 max-h-[600px] overflow-y-auto rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      >
        {guides.length === 0 ? (
          <p className="p-3 text-sm">No guide yet: press Generate all.</p>
        ) : (
          <ul className="space-y-3">
            {guides.map((guide) => (
              <li key={guide.slug} id={itemId(guide.slug)} className="scroll-mt-4">
                <GuideItem guide={guide} query={query} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function GuideItem({ guide, query }: { guide: ContentListItem; query: string }) {
  const headingId = `${itemId(guide.slug)}-heading`;
  const problems = guide.factCheck?.problems ?? [];
  const { written } = guide;
  return (
    <Card className="p-4">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold">
            {guide.name}
          </h3>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_TONES[guide.status]}`}
          >
            {STATUS_LABELS[guide.status]}
          </span>
          {guide.queued && written ? (
            <span className="text-xs text-slate-700 dark:text-slate-300">
              A new version is queued
            </span>
          ) : null}
          <a
            href={`/${guide.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-brand-700 underline dark:text-brand-300"
          >
            /{guide.slug}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        {written ? (
          <>
            <p className="mt-2 font-medium break-words">{guide.metaTitle}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Updated {formatUtc(guide.updatedAt)} · {guide.words.toLocaleString("en-US")} words ·{" "}
              {guide.isGenerated ? `Written by ${guide.model ?? "a writer"}` : "Edited by an admin"}
              {guide.factCheck ? ` · ${guide.factCheck.checked} conversions checked` : ""}
            </p>
            <p className="mt-2 text-sm break-words text-slate-700 dark:text-slate-300">
              {guide.preview}
            </p>
          </>
        ) : null}
        {guide.failure ? (
          <p className="mt-2 text-sm text-red-800 dark:text-red-200">
            Last attempt failed: {guide.failure}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <div className="mt-2 rounded-lg border border-amber-300 p-3 text-sm dark:border-amber-800">
            <p className="font-medium">
              Kept as a draft: {problems.length} wrong figure{problems.length === 1 ? "" : "s"}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem, index) => (
                <li key={index} className="break-words">
                  “{problem.sentence}” states {problem.stated}; the engine computes{" "}
                  {problem.computed}.
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap items-start gap-2">
          {written ? (
            <Link
              to={editHref(guide.slug, query)}
              className={buttonClass("outline", "sm")}
              aria-label={`Edit the ${guide.name} guide`}
            >
              Edit
            </Link>
          ) : null}
          <IntentButton
            id={guide.slug}
            intent="regenerate"
            variant="outline"
            disabled={guide.queued}
            aria-label={`Regenerate the ${guide.name} guide`}
          >
            Regenerate
          </IntentButton>
          {written ? (
            <IntentButton
              id={guide.slug}
              intent={guide.status === "published" ? "draft" : "publish"}
              variant="outline"
              aria-label={
                guide.status === "published"
                  ? `Send to draft: the ${guide.name} guide`
                  : `Publish the ${guide.name} guide`
              }
            >
              {guide.status === "published" ? "Send to draft" : "Publish"}
            </IntentButton>
          ) : null}
          <ConfirmDelete id={guide.slug} question={DELETE_CONFIRMATION} confirm="Delete content" />
        </div>
      </article>
    </Card>
  );
}

/** The edit form: counters as typed (the server enforces the limits), keywords comma-separated. */
function GuideEditor({
  guide,
  history,
  query,
  error,
}: {
  guide: AdminContent;
  history: AuditEntry[];
  query: string;
  error?: string;
}) {
  const [metaTitle, setMetaTitle] = useState(guide.metaTitle);
  const [metaDescription, setMetaDescription] = useState(guide.metaDescription);
  const back = `${AI_CONTENT_PATH}${query ? `?q=${encodeURIComponent(query)}` : ""}#${itemId(guide.slug)}`;
  return (
    <Card className="mt-6 p-5 sm:p-6">
      <Form method="post" aria-labelledby="guide-editor-heading" className="space-y-5">
        <h3 id="guide-editor-heading" className="text-lg font-semibold">
          Edit the {guide.name} guide
        </h3>
        {error ? <FormAlert title={error} /> : null}
        <input type="hidden" name="id" value={guide.slug} />
        <TextField
          label="Meta title"
          name="metaTitle"
          required
          value={metaTitle}
          onChange={(event) => setMetaTitle(event.target.value)}
          hint={`${metaTitle.length}/${GUIDE_LIMITS.metaTitle} characters`}
        />
        <TextareaField
          label="Meta description"
          name="metaDescription"
          rows={2}
          required
          value={metaDescription}
          onChange={(event) => setMetaDescription(event.target.value)}
          hint={`${metaDescription.length}/${GUIDE_LIMITS.metaDescription} characters`}
        />
        <TextField
          label="Keywords"
          name="keywords"
          defaultValue={guide.keywords.join(", ")}
          hint="Separated by commas; spaces around them and empty ones are dropped."
        />
        <TextField
          label="Image prompt"
          name="imagePrompt"
          defaultValue={guide.imagePrompt}
          maxLength={GUIDE_LIMITS.imagePrompt}
        />
        <TextareaField
          label="Content (HTML)"
          name="content"
          required
          rows={16}
          maxLength={GUIDE_LIMITS.content}
          defaultValue={guide.content}
          className="[&_textarea]:font-mono"
          hint="Scripts, styles and event attributes are removed; every conversion is checked again on save."
        />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5 dark:border-slate-700">
          <Button type="submit" name="intent" value="save">
            Save
          </Button>
          <Link to={back} className={buttonClass("ghost", "md")}>
            Cancel
          </Link>
        </div>
      </Form>
      <AuditHistory entries={history} label={`the ${guide.name} guide`} />
    </Card>
  );
}
