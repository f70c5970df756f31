import { Outlet, useLocation } from "react-router";
import { getUser } from "~/accounts/session.server";
import { adminOf, adminPageWritesGate } from "~/accounts/admin-gate.server";
import { EditorPanel, type BlogOutletContext } from "~/blog/editor-panel";
import { loadEditorState, runEditorAction } from "~/blog/editor.server";
import { shouldRevalidateBlog } from "~/blog/revalidate";
import { getDatabase } from "~/server-context";
import type { Route } from "./+types/blog-editor";

/**
 * The admin editor of /blog (docs/product.md#blog-editor): a layout route around the list
 * (routes/blog.tsx), which shows its panel above the posts. Its loader opens the editor or a
 * delete confirmation for admins and gives everyone else nothing; every post to /blog comes to
 * its action, admins only (its middleware).
 */

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user?.isAdmin) return { state: null };
  return { state: await loadEditorState(getDatabase(context), url.searchParams) };
}

/** Every post to /blog is the admin's: signed out → /login, without the role → 403. */
export const middleware: Route.MiddlewareFunction[] = [adminPageWritesGate];

export async function action({ request, context }: Route.ActionArgs) {
  adminOf(context);
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
