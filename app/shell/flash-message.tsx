import { CircleCheck } from "~/components/icons";
import { useEffect } from "react";
import { Container } from "~/components/ui/container";
import type { Flash } from "~/utils/flash";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * Shows the message a redirect carried (signed in, signed up, signed out): a toast once
 * JavaScript runs, a status line at the top of the page until then (or without it).
 */
export function FlashMessage({ flash }: { flash: Flash | null }) {
  const hydrated = useHydrated();
  const id = flash?.id;
  const title = flash?.title;
  const description = flash?.description;

  useEffect(() => {
    if (!hydrated || !title || !description) return;
    toast({ title, description });
  }, [hydrated, id, title, description]);

  if (hydrated || !flash) return null;
  const message = flash;
  return (
    <Container className="pt-4">
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
      >
        <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        {message.description}
      </p>
    </Container>
  );
}
