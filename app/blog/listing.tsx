import { FilePenLine, Rss } from "~/blog/icons";
import { Link, useSearchParams } from "react-router";
import { DeletePostLink, EditPostLink } from "~/blog/delete-post";
import { POST_GRID_CLASS, PostCard, PostCardSkeleton } from "~/blog/post-card";
import { ALL_CATEGORIES, categoriesOf, filterPosts, matchCategory } from "~/blog/posts";
import { ResultsStatus, SearchX, type LiveSearch } from "~/components/content-search";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { BlogPostSummary } from "~/models/blog-post";
import { cn } from "~/utils/cn";

/** The posts of /blog, split for the page. */
export interface Listing {
  /** published posts, newest first */
  posts: BlogPostSummary[];
  /** drafts, for admins only (empty for everyone else) */
  drafts: BlogPostSummary[];
}

export function BlogSearchForm({
  search,
  category,
}: {
  search: LiveSearch;
  category: string | null;
}) {
  return (
    <form
      method="get"
      action="/blog"
      role="search"
      aria-label="Search the blog"
      onSubmit={search.submit}
      className="mx-auto flex max-w-2xl gap-2"
    >
      {category && category !== ALL_CATEGORIES && (
        <input type="hidden" name="category" value={category} />
      )}
      <label htmlFor={search.inputId} className="sr-only">
        Search blog posts
      </label>
      <input
        id={search.inputId}
        type="search"
        name="q"
        value={search.term}
        onChange={(event) => search.setTerm(event.target.value)}
        placeholder="Search articles..."
        maxLength={100}
        autoComplete="off"
        className={cn(
          "h-12 w-full flex-1 rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 shadow-sm",
          "placeholder:text-slate-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500",
          "dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400",
        )}
      />
      <button type="submit" className={buttonClass("primary", "lg", "rounded-xl")}>
        Search
      </button>
    </form>
  );
}

/**
 * The URL of the list with `category` chosen, keeping the search as typed (the URL may not have
 * caught up with the search box yet).
 */
function categoryHref(query: string, category: string | null) {
  const next = new URLSearchParams();
  if (query) next.set("q", query);
  if (category) next.set("category", category);
  const search = next.toString();
  return search ? `/blog?${search}` : "/blog";
}

export function BlogListing({
  listing,
  isAdmin,
  search,
}: {
  listing: Listing;
  isAdmin: boolean;
  search: LiveSearch;
}) {
  const [searchParams] = useSearchParams();
  const categories = categoriesOf(listing.posts);
  const category = matchCategory(categories, searchParams.get("category"));
  const shown = filterPosts(listing.posts, { query: search.query, category });
  const filtering = search.query !== "" || category !== null;
  const adminActions = (post: BlogPostSummary) =>
    isAdmin ? (
      <>
        <EditPostLink post={post} />
        <DeletePostLink post={post} />
      </>
    ) : undefined;

  return (
    <>
      {categories.length > 0 && (
        <nav aria-label="Categories" className="flex flex-wrap justify-center gap-2">
          {[null, ...categories].map((name) => {
            const active = name === category;
            return (
              <Link
                key={name ?? ALL_CATEGORIES}
                to={categoryHref(search.query, name)}
                replace
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={buttonClass(active ? "primary" : "outline", "sm", "rounded-full")}
              >
                {name ?? "All"}
              </Link>
            );
          })}
        </nav>
      )}
      <ResultsStatus query={search.query} count={shown.length} noun="post" />

      <section aria-labelledby="blog-posts-heading" className="mt-8">
        <h2 id="blog-posts-heading" className="sr-only">
          {category ? `${category} articles` : "Articles"}
        </h2>
        {shown.length > 0 ? (
          <ul className={POST_GRID_CLASS}>
            {shown.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} headingLevel={3} actions={adminActions(post)} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <span className="flex h-14 w-14 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-300">
              <SearchX aria-hidden="true" className="h-7 w-7" />
            </span>
            <h3 className="mt-4 text-xl font-semibold">No blog posts found</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              {filtering && listing.posts.length > 0
                ? "Try adjusting your search terms or category filter."
                : "No blog posts have been published yet."}
            </p>
            {filtering && listing.posts.length > 0 && (
              <Link to="/blog" className={buttonClass("outline", "md", "mt-6")}>
                Show all posts
              </Link>
            )}
          </Card>
        )}
      </section>

      {isAdmin && (
        <section aria-labelledby="blog-drafts-heading" className="mt-16">
          <h2
            id="blog-drafts-heading"
            className="flex items-center gap-2 text-2xl font-bold tracking-tight"
          >
            <FilePenLine
              aria-hidden="true"
              className="h-6 w-6 text-amber-600 dark:text-amber-400"
            />
            Draft Posts (Admin Only)
          </h2>
          {listing.drafts.length > 0 ? (
            <ul className={cn(POST_GRID_CLASS, "mt-6")}>
              {listing.drafts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} headingLevel={3} actions={adminActions(post)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-600 dark:text-slate-300">No drafts right now.</p>
          )}
        </section>
      )}

      <p className="mt-12 text-center text-sm">
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <Rss aria-hidden="true" className="h-4 w-4" />
          Subscribe with RSS
        </a>
      </p>
    </>
  );
}

/** Six placeholder cards while the posts load (docs/product.md#blog-list). */
export function ListingSkeleton() {
  return (
    <div role="status" aria-label="Loading blog posts">
      <ul className={cn(POST_GRID_CLASS, "mt-8")}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
