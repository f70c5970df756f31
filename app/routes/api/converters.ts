import { converters } from "~/units/catalogue";
import { converterSummaryView } from "~/units/api-view";
import { publicJson } from "~/utils/http.server";

export function loader() {
  return publicJson({ converters: converters.map(converterSummaryView) }, { maxAge: 3600 });
}
