import type { CalculationEntry, Favourite, HistoryEntry, UnitsPreference } from "./visitor-data";

/** The signed-in user as pages, the header and the JSON API see it (no password hash). */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  /** the language chosen with the switcher, if any (decision 080) */
  language?: string | null;
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

/** What an account's owner downloads with 'Download my data': no hashes, no session tokens. */
export interface AccountExport {
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isAdmin: boolean;
  createdAt: string;
  passwordChangedAt: string;
  /** the language chosen with the switcher, or null */
  language: string | null;
  /** when its newest stored session began, or null */
  lastSignInAt: string | null;
  /** the account's sessions (one per signed-in browser), newest first */
  sessions: { createdAt: string; expiresAt: string }[];
  /**
   * what the account keeps (decision 052): each converter's units, recent conversions and
   * calculations, favourites
   */
  preferences: UnitsPreference[];
  history: HistoryEntry[];
  calculations: CalculationEntry[];
  favourites: Favourite[];
}
