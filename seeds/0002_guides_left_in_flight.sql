-- Guides a previous local run left queued or generating: the local queue did not survive the
-- restart, so their messages are gone. Their leases end now, and the nightly job `npm start`
-- fires (or 'Generate all') queues them again at once (docs/decisions/060-guide-leases.md).
-- Idempotent; a message still on its way when this runs writes nothing.
UPDATE converter_guides SET lease_expires_at = NULL WHERE queued_at IS NOT NULL;
