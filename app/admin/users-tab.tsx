import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { AdminUserView } from "~/models/user";
import { ActionAlert, ConfirmDelete } from "./action-alert";
import { formatUtc } from "./tabs";

export interface UsersTabProps {
  users: AdminUserView[];
  query: string;
  currentUserId: string;
  error?: string;
}

/**
 * The Users tab: accounts with a GET search, and POST forms to grant or revoke the admin role,
 * end a user's sessions and delete an account (asked first).
 */
export function UsersTab({ users, query, currentUserId, error }: UsersTabProps) {
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading" className="text-xl font-semibold">
        Users
      </h2>
      <ActionAlert error={error} />
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Search accounts
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder="Username, name or email"
            className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
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
          <Form method="post">
            <input type="hidden" name="id" value={user.id} />
            <Button
              type="submit"
              name="intent"
              value={user.isAdmin ? "revoke-admin" : "grant-admin"}
              variant="outline"
              size="sm"
              aria-label={`${user.isAdmin ? "Revoke admin from" : "Make admin"} ${user.username}`}
            >
              {user.isAdmin ? "Revoke admin" : "Make admin"}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="id" value={user.id} />
            <Button
              type="submit"
              name="intent"
              value="sign-out"
              variant="outline"
              size="sm"
              aria-label={`End all sessions of ${user.username}`}
            >
              End sessions ({user.sessionCount})
            </Button>
          </Form>
          <ConfirmDelete
            label="Delete…"
            question={`Delete the account ${user.username} and sign it out everywhere? This cannot be undone.`}
            confirm={
              <Form method="post">
                <input type="hidden" name="id" value={user.id} />
                <Button type="submit" name="intent" value="delete" size="sm">
                  Delete account
                </Button>
              </Form>
            }
          />
        </div>
      </td>
    </tr>
  );
}
