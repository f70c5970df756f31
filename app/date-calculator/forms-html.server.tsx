import { renderStaticMarkup } from "~/utils/static-markup.server";
import { AddForm, BetweenForm, FactsForm, UnixForms } from "./calculator-forms";
import { localizedPath } from "~/i18n/languages";
import { holidayRegionName } from "~/time/holiday-names";
import { HOLIDAY_REGIONS } from "~/time/holiday-regions";
import type { TimeText } from "~/time/time-text";
import type { FormFields, Mode, StartingValues } from "./calculator-view";

const holidayOptions = new Map<string, ReadonlyArray<{ value: string; label: string }>>();

/** The holiday regions to choose from, named and ordered in the page's language. */
function regionOptions(words: TimeText) {
  let options = holidayOptions.get(words.language);
  if (!options) {
    const named = HOLIDAY_REGIONS.map((region) => ({
      value: region.code,
      label: holidayRegionName(region.code, region.name, words),
    }));
    if (words.language !== "en")
      named.sort((a, b) => a.label.localeCompare(b.label, words.language));
    options = [{ value: "", label: words.t("dateHolidaysNone") }, ...named];
    holidayOptions.set(words.language, options);
  }
  return options;
}

/** A section's form as HTML, with what the URL sent or the starting values, and its invalid field. */
export function formMarkup(
  mode: Mode,
  fields: FormFields,
  starting: StartingValues,
  invalid: string | null,
  words: TimeText,
): Promise<string> {
  const props = {
    starting,
    invalid,
    t: words.t,
    action: localizedPath("/date-calculator", words.language),
  };
  switch (mode) {
    case "add":
      return renderStaticMarkup(
        <AddForm fields={fields.add} regions={regionOptions(words)} {...props} />,
      );
    case "between":
      return renderStaticMarkup(
        <BetweenForm fields={fields.between} regions={regionOptions(words)} {...props} />,
      );
    case "facts":
      return renderStaticMarkup(<FactsForm fields={fields.facts} {...props} />);
    case "unix":
      return renderStaticMarkup(<UnixForms fields={fields.unix} {...props} />);
  }
}
