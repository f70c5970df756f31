import { Eye, LoaderCircle, Pencil, Save, Send } from "lucide-react";
import { useRef, useState, type FormEvent, type MouseEvent } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert, TextareaField, TextField } from "~/components/ui/field";
import { BLOG_LIMITS, BLOG_MESSAGES, slugify } from "~/blog/posts";
import {
  missingRequiredFields,
  type EditorField,
  type EditorIntent,
  type EditorTarget,
  type EditorValues,
} from "~/blog/editor-values";
import { cn } from "~/utils/cn";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { EditorContentField } from "./editor-content-field";
import { EditorImageField } from "./editor-image-field";
import { EditorPreview } from "./editor-preview";
import { TagInput } from "./tag-input";

export type EditorMode = "edit" | "preview";

export interface BlogEditorProps {
  /** where the form posts: the editor route, keeping the page's search */
  action: string;
  /** the stored post being edited; null while creating */
  target: EditorTarget | null;
  values: EditorValues;
  mode: EditorMode;
  /** the preview the server rendered for a form posted without JavaScript */
  previewHtml: string | null;
  errors: Partial<Record<EditorField, string>>;
  /** a refusal to show on the page when there is no JavaScript to toast it */
  formError: { title: string; message: string } | null;
  /** the page is sending this form */
  busy: boolean;
}

interface PreviewData {
  status: "editing";
  previewHtml: string | null;
}

/** The submit button that sent a form, and its `intent`. */
function submitterIntent(event: FormEvent<HTMLFormElement>): EditorIntent | null {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement && submitter.name === "intent"
    ? (submitter.value as EditorIntent)
    : null;
}

/**
 * The inline editor of /blog (docs/product.md#blog-editor). One POST form that works without JavaScript:
 * every button is a submit button with an `intent`, tags are a comma-separated field and the
 * featured image a URL field. With JavaScript the form checks the required fields first (the
 * 'Validation Error' toast), Edit/Preview switch in place (the server renders the preview: no
 * markdown library in the browser), the slug follows the title while creating, tags become
 * chips, the toolbar formats the content, and images upload through a modal.
 */
export function BlogEditor({
  action,
  target,
  values: initial,
  mode: initialMode,
  previewHtml: serverPreview,
  errors,
  formError,
  busy,
}: BlogEditorProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const previewFetcher = useFetcher<PreviewData>();

  const [mode, setMode] = useState<EditorMode>(initialMode);
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  // While creating, the slug follows the title until the admin types a slug of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(
    target === null && initial.slug === slugify(initial.title),
  );
  const [content, setContent] = useState(initial.content);
  const [metaDescription, setMetaDescription] = useState(initial.metaDescription);
  const [tags, setTags] = useState<readonly string[]>(initial.tags);
  const [imageUrl, setImageUrl] = useState(initial.featuredImageUrl);
  const [snapshot, setSnapshot] = useState<EditorValues>(initial);

  const heading = target ? "Edit Blog Post" : "Create New Blog Post";
  const previewHtml =
    hydrated && previewFetcher.data ? previewFetcher.data.previewHtml : serverPreview;
  const previewLoading = previewFetcher.state !== "idle";

  function currentValues(): EditorValues {
    const form = formRef.current;
    const text = (name: string) => {
      const value = form ? new FormData(form).get(name) : null;
      return typeof value === "string" ? value : "";
    };
    return {
      title,
      slug,
      author: text("author"),
      category: text("category"),
      excerpt: text("excerpt"),
      featuredImageUrl: imageUrl,
      content,
      metaDescription,
      tags: [...tags],
    };
  }

  function showPreview() {
    const form = formRef.current;
    if (!form) return;
    setSnapshot(currentValues());
    setMode("preview");
    const data = new FormData(form);
    data.set("intent", "preview");
    void previewFetcher.submit(data, { method: "post", action });
  }

  function onModeButton(event: MouseEvent<HTMLButtonElement>, next: EditorMode) {
    if (!hydrated) return; // without JavaScript the button posts the form
    event.preventDefault();
    if (next === mode) return;
    if (next === "preview") showPreview();
    else setMode("edit");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const intent = submitterIntent(event);
    if (intent === "save-draft" || intent === "publish") {
      if (missingRequiredFields(currentValues())) {
        event.preventDefault();
        toast({
          title: "Validation Error",
          description: BLOG_MESSAGES.requiredFields,
          variant: "error",
        });
      }
    } else if (intent === "publish-existing" && !target?.slug) {
      event.preventDefault();
      toast({ title: "Validation Error", description: BLOG_MESSAGES.saveFirst, variant: "error" });
    }
  }

  const shown = mode === "preview" ? (hydrated ? snapshot : initial) : null;

  return (
    <Card className="p-6 sm:p-8">
      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="blog-editor-heading"
        className="space-y-6"
      >
        <input type="hidden" name="targetSlug" value={target?.slug ?? ""} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="blog-editor-heading" className="text-2xl font-bold tracking-tight">
            {heading}
          </h2>
          <div
            role="group"
            aria-label="Editor mode"
            className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
          >
            {(
              [
                ["edit", "Edit", Pencil],
                ["preview", "Preview", Eye],
              ] as const
            ).map(([value, label, Icon]) => (
              <button
                key={value}
                type="submit"
                name="intent"
                value={value}
                aria-pressed={mode === value}
                onClick={(event) => onModeButton(event, value)}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium",
                  mode === value
                    ? "bg-brand-600 text-white"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
                )}
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </button>
            ))}
          </div>
        </div>

        {formError && !hydrated && (
          <FormAlert title={formError.title}>{formError.message}</FormAlert>
        )}
        {target?.isPublished && (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            This post is published. &lsquo;Save Draft&rsquo; takes it off the blog until it is
            published again.
          </p>
        )}

        {/* In preview the fields stay in the form (hidden), so the buttons still send them. */}
        <div hidden={mode === "preview"} className="space-y-5">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Title"
              name="title"
              required
              maxLength={BLOG_LIMITS.title}
              value={title}
              error={errors.title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (slugFollowsTitle) setSlug(slugify(event.target.value));
              }}
            />
            <TextField
              label="URL Slug"
              name="slug"
              required
              maxLength={BLOG_LIMITS.slug}
              value={slug}
              error={errors.slug}
              spellCheck={false}
              autoCapitalize="none"
              hint={
                <>
                  The post&apos;s address: /blog/<strong>{slug || "your-slug"}</strong>. Lowercase
                  letters, digits and hyphens.
                </>
              }
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugFollowsTitle(false);
              }}
            />
            <TextField
              label="Author"
              name="author"
              maxLength={BLOG_LIMITS.author}
              defaultValue={initial.author}
              error={errors.author}
            />
            <TextField
              label="Category"
              name="category"
              maxLength={BLOG_LIMITS.category}
              defaultValue={initial.category}
              error={errors.category}
              hint="Leave empty for General."
            />
          </div>
          <TextareaField
            label="Excerpt"
            name="excerpt"
            required
            rows={3}
            className="[&_textarea]:min-h-20"
            maxLength={BLOG_LIMITS.excerpt}
            defaultValue={initial.excerpt}
            error={errors.excerpt}
            hint="One or two sentences shown on the blog's cards and under the title."
          />

          <EditorImageField
            hydrated={hydrated}
            imageUrl={imageUrl}
            onChange={setImageUrl}
            initialUrl={initial.featuredImageUrl}
            error={errors.featuredImageUrl}
          />

          <EditorContentField
            hydrated={hydrated}
            content={content}
            onChange={setContent}
            error={errors.content}
          />

          <TextareaField
            label="Meta Description (SEO)"
            name="metaDescription"
            rows={2}
            className="[&_textarea]:min-h-16"
            maxLength={BLOG_LIMITS.metaDescription}
            value={metaDescription}
            onChange={(event) => setMetaDescription(event.target.value)}
            error={errors.metaDescription}
            hint={`${metaDescription.length}/${BLOG_LIMITS.metaDescription} characters. Search engines show it under the title; the excerpt is used when empty.`}
          />

          {hydrated ? (
            <TagInput tags={tags} onChange={setTags} name="tags" />
          ) : (
            <TextField
              label="Tags"
              name="tags"
              defaultValue={initial.tags.join(", ")}
              error={errors.tags}
              hint="Separate tags with commas."
            />
          )}
        </div>

        {mode === "preview" && shown && (
          <EditorPreview values={shown} html={previewHtml} loading={hydrated && previewLoading} />
        )}

        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6 dark:border-slate-700">
          <Button type="submit" name="intent" value="save-draft" variant="outline" disabled={busy}>
            <Save aria-hidden="true" className="h-4 w-4" />
            Save Draft
          </Button>
          <Button type="submit" name="intent" value="publish" disabled={busy}>
            {busy ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            ) : (
              <Send aria-hidden="true" className="h-4 w-4" />
            )}
            Publish Now
          </Button>
          {target && !target.isPublished && (
            <Button
              type="submit"
              name="intent"
              value="publish-existing"
              variant="secondary"
              disabled={busy}
            >
              Publish Existing
            </Button>
          )}
          <Link to="/blog" className={buttonClass("ghost", "md", "ml-auto")}>
            Cancel
          </Link>
        </div>
        {target && !target.isPublished && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            &lsquo;Publish Existing&rsquo; publishes the post as last saved; &lsquo;Publish
            Now&rsquo; saves your changes and publishes them.
          </p>
        )}
      </Form>
    </Card>
  );
}
