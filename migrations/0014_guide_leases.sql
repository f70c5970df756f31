-- Who holds a guide's request, and until when (docs/decisions/060-guide-leases.md): the claim a
-- queue message carries while it waits, then the attempt of the consumer writing it. A request
-- whose lease has run out (its message lost, its consumer dead) is queued again by the nightly
-- job and 'Generate all'; a message or a writer that no longer holds it changes nothing. Only
-- adds (decision 023): rows queued before this have no lease, which counts as run out.
ALTER TABLE converter_guides ADD COLUMN lease_id TEXT;
ALTER TABLE converter_guides ADD COLUMN lease_expires_at TEXT;
