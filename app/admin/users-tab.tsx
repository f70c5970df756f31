import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, Input } from "~/components/ui/field";
import type { AdminUserView } from "~/models/user";
import { ConfirmDelete, IntentButton } from "./row-actions";
import { formatUtc } from "./tabs";

/**
 * The Users tab: accounts with a GET search, and POST forms to grant or revoke the admin role,
 * end a user's sessions and delete an account (asked first).
 */
export function UsersTab({
  users,
  query,
  currentUserId,
  limit,
  error,
}: {
  users: AdminUserView[];
  query: string;
  currentUserId: string;
  /** the most the list shows: at that length, later accounts are left out */
  limit: number;
  error?: string;
}) {
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="text-xl font-semibold">
        Users
      </h2>
      {error ? <FormAlert title={error} className="mt-4" /> : null}
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Search accounts
          <Input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder="Username, name or email"
          />
        </label>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>
      {users.length === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">No accounts found.</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Accounts</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4">
                  Username
                </th>
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4">
                  Created
                </th>
                <th scope="col" className="py-2 pr-4">
                  Last sign-in
                </th>
                <th scope="col" className="py-2 pr-4">
                  Admin
                </th>
                <th scope="col" className="py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.length >= limit ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Only the first {limit} accounts by username are shown: search to find others.
        </p>
      ) : null}
    </section>
  );
}

function UserRow({ user, isSelf }: { user: AdminUserView; isSelf: boolean }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <tr className="border-b border-slate-100 align-top dark:border-slate-800">
      <th scope="row" className="py-2 pr-4 font-medium">
        {user.username}
        {isSelf ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> (you)</span>
        ) : null}
      </th>
      <td className="py-2 pr-4">{name || "—"}</td>
      <td className="py-2 pr-4 break-all">{user.email ?? "—"}</td>
      <td className="py-2 pr-4 whitespace-nowrap">{formatUtc(user.createdAt)}</td>
      <td className="py-2 pr-4 whitespace-nowrap">{formatUtc(user.lastSignInAt)}</td>
      <td className="py-2 pr-4">{user.isAdmin ? "Yes" : "No"}</td>
      <td className="py-2">
        <div className="flex flex-wrap items-start gap-2">
          <IntentButton
            id={user.id}
            intent={user.isAdmin ? "revoke-admin" : "grant-admin"}
            variant="outline"
            aria-label={`${user.isAdmin ? "Revoke admin from" : "Make admin"} ${user.username}`}
          >
            {user.isAdmin ? "Revoke admin" : "Make admin"}
          </IntentButton>
          <IntentButton
            id={user.id}
            intent="sign-out"
            variant="outline"
            aria-label={`End sessions (${user.sessionCount}) of ${user.username}`}
          >
            End sessions ({user.sessionCount})
          </IntentButton>
          <ConfirmDelete
            id={user.id}
            question={`Delete the account ${user.username} and sign it out everywhere? This cannot be undone.`}
            confirm="Delete account"
          />
        </div>
      </td>
    </tr>
  );
}
