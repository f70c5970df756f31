-- What a signed-in visitor keeps (docs/decisions/052-what-visitors-keep.md): each converter's
-- last units and precision, the recent conversions and the favourites. Every row belongs to an
-- account and is deleted with it. Times are Unix milliseconds. Only adds (decision 023).

CREATE TABLE IF NOT EXISTS user_preferences (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  converter TEXT NOT NULL CHECK (length(converter) BETWEEN 1 AND 80),
  from_unit TEXT NOT NULL CHECK (length(from_unit) BETWEEN 1 AND 64),
  to_unit TEXT NOT NULL CHECK (length(to_unit) BETWEEN 1 AND 64),
  precision INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, converter)
) WITHOUT ROWID;

-- One row per distinct conversion (a repeat moves it to the top), at most 20 per account.
CREATE TABLE IF NOT EXISTS user_history (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  converter TEXT NOT NULL CHECK (length(converter) BETWEEN 1 AND 80),
  value TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 64),
  from_unit TEXT NOT NULL CHECK (length(from_unit) BETWEEN 1 AND 64),
  to_unit TEXT NOT NULL CHECK (length(to_unit) BETWEEN 1 AND 64),
  at INTEGER NOT NULL,
  PRIMARY KEY (user_id, converter, value, from_unit, to_unit)
) WITHOUT ROWID;

CREATE INDEX IF NOT EXISTS user_history_user_at ON user_history (user_id, at);

-- A starred converter has '' units; a starred pair names both.
CREATE TABLE IF NOT EXISTS user_favourites (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  converter TEXT NOT NULL CHECK (length(converter) BETWEEN 1 AND 80),
  from_unit TEXT NOT NULL DEFAULT '' CHECK (length(from_unit) <= 64),
  to_unit TEXT NOT NULL DEFAULT '' CHECK (length(to_unit) <= 64),
  added_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, converter, from_unit, to_unit)
) WITHOUT ROWID;
