import { renderToStaticMarkup } from "react-dom/server";
import { AddForm, BetweenForm, FactsForm, UnixForms } from "./calculator-forms";
import type { FormFields, Mode, StartingValues } from "./calculator-view";

/** A section's form as HTML, with what the URL sent or the starting values, and its invalid field. */
export function formMarkup(
  mode: Mode,
  fields: FormFields,
  starting: StartingValues,
  invalid: string | null,
): string {
  const props = { starting, invalid };
  switch (mode) {
    case "add":
      return renderToStaticMarkup(<AddForm fields={fields.add} {...props} />);
    case "between":
      return renderToStaticMarkup(<BetweenForm fields={fields.between} {...props} />);
    case "facts":
      return renderToStaticMarkup(<FactsForm fields={fields.facts} {...props} />);
    case "unix":
      return renderToStaticMarkup(<UnixForms fields={fields.unix} {...props} />);
  }
}
