/** The forms a message comes from (the `messages.kind` column's values). */
export const MESSAGE_KINDS = ["contact", "bug-report"] as const;

/** A stored message as the admin dashboard and its JSON API see it. */
export interface StoredMessage {
  id: number;
  kind: (typeof MESSAGE_KINDS)[number];
  name: string;
  email: string;
  subject: string;
  body: string;
  pageUrl: string | null;
  createdAt: string;
  handledAt: string | null;
}
