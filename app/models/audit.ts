/** The admin audit trail's entries as pages and the JSON API see them. */

/** Who made a change: a snapshot of the admin at the time. */
export interface AuditActor {
  id: string;
  username: string;
}

/** What the audit trail records changes of. */
export const AUDIT_ENTITY_TYPES = [
  "message",
  "user",
  "converter",
  "category",
  "converter-article",
  "converter-guide",
  "settings",
  "ad-slot",
  "analytics-events",
] as const;

export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export interface AuditEntry {
  id: number;
  createdAt: string;
  actorId: string;
  actorUsername: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}
