import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { FormAlert, Select, TextareaField, TextField } from "~/components/ui/field";
import type { AuditEntry } from "~/models/audit";
import { AuditHistory } from "./audit-history";
import type { AdminConverterView } from "./catalogue-views";
import { ConfirmDelete, IntentButton } from "./row-actions";

export interface CategoryOption {
  id: string;
  name: string;
}

/**
 * The Converters tab: every converter (hidden ones too) with links to edit each (?edit={id}), a
 * form to add one, and per row delete (an added converter) or hide/restore (a built-in one).
 * Plain forms: all of it works without JavaScript.
 */
export function ConvertersTab({
  converters,
  categories,
  editing,
  history,
  error,
}: {
  converters: AdminConverterView[];
  categories: CategoryOption[];
  editing: AdminConverterView | null;
  history: AuditEntry[];
  error?: string;
}) {
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  return (
    <section aria-labelledby="converters-heading">
      <h2 id="converters-heading" className="text-xl font-semibold">
        Converters
      </h2>
      {error ? <FormAlert title={error} className="mt-4" /> : null}
      {editing ? (
        <div className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h3 className="text-lg font-semibold">Edit {editing.name}</h3>
          <ConverterForm intent="update" converter={editing} categories={categories} />
          <AuditHistory entries={history} label={editing.name} />
        </div>
      ) : (
        <details className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <summary className="cursor-pointer font-semibold">Add a converter</summary>
          <ConverterForm intent="create" converter={null} categories={categories} />
        </details>
      )}
      <div className="mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Converters</caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <th scope="col" className="py-2 pr-4">
                Name
              </th>
              <th scope="col" className="py-2 pr-4">
                Slug
              </th>
              <th scope="col" className="py-2 pr-4">
                Category
              </th>
              <th scope="col" className="py-2 pr-4">
                Units
              </th>
              <th scope="col" className="py-2 pr-4">
                Status
              </th>
              <th scope="col" className="py-2">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {converters.map((converter) => (
              <tr
                key={converter.id}
                className="border-b border-slate-100 align-top dark:border-slate-800"
              >
                <th scope="row" className="py-2 pr-4 font-medium">
                  {converter.hidden ? (
                    converter.name
                  ) : (
                    <a href={`/${converter.slug}`} target="_blank" rel="noreferrer">
                      {converter.name}
                    </a>
                  )}
                </th>
                <td className="py-2 pr-4 break-all">/{converter.slug}</td>
                <td className="py-2 pr-4">
                  {categoryName.get(converter.category) ?? converter.category}
                </td>
                <td className="py-2 pr-4">{converter.unitCount}</td>
                <td className="py-2 pr-4">
                  {[
                    converter.hidden ? "Hidden" : "Visible",
                    converter.builtin ? "built-in" : "added",
                    converter.popular ? "popular" : null,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </td>
                <td className="py-2">
                  <div className="flex flex-wrap items-start gap-2">
                    <Link
                      to={`?edit=${encodeURIComponent(converter.id)}`}
                      className={buttonClass("outline", "sm")}
                      aria-label={`Edit ${converter.name}`}
                    >
                      Edit
                    </Link>
                    {converter.hidden ? (
                      <IntentButton
                        id={converter.id}
                        intent="restore"
                        variant="outline"
                        aria-label={`Restore ${converter.name}`}
                      >
                        Restore
                      </IntentButton>
                    ) : (
                      <ConfirmDelete
                        id={converter.id}
                        question={
                          converter.builtin
                            ? `Are you sure you want to delete this converter? ${converter.name} is built in: it will be hidden (visitors get 'Converter Not Found') and you can restore it.`
                            : "Are you sure you want to delete this converter?"
                        }
                        confirm={converter.builtin ? "Hide converter" : "Delete converter"}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ConverterForm({
  intent,
  converter,
  categories,
}: {
  intent: "create" | "update";
  converter: AdminConverterView | null;
  categories: CategoryOption[];
}) {
  const prefix = intent === "create" ? "new" : "edit";
  return (
    <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {converter ? <input type="hidden" name="id" value={converter.id} /> : null}
      <TextField
        id={`${prefix}-name`}
        name="name"
        label="Name"
        required
        maxLength={80}
        defaultValue={converter?.name}
      />
      <TextField
        id={`${prefix}-slug`}
        name="slug"
        label="URL slug"
        maxLength={80}
        defaultValue={converter?.slug}
        hint="Lowercase words and hyphens. Left empty, it is made from the name. A changed slug keeps the old address working (301)."
      />
      <TextareaField
        id={`${prefix}-description`}
        name="description"
        label="Description"
        required
        maxLength={300}
        rows={3}
        defaultValue={converter?.description}
        className="sm:col-span-2"
      />
      <div className="space-y-1.5">
        <label htmlFor={`${prefix}-category`} className="text-sm font-medium">
          Category
        </label>
        <Select
          id={`${prefix}-category`}
          name="category"
          defaultValue={converter?.category ?? "common"}
        >
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
      </div>
      <TextField
        id={`${prefix}-order`}
        name="order"
        label="Order"
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue={converter ? String(converter.order) : ""}
        hint="Smaller comes first within its category (built-in converters stand at 10, 20, 30, …)."
      />
      <TextField
        id={`${prefix}-unit-count`}
        name="unitCount"
        label="Unit count text"
        maxLength={12}
        defaultValue={
          converter && converter.unitCount !== String(converter.units.length)
            ? converter.unitCount
            : ""
        }
        hint="What cards say, such as 25+. Left empty, the units are counted."
      />
      <TextareaField
        id={`${prefix}-units`}
        name="units"
        label="Units"
        required={intent === "create"}
        rows={2}
        defaultValue={converter?.units.join(", ")}
        readOnly={converter?.builtin}
        hint={
          converter?.builtin
            ? "A built-in converter's units are defined in code."
            : "Unit ids of one quantity, separated by commas, such as meter, foot, inch: the first two are the defaults."
        }
      />
      <label className="flex items-center gap-2 text-sm font-medium sm:col-span-2">
        <input type="checkbox" name="popular" defaultChecked={converter?.popular ?? false} />
        Popular converter
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit">{intent === "create" ? "Add converter" : "Save"}</Button>
        {intent === "update" ? (
          <Link to="/admin/converters" className={buttonClass("outline")}>
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
