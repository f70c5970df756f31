import { Check, Copy } from "~/components/copy-icons";
import { Button } from "~/components/ui/button";
import type { Translate } from "~/i18n/localization";
import { cn } from "~/utils/cn";
import { useClipboard } from "~/utils/use-clipboard";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The converter's copy button (its result, or its quick-reference table), once the page has
 * hydrated: it needs JavaScript. It ticks for 2 s after a copy. A component of its own, so what
 * holds it does not render again when the page hydrates or when it ticks (decision 092).
 * `iconOnly`: the result's square button, its words in its name; else the words show.
 */
export function CopyButton({
  t,
  text,
  label,
  disabled = false,
  iconOnly = false,
}: {
  t: Translate<"converter">;
  text: string;
  label: "copyResult" | "copyTable";
  disabled?: boolean;
  iconOnly?: boolean;
}) {
  const hydrated = useHydrated();
  const { copied, copy } = useClipboard();
  if (!hydrated) return null;
  const words = t(copied ? "copied" : label);
  const icon = cn(iconOnly ? "h-5 w-5" : "h-4 w-4", copied && "text-green-600");
  return (
    <Button
      variant="outline"
      size={iconOnly ? "icon" : "sm"}
      className={iconOnly ? "h-12 w-12 shrink-0" : undefined}
      disabled={disabled}
      onClick={() => void copy(text)}
      aria-label={iconOnly ? words : undefined}
      title={iconOnly ? t(label) : undefined}
    >
      {copied ? (
        <Check aria-hidden="true" className={icon} />
      ) : (
        <Copy aria-hidden="true" className={icon} />
      )}
      {!iconOnly && words}
    </Button>
  );
}
