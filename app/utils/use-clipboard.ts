import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Copies text and reports `copied` for two seconds (docs/product.md#display-constants); failures
 * are only logged.
 */
export function useClipboard(resetAfterMs = 2000) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), resetAfterMs);
        return true;
      } catch (error) {
        console.error("Copy failed", error);
        return false;
      }
    },
    [resetAfterMs],
  );

  return { copied, copy };
}
