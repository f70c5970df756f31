-- The AdSense tab's ad slots (issue 15, docs/decisions/048-ad-slots.md): where the public pages
-- show an ad unit and of what shape. Only adds (decision 023).

CREATE TABLE IF NOT EXISTS ad_slots (
  -- the three seeded slots have readable ids; added ones a random one ("ad-5f3c9a1e")
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL,
  -- the ad unit's id in the AdSense account: digits only
  slot TEXT NOT NULL CHECK (slot <> '' AND slot NOT GLOB '*[^0-9]*'),
  format TEXT NOT NULL CHECK (format IN ('auto', 'rectangle', 'vertical', 'horizontal')),
  size TEXT NOT NULL DEFAULT 'auto'
    CHECK (size IN ('auto', '728x90', '300x250', '320x50', '160x600', '300x600', 'responsive')),
  placement TEXT NOT NULL DEFAULT 'content'
    CHECK (placement IN ('header', 'sidebar', 'footer', 'content', 'mobile')),
  enabled INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The spec's three slots, off until an operator enters the slot ids of their own account (a slot
-- id of zeros cannot be turned on).
INSERT OR IGNORE INTO ad_slots (id, name, slot, format, size, placement, enabled, created_at) VALUES
  ('header-banner', 'Header banner', '0000000000', 'horizontal', '728x90', 'header', 0,
    '2026-11-26T00:00:00.000Z'),
  ('sidebar-square', 'Sidebar square', '0000000000', 'rectangle', '300x250', 'sidebar', 0,
    '2026-11-26T00:00:01.000Z'),
  ('mobile-banner', 'Mobile banner', '0000000000', 'horizontal', '320x50', 'mobile', 0,
    '2026-11-26T00:00:02.000Z');
