/** The name people see: "Ada Lovelace", or the username when no name was given. */
export function displayName(user: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username;
}
