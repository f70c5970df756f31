/**
 * What the contact and bug-report action (message-form.server.ts) answers, as the page shows
 * it: one type for both sides, in a module the browser may import.
 */
export type MessageFormResult<Field extends string, Greeting extends string> =
  | { status: "refused"; message: string }
  | { status: "invalid"; errors: Partial<Record<Field, string>>; values: Record<Field, string> }
  | { status: "rate-limited"; message: string; values: Record<Field, string> }
  | ({ status: "sent" } & Record<Greeting, string>);
