import { useSubmit } from "react-router";
import { Card } from "~/components/ui/card";
import { cn } from "~/utils/cn";
import type { CookingPanel } from "./page";
import { selectClass } from "./unit-select";

/**
 * The cooking converter's ingredient (docs/decisions/051-cooking-by-ingredient.md): a field of
 * the converter's GET form, so without JavaScript 'Convert' carries it in the URL; with
 * JavaScript a change submits the form, and the loader sends the table with that ingredient's
 * density. No ingredient data is in the bundle: the list comes with the page.
 */
export function IngredientSelect({ panel }: { panel: CookingPanel }) {
  const submit = useSubmit();
  return (
    <div className="min-w-56 flex-1 sm:flex-none">
      <label
        htmlFor="converter-ingredient"
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Ingredient
      </label>
      <select
        id="converter-ingredient"
        name="ingredient"
        defaultValue={panel.selected.id}
        onChange={(event) => {
          if (event.currentTarget.form) {
            void submit(event.currentTarget.form, { preventScrollReset: true, replace: true });
          }
        }}
        className={cn(selectClass, "w-full")}
      >
        {panel.ingredients.map((ingredient) => (
          <option key={ingredient.id} value={ingredient.id}>
            {ingredient.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The ingredient in use: its density, where the figure comes from, and a few measures in grams. */
export function IngredientFacts({ panel }: { panel: CookingPanel }) {
  const { selected } = panel;
  return (
    <section aria-labelledby="ingredient-heading" className="mt-6">
      <Card className="p-5">
        <h2 id="ingredient-heading" className="text-lg font-semibold">
          {selected.name}
        </h2>
        {panel.unknown && (
          <p role="status" className="mt-2 text-sm text-amber-800 dark:text-amber-300">
            There is no ingredient “{panel.unknown}” here: showing {selected.name.toLowerCase()}.
          </p>
        )}
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Density: <strong>{selected.gramsPerMilliliter} g/mL</strong>
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Source: {selected.source}</p>
        <table className="mt-4 w-full max-w-sm text-left text-sm">
          <caption className="sr-only">{selected.name} by volume in grams</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-1 pr-4 font-medium">
                Measure (US)
              </th>
              <th scope="col" className="py-1 font-medium">
                Grams
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
