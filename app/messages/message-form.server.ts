import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  createMessage,
  MESSAGE_RATE_LIMIT,
  messageRateLimitKey,
  type MessageKind,
  type NewMessage,
} from "~/models/message.server";
import { getDatabase } from "~/server-context";
import { clientAddress } from "~/utils/client-address.server";
import { submitForm } from "~/utils/form.server";

import { MESSAGE_LIMITS } from "~/messages/limits";
import type { MessageSent } from "~/messages/result";
import { consumeRateLimit, retryAfterHeaders } from "~/models/rate-limit.server";
import type { Translate } from "~/i18n/localization";
import { Refusal } from "~/utils/refusal.server";

/**
 * The action behind the contact and bug-report forms: read the post, drop bots, validate, limit
 * each address, store the message. A refusal is conform's reply (decision 067); once sent, the
 * page thanks the sender by the greeting field.
 */

export interface MessageForm<Greeting extends string, Message> {
  kind: MessageKind;
  schema: z.ZodType<Message>;
  /** the field whose value the page thanks the sender by, also the key it is returned under */
  greetingField: Greeting;
  /** `retryAfter` is e.g. "in about 42 minutes", in the page's language */
  rateLimitedMessage: (retryAfter: string) => string;
  /** the page's words (`support`): how long to wait is said in its language */
  t: Translate<"support">;
  toNewMessage: (message: Message, request: Request) => Omit<NewMessage, "kind">;
}

export async function submitMessageForm<
  Greeting extends string,
  Message extends Record<Greeting, string>,
>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  form: MessageForm<Greeting, Message>,
) {
  return submitForm(
    request,
    form.schema,
    async (message) => {
      // Only well-formed messages count against the limit: fixing a typo costs nothing.
      const db = getDatabase(context);
      const limit = await consumeRateLimit(
        db,
        messageRateLimitKey(form.kind, clientAddress(request)),
        MESSAGE_RATE_LIMIT,
      );
      if (!limit.allowed) {
        const message = form.rateLimitedMessage(retryAfter(form.t, limit.retryAfterSeconds));
        throw new Refusal(429, message, retryAfterHeaders(limit));
      }
      await createMessage(db, { kind: form.kind, ...form.toNewMessage(message, request) });
      return sent(form.greetingField, message[form.greetingField]);
    },
    {
      // A bot filled the hidden field: tell it all went well and keep nothing.
      onBot: (posted) => {
        const typed = posted.get(form.greetingField);
        const name = typeof typed === "string" ? typed.trim().slice(0, MESSAGE_LIMITS.name) : "";
        return sent(form.greetingField, name || "there");
      },
    },
  );
}

/** "in about 42 minutes", in a language. */
function retryAfter(t: Translate<"support">, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return t("formRetryMinute");
  if (minutes < 90) return t("formRetryMinutes", { minutes });
  return t("formRetryHours", { hours: Math.round(minutes / 60) });
}

function sent<Greeting extends string>(greetingField: Greeting, name: string) {
  // A computed key widens to `string`; the one key written is exactly `greetingField`.
  const greeting = { [greetingField]: name } as Record<Greeting, string>;
  return data<MessageSent<Greeting>>({ status: "sent", ...greeting });
}
