-- The recent calculations a signed-in visitor keeps (docs/decisions/052-what-visitors-keep.md),
-- beside the recent conversions of 0013: one row per distinct expression (a repeat moves it to
-- the top), at most 20 per account, deleted with the account. Only adds (decision 023).

CREATE TABLE IF NOT EXISTS user_calculations (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  query TEXT NOT NULL CHECK (length(query) BETWEEN 1 AND 300),
  at INTEGER NOT NULL,
  PRIMARY KEY (user_id, query)
) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS user_calculations_user_at ON user_calculations (user_id, at);
