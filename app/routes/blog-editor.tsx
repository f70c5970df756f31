import { Outlet, useLocation } from "react-router";
import { getUser, requireAdmin } from "~/accounts/session.server";
import { EditorPanel, type BlogOutletContext } from "~/blog/editor-panel";
import { loadEditorState, runEditorAction } from "~/blog/editor.server";
import { shouldRevalidateBlog } from "~/blog/revalidate";
import { getDatabase } from "~/server-context";
import type { Route } from "./+types/blog-editor";

/**
 * The admin editor of /blog (docs/product.md#blog-editor): a layout route around the list
 * (routes/blog.tsx), which shows its panel above the posts. Its loader opens the editor or a
 * delete confirmation for admins and gives everyone else nothing; every post to /blog comes to
 * its action, admins only.
 */

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user?.isAdmin) return { state: null };
  return { state: await loadEditorState(getDatabase(context), url.searchParams) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return runEditorAction(getDatabase(context), request);
}

export const shouldRevalidate = shouldRevalidateBlog;

export default function BlogEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  const adminPanel = loaderData.state ? (
    <EditorPanel state={loaderData.state} actionData={actionData} action={`/blog${search}`} />
  ) : null;
  return <Outlet context={{ adminPanel } satisfies BlogOutletContext} />;
}
