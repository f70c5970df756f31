-- The language a signed-in visitor chose with the language switcher
-- (docs/decisions/080-languages.md): offered to them on English pages. NULL: none chosen.
-- Only adds (decision 023).

ALTER TABLE users ADD COLUMN language TEXT
  CHECK (language IS NULL OR language IN ('en', 'es', 'de', 'fr', 'pt-br', 'ja'));
