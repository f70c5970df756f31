-- Blog posts (docs/product.md#entities): written by admins in the editor on /blog, read by everyone
-- once published. Content is markdown; it is rendered and sanitized on the server when read.
CREATE TABLE IF NOT EXISTS blog_posts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- the post's URL: /blog/{slug}; lowercase letters, digits and single hyphens
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  content TEXT NOT NULL,
  meta_description TEXT NOT NULL DEFAULT '',
  author TEXT NOT NULL DEFAULT 'UnitWise Team',
  -- a JSON array of strings, trimmed and without duplicates
  tags TEXT NOT NULL DEFAULT '[]',
  category TEXT NOT NULL DEFAULT 'General',
  -- /images/… (our R2 bucket) or an https URL; NULL when the post has none
  featured_image_url TEXT,
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  -- set when the post is first published and kept afterwards
  published_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The public list: published posts, newest first.
CREATE INDEX IF NOT EXISTS blog_posts_published ON blog_posts (is_published, published_at DESC);
