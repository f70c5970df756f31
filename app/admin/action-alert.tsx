import type { ReactNode } from "react";

/** A tab action's refusal (400, 404, 409), shown above the tab's content. */
export function ActionAlert({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {error}
    </p>
  );
}

/** A delete that asks first, without JavaScript: the button sits inside a closed <details>. */
export function ConfirmDelete({
  label,
  question,
  confirm,
}: {
  label: string;
  question: string;
  confirm: ReactNode;
}) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950">
        {label}
      </summary>
      <div className="mt-2 rounded-lg border border-red-200 p-3 text-sm dark:border-red-900">
        <p>{question}</p>
        <div className="mt-2">{confirm}</div>
      </div>
    </details>
  );
}
