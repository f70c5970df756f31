import { BookOpen, Calendar, Tag, User } from "~/blog/icons";
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
