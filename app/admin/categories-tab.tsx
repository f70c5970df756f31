import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { CATEGORY_ICON_NAMES, CategoryIcon } from "~/components/category-icon";
import { FormAlert, Select, TextareaField, TextField } from "~/components/ui/field";
import type { AdminCategoryView } from "./catalogue-views";

/**
 * The Categories tab: each of the nine categories as a form (name, description, icon, order),
 * saved on its own. The home page, menus, breadcrumbs and API follow at once.
 */
export function CategoriesTab({
  categories,
  error,
}: {
  categories: AdminCategoryView[];
  error?: string;
}) {
  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading" className="text-xl font-semibold">
        Categories
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Categories are shown by order, smallest first (as built, 10, 20, 30, …).
      </p>
      {error ? <FormAlert title={error} className="mt-4" /> : null}
      <ul className="mt-4 space-y-4">
        {categories.map((category) => (
          <li
            key={category.id}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <Form method="post" className="grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="key" value={category.id} />
              <h3 className="flex items-center gap-2 font-semibold sm:col-span-2">
                <CategoryIcon name={category.icon} className="h-5 w-5" />
                {category.name}
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  ({category.converters} converters)
                </span>
              </h3>
              <TextField
                id={`${category.id}-name`}
                name="name"
                label="Name"
                required
                maxLength={60}
                defaultValue={category.name}
              />
              <TextField
                id={`${category.id}-order`}
                name="order"
                label="Order"
                required
                inputMode="numeric"
                pattern="[0-9]*"
                defaultValue={String(category.order)}
              />
              <TextareaField
                id={`${category.id}-description`}
                name="description"
                label="Description"
                required
                maxLength={300}
                rows={2}
                defaultValue={category.description}
                className="sm:col-span-2"
              />
              <div className="space-y-1.5">
                <label htmlFor={`${category.id}-icon`} className="text-sm font-medium">
                  Icon
                </label>
                <Select id={`${category.id}-icon`} name="icon" defaultValue={category.icon}>
                  {CATEGORY_ICON_NAMES.map((icon) => (
                    <option key={icon} value={icon}>
                      {icon}
                    </option>
                  ))}
                </Select>
              </div>
              <div className="flex items-end">
                <Button type="submit" aria-label={`Save ${category.name}`}>
                  Save
                </Button>
              </div>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
