import type { AuditEntry } from "~/models/audit";
import { formatUtc } from "./tabs";

/** What the audit trail holds of one item: who changed what, when, newest first. */
export function AuditHistory({ entries, label }: { entries: AuditEntry[]; label: string }) {
  return (
    <section aria-label={`History of ${label}`} className="mt-6">
      <h4 className="font-semibold">History</h4>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          No admin has changed it yet.
        </p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <p>
                <span className="font-medium">{entry.action}</span> by {entry.actorUsername},{" "}
                {formatUtc(entry.createdAt)}
              </p>
              <ChangedFields before={entry.before} after={entry.after} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The fields whose values differ between before and after, as "field: old → new". */
function ChangedFields({ before, after }: { before: unknown; after: unknown }) {
  const old = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]),
  );
  if (keys.length === 0) return null;
  const show = (value: unknown) => (value === undefined ? "—" : JSON.stringify(value));
  return (
    <ul className="mt-1 text-slate-700 dark:text-slate-300">
      {keys.map((key) => (
        <li key={key} className="break-all">
          {key}: {show(old[key])} → {show(now[key])}
        </li>
      ))}
    </ul>
  );
}
