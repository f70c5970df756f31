-- The converter catalogue's changes and added converters (issue 13,
-- docs/decisions/043-catalogue-in-d1.md). Only adds (decision 023).

CREATE TABLE IF NOT EXISTS catalogue_converters (
  key TEXT PRIMARY KEY NOT NULL,
  builtin INTEGER NOT NULL CHECK (builtin IN (0, 1)),
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  category TEXT NOT NULL,
  popular INTEGER NOT NULL CHECK (popular IN (0, 1)),
  unit_count_text TEXT,
  position INTEGER,
  hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
  unit_ids TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- an added converter lists its units; a built-in one takes them from the code
  CHECK ((builtin = 1) = (unit_ids IS NULL))
);

CREATE TABLE IF NOT EXISTS catalogue_categories (
  key TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  icon TEXT NOT NULL,
  position INTEGER NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE IF NOT EXISTS converter_slug_redirects (
  old_slug TEXT PRIMARY KEY NOT NULL,
  converter_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Changes with every write above; requests compare it with the version their instance holds.
CREATE TABLE IF NOT EXISTS catalogue_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version TEXT NOT NULL
);
INSERT OR IGNORE INTO catalogue_version (id, version) VALUES (1, 'initial');
