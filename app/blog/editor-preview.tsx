import { LoaderCircle, User } from "lucide-react";
import { DEFAULT_AUTHOR, DEFAULT_CATEGORY, isAllowedImageUrl } from "~/blog/posts";
import type { EditorValues } from "~/blog/editor-values";
import { cn } from "~/utils/cn";
import { proseClass } from "~/components/prose";
import { CategoryBadge, FeaturedImage, TagList } from "./post-parts";

/**
 * What the post will look like (docs/product.md#blog-editor): image, title, excerpt, author,
 * category, content, tags. The content's HTML is rendered by the server.
 */
export function EditorPreview({
  values,
  html,
  loading,
}: {
  values: EditorValues;
  html: string | null;
  loading: boolean;
}) {
  return (
    <section
      aria-label="Preview"
      aria-busy={loading}
      className="overflow-hidden rounded-xl border border-dashed border-slate-300 dark:border-slate-600"
    >
      {values.featuredImageUrl && isAllowedImageUrl(values.featuredImageUrl) && (
        <FeaturedImage url={values.featuredImageUrl} eager />
      )}
      <div className="p-6">
        <CategoryBadge category={values.category || DEFAULT_CATEGORY} />
        <p className="mt-3 text-3xl font-bold tracking-tight">{values.title || "Untitled"}</p>
        {values.excerpt && (
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{values.excerpt}</p>
        )}
        <p className="mt-4 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
          <User aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">By </span>
          {values.author || DEFAULT_AUTHOR}
        </p>
        {loading || html === null ? (
          <p className="mt-6 flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            Rendering the preview…
          </p>
        ) : (
          <div className={cn(proseClass, "mt-6")} dangerouslySetInnerHTML={{ __html: html }} />
        )}
        <TagList tags={values.tags} className="mt-6" />
      </div>
    </section>
  );
}
