import { Card } from "~/components/ui/card";
import type { Translate } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import type { CookingPanel } from "./page";

/** The ingredient in use: its density, where the figure comes from, and a few measures in grams. */
export function IngredientFacts({
  panel,
  t,
}: {
  panel: CookingPanel;
  t: Translate<"converter-copy">;
}) {
  const { selected } = panel;
  return (
    <section aria-labelledby="ingredient-heading" className="mt-6">
      <Card className="p-5">
        <h2 id="ingredient-heading" className="text-lg font-semibold">
          {selected.name}
        </h2>
        {panel.unknown && (
          <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            {t("ingredientUnknown", { name: panel.unknown, shown: selected.inText })}
          </p>
        )}
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {rich(t("ingredientDensity", { density: selected.gramsPerMilliliter }), {
            strong: (text) => <strong>{text}</strong>,
          })}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t("ingredientSource", { source: selected.source })}
        </p>
        <table className="mt-4 w-full max-w-sm text-left text-sm">
          <caption className="sr-only">{t("ingredientCaption", { name: selected.name })}</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-4 font-medium">
                {t("ingredientMeasure")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("ingredientGrams")}
              </th>
            </tr>
          </thead>
          <tbody>
            {panel.rows.map((row) => (
              <tr key={row.amount} className="border-b border-slate-100 dark:border-slate-800">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {row.amount}
                </th>
                <td className="py-1 tabular-nums">{row.grams} g</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </section>
  );
}
