/** The signed-in user as pages, the header and the JSON API see it (no password hash). */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
}
