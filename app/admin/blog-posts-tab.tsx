import { Link } from "react-router";
import type { BlogPostSummary } from "~/models/blog-post";
import { formatUtc } from "./tabs";

/** The Blog Posts tab: every post, drafts included, with links to edit each on /blog. */
export function BlogPostsTab({ posts }: { posts: BlogPostSummary[] }) {
  const published = posts.filter((post) => post.isPublished).length;
  return (
    <section aria-labelledby="blog-posts-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="blog-posts-heading" className="text-xl font-semibold">
          Blog Posts
        </h2>
        <Link
          to="/blog?editor=new"
          className="text-sm font-medium text-brand-700 underline dark:text-brand-300"
        >
          Create a post on /blog
        </Link>
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {published} published, {posts.length - published} draft
        {posts.length - published === 1 ? "" : "s"}.
      </p>
      {posts.length === 0 ? (
        <p className="mt-6">No blog posts yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Blog posts</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Created
                </th>
                <th scope="col" className="py-2 pr-4">
                  Published
                </th>
                <th scope="col" className="py-2">
                  Edit
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.slug} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    <Link to={`/blog/${post.slug}`} className="underline">
                      {post.title}
                    </Link>
                  </th>
                  <td className="py-2 pr-4">{post.isPublished ? "Published" : "Draft"}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatUtc(post.createdAt)}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatUtc(post.publishedAt)}</td>
                  <td className="py-2">
                    <Link
                      to={`/blog?edit=${encodeURIComponent(post.slug)}`}
                      className="font-medium text-brand-700 underline dark:text-brand-300"
                      aria-label={`Edit ${post.title}`}
                    >
                      Edit
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
