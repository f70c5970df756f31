-- First-party analytics (docs/decisions/047-first-party-analytics.md): daily totals the site
-- counts itself, with nothing about a person, and the events it may send to Google Analytics
-- when a visitor has consented. Only adds (decision 023).

-- One row per UTC day, metric and key (a path, a converter key, an endpoint, a query that found
-- nothing; '' for a day's total). Written only as `count = count + excluded.count` upserts, so
-- concurrent writers add up and lose nothing.
CREATE TABLE IF NOT EXISTS analytics_daily (
  -- 'YYYY-MM-DD', UTC
  day TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (
    metric IN ('page_view', 'conversion', 'search', 'search_miss', 'api_request')
  ),
  key TEXT NOT NULL DEFAULT '' CHECK (length(key) <= 200),
  count INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (day, metric, key)
) WITHOUT ROWID;

-- The Google Analytics events of the spec, one row per kind, seeded with its defaults. They
-- decide which events the browser sends to GA (only after analytics consent), and as what.
CREATE TABLE IF NOT EXISTS analytics_events (
  event TEXT PRIMARY KEY NOT NULL CHECK (
    event IN ('converter_use', 'search', 'page_view', 'click')
  ),
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  action TEXT NOT NULL,
  label TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

INSERT OR IGNORE INTO analytics_events (event, name, category, action, label, enabled) VALUES
  ('converter_use', 'converter_use', 'conversion', 'convert', '', 1),
  ('search', 'search', 'engagement', 'search', '', 1),
  ('page_view', 'page_view', 'navigation', 'view', '', 1),
  ('click', 'converter_click', 'engagement', 'click', '', 1);
