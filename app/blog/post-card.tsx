import { ArrowRight } from "~/blog/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";
import { cardTags } from "~/blog/posts";
import type { BlogPostSummary } from "~/models/blog-post";
import { Byline, CategoryBadge, FeaturedImage, TagList } from "./post-parts";

const cardClass = cn(
  "group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition",
  "hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:hover:translate-y-0",
  "has-[a[data-card-link]:focus-visible]:outline-2 has-[a[data-card-link]:focus-visible]:outline-offset-2 has-[a[data-card-link]:focus-visible]:outline-brand-500",
  "dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700",
);

/**
 * A post in the list (docs/product.md#blog-list): image, title, author, date, excerpt, category,
 * the first two tags and "+N", "Read More". The title's link covers the card, so the card is one
 * click target with one name; `actions` (the admin's edit and delete) sit above that link.
 */
export function PostCard({
  post,
  headingLevel = 2,
  actions,
}: {
  post: BlogPostSummary;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { shown, more } = cardTags(post.tags);
  return (
    <article className={cardClass}>
      <FeaturedImage url={post.featuredImageUrl} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <CategoryBadge category={post.category} />
          {actions && <div className="relative z-10 -mt-1 -mr-2 flex gap-1">{actions}</div>}
        </div>
        <Heading className="mt-3 text-lg leading-snug font-semibold text-slate-900 dark:text-white">
          <Link
            to={`/blog/${post.slug}`}
            data-card-link=""
            className="group-hover:text-brand-700 after:absolute after:inset-0 focus-visible:outline-none dark:group-hover:text-brand-300"
          >
            {post.title}
          </Link>
        </Heading>
        <Byline post={post} className="mt-2" />
        <p className="mt-3 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">
          {post.excerpt}
        </p>
        <TagList tags={shown} more={more} className="mt-4" />
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-brand-700 dark:text-brand-300"
        >
          Read More
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/** What a card looks like while the posts load (docs/product.md#blog-list: six of them). */
export function PostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-[16/9] w-full animate-pulse bg-slate-200 motion-reduce:animate-none dark:bg-slate-800" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {["w-20", "w-11/12", "w-1/2", "w-full", "w-5/6"].map((width, index) => (
          <div
            key={index}
            className={cn(
              "h-4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800",
              width,
            )}
          />
        ))}
      </div>
    </div>
  );
}

export const POST_GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
