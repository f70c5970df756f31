import { BookOpen, Calendar, Tag, User } from "lucide-react";
import { Badge } from "~/components/content-search";
import { cn } from "~/utils/cn";
import { formatLongDate, postDate } from "~/blog/posts";
import type { BlogPostSummary } from "~/models/blog-post";

/** Small pieces every view of a post shares: its image, byline, category and tags. */

/**
 * The featured image, or a quiet placeholder when the post has none. Decorative: the title next
 * to it says what the post is, so the image has empty alt text.
 */
export function FeaturedImage({
  url,
  className,
  eager = false,
}: {
  url: string | null;
  className?: string;
  /** load at once (the image at the top of a post), not lazily (cards further down) */
  eager?: boolean;
}) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn(
          "aspect-[16/9] w-full bg-slate-100 object-cover dark:bg-slate-800",
          className,
        )}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={cn(
        "flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-brand-100 via-brand-50 to-white text-brand-400",
        "dark:from-brand-950 dark:via-slate-900 dark:to-slate-900 dark:text-brand-700",
        className,
      )}
    >
      <BookOpen className="h-12 w-12" />
    </div>
  );
}

/** Author and date (published, else created; long en-US format). */
export function Byline({
  post,
  className,
}: {
  post: Pick<BlogPostSummary, "author" | "publishedAt" | "createdAt">;
  className?: string;
}) {
  const date = postDate(post);
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-300",
        className,
      )}
    >
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">By </span>
        {post.author}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="h-4 w-4" />
        <time dateTime={date}>{formatLongDate(date)}</time>
      </span>
    </p>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <Badge tone="brand">
      <span className="sr-only">Category: </span>
      {category}
    </Badge>
  );
}

/** Tags as small labels; `more` adds a "+N" for the ones left out. */
export function TagList({
  tags,
  more = 0,
  className,
}: {
  tags: readonly string[];
  more?: number;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap items-center gap-1.5", className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>
            <Tag aria-hidden="true" className="h-3 w-3" />
            {tag}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge>
            +{more}
            <span className="sr-only"> more {more === 1 ? "tag" : "tags"}</span>
          </Badge>
        </li>
      )}
    </ul>
  );
}

/**
 * Typography for rendered markdown (the post page and the editor's preview). Written as
 * descendant variants so no typography plugin is needed.
 */
export const proseClass = cn(
  "max-w-none text-base leading-relaxed text-slate-800 dark:text-slate-200",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-300",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-700 dark:[&_blockquote]:border-brand-700 dark:[&_blockquote]:text-slate-300",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] dark:[&_code]:bg-slate-800",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2",
  "dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800 dark:[&_td]:border-slate-700",
  "[&_img]:my-6 [&_img]:rounded-lg [&_hr]:my-8 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white",
);
