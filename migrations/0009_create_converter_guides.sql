-- One AI-written guide per converter (docs/decisions/044-converter-guides.md): written by a
-- queue consumer (Workers AI, or the local writer offline), every stated conversion checked by
-- the engine before it is published. Content is sanitized HTML, rendered from the writer's
-- markdown when it is stored.
CREATE TABLE IF NOT EXISTS converter_guides (
  -- the converter's key in the catalogue ("length"); its address is the converter's slug
  converter_key TEXT NOT NULL PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'generating', 'published', 'draft', 'failed')),
  meta_title TEXT NOT NULL DEFAULT '' CHECK (length(meta_title) <= 60),
  meta_description TEXT NOT NULL DEFAULT '' CHECK (length(meta_description) <= 160),
  -- sanitized HTML
  content TEXT NOT NULL DEFAULT '',
  -- JSON array of strings
  keywords TEXT NOT NULL DEFAULT '[]',
  image_prompt TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  -- 0 once an admin has edited the text
  is_generated INTEGER NOT NULL DEFAULT 1 CHECK (is_generated IN (0, 1)),
  -- JSON array of { type, title, description, placement }
  visual_elements TEXT NOT NULL DEFAULT '[]',
  -- who wrote it: a Workers AI model id, or "local-writer@N"; the prompt's version
  model TEXT,
  prompt_version INTEGER,
  -- a hash of the facts it was written from: a change in the catalogue makes the guide stale
  facts_hash TEXT,
  -- JSON { checked, problems: [{ sentence, stated, computed }] } of the last fact-check
  fact_check TEXT,
  -- why the last attempt failed, while it did
  failure TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  queued_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX IF NOT EXISTS converter_guides_status ON converter_guides (status);

-- Paid writer calls per UTC day, counted against the daily budget (GUIDE_DAILY_BUDGET).
CREATE TABLE IF NOT EXISTS guide_writer_usage (
  day TEXT NOT NULL PRIMARY KEY,
  calls INTEGER NOT NULL DEFAULT 0 CHECK (calls >= 0)
);
