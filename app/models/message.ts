/** A stored message as the admin dashboard and its JSON API see it. */
export interface StoredMessage {
  id: number;
  kind: "contact" | "bug-report";
  name: string;
  email: string;
  subject: string;
  body: string;
  pageUrl: string | null;
  createdAt: string;
  handledAt: string | null;
}
