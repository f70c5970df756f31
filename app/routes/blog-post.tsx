import { ArrowLeft, ArrowRight, FileSearch } from "lucide-react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { EditPostLink } from "~/blog/delete-post";
import { POST_GRID_CLASS, PostCard } from "~/blog/post-card";
import { Byline, CategoryBadge, FeaturedImage, TagList } from "~/blog/post-parts";
import { proseClass } from "~/components/prose";
import { AdSlots } from "~/ads/ad-slots";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { getPost, otherPublishedPosts } from "~/models/blog-post.server";
import { getDatabase } from "~/server-context";
import { postDate, SLUG_PATTERN } from "~/blog/posts";
import { cn } from "~/utils/cn";
import { renderMarkdown } from "~/blog/markdown.server";
import { originFrom, pageMeta, SITE_NAME } from "~/utils/seo";
import { getUser } from "~/accounts/session.server";
import type { Route } from "./+types/blog-post";

/** How many other posts 'More Articles' offers. */
const MORE_ARTICLES = 3;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = params.slug;
  if (!SLUG_PATTERN.test(slug)) throw data("Blog post not found", { status: 404 });
  const db = getDatabase(context);
  const [post, user] = await Promise.all([getPost(db, slug), getUser(request, context)]);
  const isAdmin = user?.isAdmin === true;
  // A draft exists only for admins; everyone else gets the same 404 as for a missing post.
  if (!post || (!post.isPublished && !isAdmin)) {
    throw data("Blog post not found", { status: 404 });
  }
  const more = await otherPublishedPosts(db, {
    slug: post.slug,
    category: post.category,
    count: MORE_ARTICLES,
  });
  const { content, ...rest } = post;
  return { post: rest, html: await renderMarkdown(content), more, isAdmin };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, html, more, isAdmin } = loaderData;
  return (
    <>
      <article>
        <Container className="py-8">
          {/* A readable line length; Container's own max width is the page's. */}
          <div className="mx-auto max-w-3xl">
            <div className="flex items-center justify-between gap-4">
              <Link
                to="/blog"
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                Back to Blog
              </Link>
              {isAdmin && <EditPostLink post={post} />}
            </div>
            <header className="mt-6">
              <div className="flex flex-wrap items-center gap-2">
                <CategoryBadge category={post.category} />
                {!post.isPublished && (
                  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    Draft: only admins can see this post
                  </span>
                )}
              </div>
              <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {post.title}
              </h1>
              <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{post.excerpt}</p>
              <Byline post={post} className="mt-5" />
              <TagList tags={post.tags} className="mt-4" />
            </header>
            {post.featuredImageUrl && (
              <FeaturedImage url={post.featuredImageUrl} eager className="mt-8 rounded-xl" />
            )}
            <div className={cn(proseClass, "mt-8")} dangerouslySetInnerHTML={{ __html: html }} />
            <AdSlots placement="content" />
          </div>
        </Container>
      </article>

      <section
        aria-labelledby="more-articles-heading"
        className="border-t border-slate-200 bg-slate-50 py-12 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="more-articles-heading" className="text-2xl font-bold tracking-tight">
              More Articles
            </h2>
            <Link to="/blog" className={buttonClass("outline", "sm")}>
              All articles
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
          {more.length > 0 ? (
            <ul className={cn(POST_GRID_CLASS, "mt-6")}>
              {more.map((other) => (
                <li key={other.slug}>
                  <PostCard post={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-slate-600 dark:text-slate-300">
              This is our only article so far. More are on the way.
            </p>
          )}
        </Container>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ data: page, matches, params }) => {
  const origin = originFrom(matches);
  if (!page) {
    return pageMeta({
      title: "Blog Post Not Found",
      description: "The blog post you're looking for doesn't exist or has been removed.",
      path: `/blog/${params.slug}`,
      origin,
      noindex: true,
    });
  }
  const { post } = page;
  const url = `${origin}/blog/${post.slug}`;
  const image = post.featuredImageUrl
    ? post.featuredImageUrl.startsWith("/")
      ? origin + post.featuredImageUrl
      : post.featuredImageUrl
    : null;
  const base = pageMeta({
    title: post.title,
    description: post.metaDescription || post.excerpt,
    path: `/blog/${post.slug}`,
    origin,
    noindex: !post.isPublished,
  }).filter(
    (tag) =>
      !("property" in tag && tag.property === "og:type") &&
      !("name" in tag && tag.name === "twitter:card"),
  );
  return [
    ...base,
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: postDate(post) },
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...(image
      ? [
          { property: "og:image", content: image },
          { name: "twitter:image", content: image },
        ]
      : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        description: post.metaDescription || post.excerpt,
        ...(image ? { image: [image] } : {}),
        datePublished: postDate(post),
        dateModified: post.updatedAt,
        author: { "@type": "Organization", name: post.author },
        publisher: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        articleSection: post.category,
        keywords: post.tags.join(", "),
        url,
      },
    },
  ];
};

/**
 * Any failure (docs/product.md#blog-post): 'Blog Post Not Found', with the real status (404 when
 * missing).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Container className="flex flex-col items-center py-24 text-center" data-no-ads>
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <FileSearch aria-hidden="true" className="h-8 w-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Blog Post Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600 dark:text-slate-300">
        The blog post you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      {status !== 404 && (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">(Error {status})</p>
      )}
      <Link to="/blog" className={buttonClass("primary", "md", "mt-8")}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Blog
      </Link>
    </Container>
  );
}
