import { Check, Copy } from "lucide-react";
import { useClipboard } from "~/utils/use-clipboard";
import { toast } from "~/utils/toast";
import { useHydrated } from "~/utils/use-hydrated";
import { useT } from "~/i18n/localization";

/** A block of code with a copy button that confirms with a toast (docs/product.md#api-docs). */
export function CodeBlock({
  code,
  label,
  ...data
}: { code: string; label: string } & Record<`data-${string}`, string>) {
  const hydrated = useHydrated();
  const { copied, copy } = useClipboard();
  // The API documentation page's words (the only page with code blocks).
  const t = useT("api-docs");
  return (
    <div className="relative">
      {/* A named group: `pre` alone may not carry a name (its role is generic); focusable so a
          keyboard can scroll it. */}
      <pre
        role="group"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-100 dark:bg-slate-950"
        {...data}
      >
        <code>{code}</code>
      </pre>
      {hydrated && (
        <button
          type="button"
          onClick={async () => {
            if (await copy(code)) {
              toast({ title: t("codeCopiedTitle"), description: t("codeCopiedText") });
            }
          }}
          aria-label={t("codeCopy", { label })}
          className="absolute top-2 right-2 rounded-md bg-slate-700 p-1.5 text-slate-100 hover:bg-slate-600"
        >
          {copied ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      )}
    </div>
  );
}
