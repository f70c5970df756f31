import { adminOf } from "~/accounts/admin-gate.server";
import { UsersTab } from "~/admin/users-tab";
import { adminFormAction, doneRedirect, samePage } from "~/admin/page-action.server";
import { userIntentSchema, userSearchSchema } from "~/admin/schemas";
import { changeAdminRole, removeUser, signOutUser } from "~/admin/users.server";
import { formReply } from "~/utils/form-reply";
import { listUsersForAdmin, USER_LIST_LIMIT } from "~/models/user.server";
import { getDatabase } from "~/server-context";
import { readSearchForm, textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/users";
import { onFirstUse } from "~/utils/on-first-use";

/** /admin/users: accounts, searched with ?q= (a GET form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = adminOf(context);
  const base = { currentUserId: user.id, limit: USER_LIST_LIMIT };
  const search = readSearchForm(request, userSearchSchema(), ["q"]);
  if (search.error !== undefined) return { ...base, users: [], query: "", error: search.error };
  const query = search.value.q;
  const users = await listUsersForAdmin(getDatabase(context), query);
  return { ...base, users, query, error: undefined };
}

const userFormSchema = onFirstUse(() =>
  textFieldsSchema(["id"]).extend({ intent: userIntentSchema() }),
);

/**
 * Grant or revoke admin, end sessions or delete (`intent`). An admin who takes their own role
 * away, or ends their own sessions or account, goes to the home page: this tab is no longer theirs.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, userFormSchema(), async ({ actor, value }) => {
    const db = getDatabase(context);
    const { intent, id } = value;
    const self = id === actor.id;
    const back = (keepsAccess: boolean) => (keepsAccess ? samePage(request, "/admin/users") : "/");
    switch (intent) {
      case "grant-admin":
        await changeAdminRole(db, actor, id, true);
        return doneRedirect(request, samePage(request, "/admin/users"), "admin-granted");
      case "revoke-admin":
        await changeAdminRole(db, actor, id, false);
        return doneRedirect(request, back(!self), "admin-revoked");
      case "sign-out":
        await signOutUser(db, actor, id);
        return doneRedirect(request, back(!self), "sessions-ended");
      case "delete":
        await removeUser(db, actor, id);
        return doneRedirect(request, back(!self), "user-deleted");
    }
  });
}

export default function UsersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UsersTab
      users={loaderData.users}
      query={loaderData.query}
      currentUserId={loaderData.currentUserId}
      limit={loaderData.limit}
      error={formReply(actionData).firstError ?? loaderData.error}
    />
  );
}
