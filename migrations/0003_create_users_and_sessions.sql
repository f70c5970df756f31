-- Optional accounts (issue 5). Usernames are unique without regard to case: the column's NOCASE
-- collation makes both the UNIQUE index and every `username = ?` lookup case-insensitive
-- (usernames are ASCII letters, digits, '_' and '-', which NOCASE folds fully).
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY NOT NULL,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT,
  last_name TEXT,
  email TEXT,
  -- '$scrypt$ln=…,r=…,p=…$<salt>$<hash>': the string names its algorithm and parameters
  password_hash TEXT NOT NULL,
  -- granted only by `npm run admin:grant -- <username>`; there is no default admin
  is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  password_changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Revocable sessions. The cookie holds a random token; only its SHA-256 (hex) is stored here, so
-- a leaked table cannot be replayed as cookies. Deleting a row signs that session out.
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- sliding expiry, in Unix milliseconds
  expires_at INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS sessions_user_id ON sessions (user_id);
CREATE INDEX IF NOT EXISTS sessions_expires_at ON sessions (expires_at);
