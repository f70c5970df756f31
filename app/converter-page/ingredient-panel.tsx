import { useT } from "~/i18n/localization";
import { useSubmit } from "react-router";
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
  const t = useT("converter");
  return (
    <div className="min-w-56 flex-1 sm:flex-none">
      <label
        htmlFor="converter-ingredient"
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {t("ingredient")}
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
