import { useEffect } from "react";
import { useRootData } from "~/utils/root-data";
import { loadStore } from "./load-store";

/**
 * Remembers an expression the calculator page answered (docs/decisions/052-what-visitors-keep.md):
 * it joins Recent calculations, once per answer shown. Refused expressions are not kept. The store
 * loads only when there is something to record. Signed in (the root loader's user), it goes to the
 * account too. (The converter page reads the user the same way, inline: a module shared by the
 * two pages would cost the converter page a chunk, ~140 bytes gzip it does not have.)
 */
export function useRememberCalculation(query: string, answered: boolean): void {
  const root = useRootData<{ user?: { id: string } | null }>();
  const userId = root?.user?.id ?? null;
  useEffect(() => {
    if (!answered || query === "") return;
    void loadStore().then((store) => store.rememberCalculation(query, userId));
  }, [query, answered, userId]);
}
