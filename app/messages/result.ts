import type { FormReply } from "~/utils/form-reply";

/**
 * What the contact and bug-report action (message-form.server.ts) answers, as the page shows
 * it: the thanks once sent, or conform's reply to a refused form (decision 067).
 */
export type MessageSent<Greeting extends string> = { status: "sent" } & Record<Greeting, string>;

export type MessageFormResult<Greeting extends string> = MessageSent<Greeting> | FormReply;
