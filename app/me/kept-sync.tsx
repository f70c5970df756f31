import { useEffect } from "react";
import { keptSnapshot } from "./keys";
import { loadStore } from "./load-store";

/**
 * On every page: signed in, the browser's copy of what the visitor keeps is merged into the
 * account or refreshed from it (once per tab); signed out, an account's copy is forgotten
 * (store.ts). Most visitors have neither, and load nothing.
 */
export function KeptSync({ userId }: { userId: string | null }) {
  useEffect(() => {
    if (userId === null && !keptSnapshot().includes('"owner":"')) return;
    void loadStore()
      .then((store) => store.syncWithAccount(userId))
      .catch(() => {});
  }, [userId]);
  return null;
}
