import { Card } from "~/components/ui/card";
import type { AdminTab } from "./tabs";

/** A tab that is not built yet: says plainly what it will hold (no controls). */
export function PlannedTab({ tab }: { tab: AdminTab }) {
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold">{tab.label}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{tab.planned}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">This tab is not built yet.</p>
    </Card>
  );
}
