import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { StoredMessage } from "~/models/message";
import { ActionAlert, ConfirmDelete } from "./action-alert";
import { formatUtc } from "./tabs";

export interface MessagesTabProps {
  messages: StoredMessage[];
  filter: { kind?: string; handled?: boolean };
  error?: string;
}

const selectClass =
  "h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900";

/**
 * The Messages tab: what visitors sent, newest first, filtered by a GET form; each message has
 * POST forms to mark it (un)handled and to delete it (asked first). Text is rendered as text.
 */
export function MessagesTab({ messages, filter, error }: MessagesTabProps) {
  const handled = filter.handled === undefined ? "" : String(filter.handled);
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-xl font-semibold">
        Messages
      </h2>
      <ActionAlert error={error} />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Kind
          <select name="kind" defaultValue={filter.kind ?? ""} className={selectClass}>
            <option value="">All kinds</option>
            <option value="contact">Contact</option>
            <option value="bug-report">Bug report</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select name="handled" defaultValue={handled} className={selectClass}>
            <option value="">All</option>
            <option value="false">Unhandled</option>
            <option value="true">Handled</option>
          </select>
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
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <Button
              type="submit"
              name="intent"
              value={isHandled ? "unhandled" : "handled"}
              variant="outline"
              size="sm"
            >
              {isHandled ? "Mark unhandled" : "Mark handled"}
            </Button>
          </Form>
          <ConfirmDelete
            label="Delete…"
            question="Delete this message? This cannot be undone."
            confirm={
              <Form method="post">
                <input type="hidden" name="id" value={message.id} />
                <Button type="submit" name="intent" value="delete" size="sm">
                  Delete message
                </Button>
              </Form>
            }
          />
        </div>
      </article>
    </Card>
  );
}
