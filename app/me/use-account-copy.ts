import { useEffect } from "react";
import type { VisitorData } from "~/models/visitor-data";
import { keptSnapshot } from "./keys";
import { loadStore } from "./load-store";

/**
 * /account shows the account's lists as stored: the browser's copy, when it is this account's,
 * becomes the same (so a list cleared here is cleared on the home page too). An unowned copy is
 * left to the sign-in merge (kept-sync.tsx), which must see it first.
 */
export function useAccountCopy(userId: string, data: VisitorData): void {
  useEffect(() => {
    if (!keptSnapshot().includes(`"owner":${JSON.stringify(userId)}`)) return;
    void loadStore().then((store) => store.adoptAccountCopy(userId, data));
  }, [userId, data]);
}
