// Type-checked against the emitted declarations in dist/ only (tsconfig.consumer.json maps the
// package's name there): a consumer without the source sees the whole public API, typed.
import {
  convert,
  formatSignificant,
  Rational,
  type Conversion,
  type UnitTable,
} from "@unitwise/units";
import { answerQuery, getTable, type CatalogueReader } from "@unitwise/units/catalogue";
import currency from "@unitwise/units/data/currency";

const length: UnitTable | undefined = getTable("length");
const mile: Conversion = convert(length, "1", "mile", "kilometer", { precision: 20 });
const text: string = mile.status === "ok" ? mile.result : mile.status;
const third: string = formatSignificant(Rational.of(1, 3));
const answer = answerQuery("5 ft 3 in to cm");
const code: string = currency.key;
export const read = (catalogue: CatalogueReader): number => catalogue.converters.length;
export const seen = [text, third, answer.status, code];
