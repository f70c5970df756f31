import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

/** A row's action: a POST form of `id` and `intent`, the button being the whole form. */
export function IntentButton({
  id,
  intent,
  size = "sm",
  ...button
}: { id: string | number; intent: string } & Omit<ButtonProps, "id" | "type" | "name" | "value">) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} size={size} {...button} />
    </Form>
  );
}

/**
 * The delete of row `id` that asks first, without JavaScript: its button (`confirm`) sits inside
 * a closed <details>.
 */
export function ConfirmDelete({
  id,
  question,
  confirm,
}: {
  id: string | number;
  question: string;
  confirm: ReactNode;
}) {
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950">
        Delete…
      </summary>
      <div className="mt-2 rounded-lg border border-red-200 p-3 text-sm dark:border-red-900">
        <p>{question}</p>
        <div className="mt-2">
          <IntentButton id={id} intent="delete">
            {confirm}
          </IntentButton>
        </div>
      </div>
    </details>
  );
}
