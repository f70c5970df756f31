import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormAlert, Select } from "~/components/ui/field";
import type { StoredMessage } from "~/models/message";
import { ConfirmDelete, IntentButton } from "./row-actions";
import { formatUtc } from "./tabs";

/**
 * The Messages tab: what visitors sent, newest first, filtered by a GET form; each message has
 * POST forms to mark it (un)handled and to delete it (asked first). Text is rendered as text.
 */
export function MessagesTab({
  messages,
  filter,
  limit,
  error,
}: {
  messages: StoredMessage[];
  filter: { kind?: string; handled?: boolean };
  /** the most the list shows: at that length, older messages are left out */
  limit: number;
  error?: string;
}) {
  const handled = filter.handled === undefined ? "" : String(filter.handled);
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-xl font-semibold">
        Messages
      </h2>
      {error ? <FormAlert title={error} className="mt-4" /> : null}
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Kind
          <Select name="kind" defaultValue={filter.kind ?? ""} className="w-auto">
            <option value="">All kinds</option>
            <option value="contact">Contact</option>
            <option value="bug-report">Bug report</option>
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <Select name="handled" defaultValue={handled} className="w-auto">
            <option value="">All</option>
            <option value="false">Unhandled</option>
            <option value="true">Handled</option>
          </Select>
        </label>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      {messages.length === 0 ? (
        <p className="mt-6 text-slate-700 dark:text-slate-300">No messages.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
      {messages.length >= limit ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          Only the newest {limit} messages are shown: filter by kind or status to see others.
        </p>
      ) : null}
    </section>
  );
}

function MessageCard({ message }: { message: StoredMessage }) {
  const isHandled = message.handledAt !== null;
  return (
    <Card className="p-5">
      <article aria-labelledby={`message-${message.id}`}>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium dark:bg-slate-800">
            {message.kind === "contact" ? "Contact" : "Bug report"}
          </span>
          <span
            className={
              isHandled
                ? "rounded-full bg-green-100 px-2 py-0.5 font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
                : "rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            }
          >
            {isHandled ? `Handled ${formatUtc(message.handledAt)}` : "Unhandled"}
          </span>
          <time dateTime={message.createdAt} className="text-slate-600 dark:text-slate-400">
            {formatUtc(message.createdAt)}
          </time>
        </div>
        <h3 id={`message-${message.id}`} className="mt-2 text-lg font-semibold break-words">
          {message.subject}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          From {message.name} &lt;{message.email}&gt;
        </p>
        {message.pageUrl ? (
          <p className="text-sm break-all text-slate-700 dark:text-slate-300">
            About: {message.pageUrl}
          </p>
        ) : null}
        <p className="mt-3 break-words whitespace-pre-wrap">{message.body}</p>
        <div className="mt-4 flex flex-wrap items-start gap-2">
          <IntentButton
            id={message.id}
            intent={isHandled ? "unhandled" : "handled"}
            variant="outline"
          >
            {isHandled ? "Mark unhandled" : "Mark handled"}
          </IntentButton>
          <ConfirmDelete
            id={message.id}
            question="Delete this message? This cannot be undone."
            confirm="Delete message"
          />
        </div>
      </article>
    </Card>
  );
}
