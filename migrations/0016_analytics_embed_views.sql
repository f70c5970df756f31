-- Embedded converters are counted by the site that framed them (docs/decisions/079-embeds.md):
-- a new metric, 'embed_view', whose key is that site's host ('' when the browser sent none).
-- SQLite cannot widen a CHECK in place, so the table is rebuilt (decision 023): nothing
-- references it, and every row is copied. The code before this migration writes only the older
-- metrics, which the new CHECK still allows.
CREATE TABLE analytics_daily_next (
  -- 'YYYY-MM-DD', UTC
  day TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (
    metric IN ('page_view', 'conversion', 'search', 'search_miss', 'api_request', 'embed_view')
  ),
  key TEXT NOT NULL DEFAULT '' CHECK (length(key) <= 200),
  count INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (day, metric, key)
) WITHOUT ROWID;

INSERT INTO analytics_daily_next (day, metric, key, count)
  SELECT day, metric, key, count FROM analytics_daily;

DROP TABLE analytics_daily;

ALTER TABLE analytics_daily_next RENAME TO analytics_daily;
