import { adminOf } from "~/accounts/admin-gate.server";
import { BlogPostsTab } from "~/admin/blog-posts-tab";
import { listPostSummaries } from "~/models/blog-post.server";
import { getDatabase } from "~/server-context";
import type { Route } from "./+types/blog-posts";

export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return { posts: await listPostSummaries(getDatabase(context), { includeDrafts: true }) };
}

export default function BlogPostsRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostsTab posts={loaderData.posts} />;
}
