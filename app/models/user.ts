/** The signed-in user as pages, the header and the JSON API see it (no password hash). */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
}

/** An account as the admin dashboard's Users tab and its JSON API list it. */
export interface AdminUserView {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  createdAt: string;
  /** when its newest stored session began (ended sessions are pruned), or null */
  lastSignInAt: string | null;
  /** how many sessions it has right now */
  sessionCount: number;
}
