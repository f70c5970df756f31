import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { HONEYPOT_NAME } from "~/utils/honeypot";
import {
  createMessage,
  MESSAGE_RATE_LIMIT,
  messageRateLimitKey,
  type MessageKind,
  type NewMessage,
} from "~/models/message.server";
import { getDatabase } from "~/server-context";
import { clientAddress } from "~/utils/client-address.server";
import { fieldErrors, isHoneypotFilled, readFormFields } from "~/utils/form.server";

import { MESSAGE_LIMITS } from "~/messages/limits";
import type { MessageFormResult } from "~/messages/result";
import { consumeRateLimit, retryAfterHeaders, retryAfterText } from "~/models/rate-limit.server";
import { Refusal } from "~/utils/refusal.server";

/**
 * The action behind the contact and bug-report forms: read the post, drop bots, validate, limit
 * each address, store the message. The data it returns is what the forms' pages show.
 */

export interface MessageForm<Field extends string, Greeting extends Field, Message> {
  kind: MessageKind;
  fields: readonly Field[];
  schema: z.ZodType<Message>;
  /** the field whose value the page thanks the sender by, also the key it is returned under */
  greetingField: Greeting;
  /** `retryAfter` is e.g. "in about 42 minutes" */
  rateLimitedMessage: (retryAfter: string) => string;
  toNewMessage: (message: Message, request: Request) => Omit<NewMessage, "kind">;
}

export async function submitMessageForm<
  Field extends string,
  Greeting extends Field,
  Message extends Record<Greeting, string>,
>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: MessageForm<Field, Greeting, Message>,
) {
  type Result = MessageFormResult<Field, Greeting>;
  let posted: Record<Field | typeof HONEYPOT_NAME, string>;
  try {
    posted = await readFormFields(request, [...form.fields, HONEYPOT_NAME]);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return data<Result>({ status: "refused", message: error.message }, { status: error.status });
  }
  const values = pickValues(posted, form.fields);
  // A bot filled the hidden field: tell it all went well and keep nothing.
  if (isHoneypotFilled(posted)) {
    const typed = values[form.greetingField].trim().slice(0, MESSAGE_LIMITS.name);
    return sent<Field, Greeting>(form.greetingField, typed || "there");
  }

  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<Field>(parsed.error);
    return data<Result>({ status: "invalid", errors, values }, { status: 400 });
  }

  // Only well-formed messages count against the limit: fixing a typo costs nothing.
  const db = getDatabase(context);
  const limit = await consumeRateLimit(
    db,
    messageRateLimitKey(form.kind, clientAddress(request)),
    MESSAGE_RATE_LIMIT,
  );
  if (!limit.allowed) {
    const message = form.rateLimitedMessage(retryAfterText(limit));
    return data<Result>(
      { status: "rate-limited", message, values },
      { status: 429, headers: retryAfterHeaders(limit) },
    );
  }

  await createMessage(db, { kind: form.kind, ...form.toNewMessage(parsed.data, request) });
  return sent<Field, Greeting>(form.greetingField, parsed.data[form.greetingField]);
}

function pickValues<Field extends string>(
  posted: Record<Field, string>,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((name) => [name, posted[name]])) as Record<Field, string>;
}

function sent<Field extends string, Greeting extends Field>(greetingField: Greeting, name: string) {
  // A computed key widens to `string`; the one key written is exactly `greetingField`.
  const greeting = { [greetingField]: name } as Record<Greeting, string>;
  return data<MessageFormResult<Field, Greeting>>({ status: "sent", ...greeting });
}
