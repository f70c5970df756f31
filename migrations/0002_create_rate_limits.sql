-- Fixed-window counters behind every rate limit (contact and bug-report forms now, login
-- throttling later). One row per key, e.g. 'contact:203.0.113.7'; rows whose window has ended
-- are deleted as new hits arrive, so the table stays as small as the set of active keys.
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY NOT NULL,
  -- hits counted in the current window
  count INTEGER NOT NULL,
  -- when the current window ends, in Unix milliseconds
  reset_at INTEGER NOT NULL
);

CREATE INDEX IF NOT EXISTS rate_limits_reset_at ON rate_limits (reset_at);
