/** The admin audit trail's entries as pages and the JSON API see them. */

/** Who made a change: a snapshot of the admin at the time. */
export interface AuditActor {
  id: string;
  username: string;
}

export type AuditEntityType = "message" | "user" | "converter" | "category";

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
