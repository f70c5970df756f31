-- One article per converter (docs/decisions/042-converter-articles.md): written by admins in the
-- dashboard's Blog Content tab, shown on the converter's page once published. Content is markdown;
-- it is rendered and sanitized on the server when read, like blog posts.
CREATE TABLE IF NOT EXISTS converter_articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- the converter's key in the catalogue ("length"): at most one article per converter
  converter_key TEXT NOT NULL UNIQUE,
  -- the converter page's slug ("length-converter"): the article's address in /api/blogs/{slug}
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  meta_description TEXT NOT NULL DEFAULT '' CHECK (length(meta_description) <= 160),
  is_published INTEGER NOT NULL DEFAULT 1 CHECK (is_published IN (0, 1)),
  -- the name of the admin who created it, as shown then
  author TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
