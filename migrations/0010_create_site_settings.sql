-- Site-wide settings of the dashboard's Settings tab (docs/decisions/046-site-settings.md):
-- one row per group, its value JSON. Only adds (decision 023).

CREATE TABLE IF NOT EXISTS site_settings (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
