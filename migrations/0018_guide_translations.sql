-- A converter guide's translations (docs/decisions/082-guide-translations.md): one per converter
-- and language, translated from the published English guide by a writer that translates
-- (Workers AI), and shown only when it kept every figure of the English guide and still
-- translates the English guide as it is now (`source_hash`).
CREATE TABLE IF NOT EXISTS converter_guide_translations (
  converter_key TEXT NOT NULL,
  -- a language code of app/i18n/languages.ts other than English
  language TEXT NOT NULL CHECK (language IN ('es', 'de', 'fr', 'pt-br', 'ja')),
  -- published: kept every figure; draft: changed some (see problems), never shown;
  -- failed: no attempt succeeded (see failure)
  status TEXT NOT NULL CHECK (status IN ('published', 'draft', 'failed')),
  meta_title TEXT NOT NULL DEFAULT '' CHECK (length(meta_title) <= 60),
  meta_description TEXT NOT NULL DEFAULT '' CHECK (length(meta_description) <= 160),
  -- sanitized HTML
  content TEXT NOT NULL DEFAULT '',
  -- a hash of the English guide's title, description and content it was translated from
  source_hash TEXT NOT NULL,
  -- the model that translated it
  model TEXT,
  -- JSON array of { kind, value, english, translated }: what it changed of the English guide
  problems TEXT NOT NULL DEFAULT '[]',
  -- why the last attempt failed, while it did
  failure TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (converter_key, language)
);
