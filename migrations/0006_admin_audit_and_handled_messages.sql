-- The admin dashboard, part 1 (issue 13). Only adds (decision 023: widen, then narrow).

-- Messages an admin has dealt with: null while unhandled.
ALTER TABLE messages ADD COLUMN handled_at TEXT;

-- One row per admin mutation, written in the same batch as the change
-- (docs/decisions/041-admin-audit-trail.md). The actor is a snapshot, not a foreign key, so the
-- trail outlives deleted accounts; before/after hold JSON (null where the entity did not exist).
CREATE TABLE IF NOT EXISTS audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id TEXT NOT NULL,
  actor_username TEXT NOT NULL,
  action TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id TEXT NOT NULL,
  before TEXT,
  after TEXT
);

CREATE INDEX IF NOT EXISTS audit_log_entity ON audit_log (entity_type, entity_id, created_at DESC);
CREATE INDEX IF NOT EXISTS audit_log_created_at ON audit_log (created_at DESC);
