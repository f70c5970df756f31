import type { CatalogueReader } from "@unitwise/units/catalogue";
import type { CatalogueTranslation } from "~/i18n/catalogue-words";
import type { Translate } from "~/i18n/localization";
import type { MessageKey, Messages } from "~/i18n/messages";
import { quantityNoun, type CalculatorWords } from "./calculator-vocabulary";

/**
 * The names the calculator reads units and constants by, in a language: a catalogue unit's
 * (its English name or plural → the language's), a prefixed one ("kilojoule": the language's
 * prefix and unit), the SI units the calculator adds (si-units.ts), the physical constants
 * (physical-constants.ts), and "X per Y" from its parts. And what each converter measures.
 */

const SI_UNITS: Readonly<Record<string, MessageKey<"calculator">>> = {
  mole: "unitMole",
  steradian: "unitSteradian",
  lumen: "unitLumen",
  sievert: "unitSievert",
  katal: "unitKatal",
};

const CONSTANTS: Readonly<Record<string, MessageKey<"calculator">>> = {
  "number π": "constantPi",
  "speed of light in vacuum": "constantSpeedOfLight",
  "Planck constant": "constantPlanck",
  "reduced Planck constant": "constantReducedPlanck",
  "elementary charge": "constantElementaryCharge",
  "Boltzmann constant": "constantBoltzmann",
  "Avogadro constant": "constantAvogadro",
  "molar gas constant": "constantGas",
  "Faraday constant": "constantFaraday",
  "standard acceleration of gravity": "constantGravity",
  "Newtonian constant of gravitation": "constantGravitation",
  "vacuum magnetic permeability": "constantMagnetic",
  "vacuum electric permittivity": "constantElectric",
  "electron mass": "constantElectronMass",
  "proton mass": "constantProtonMass",
  "atomic mass constant": "constantAtomicMass",
  "fine-structure constant": "constantFineStructure",
  "Stefan–Boltzmann constant": "constantStefanBoltzmann",
};

const PREFIX_TABLE = "prefixes";

/** `quantity<Key>`: the message naming what the converter of `key` measures. */
function quantityKey(converterKey: string): string {
  const pascal = converterKey
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
  return `quantity${pascal}`;
}

/** A prefix and a unit as one word: "Kilo" + "Joule" → "Kilojoule", "キロ" + "ジュール". */
function prefixed(prefix: string, unit: string): string {
  const capitalised = /^\p{Lu}/u;
  return capitalised.test(prefix) && capitalised.test(unit)
    ? prefix + unit.charAt(0).toLowerCase() + unit.slice(1)
    : prefix + unit;
}

export function readingNames(
  catalogue: CatalogueReader,
  names: CatalogueTranslation,
  messages: Messages["calculator"],
  t: Translate<"calculator">,
): Pick<CalculatorWords, "unitName" | "quantityName"> {
  const units = new Map<string, string>();
  const plurals = new Map<string, string>();
  const prefixes: Array<{ english: string; name: string }> = [];
  const quantities = new Map<string, string>();
  const own = messages as Record<string, string>;
  for (const converter of catalogue.converters) {
    const noun = quantityNoun(converter.name);
    const key = quantityKey(converter.key);
    if (!quantities.has(noun) && own[key]) quantities.set(noun, own[key]);
    const table = catalogue.getTable(converter.key);
    for (const unit of table?.units ?? []) {
      const words = names.unit(converter.key, unit.id);
      if (!words) continue;
      if (!units.has(unit.name)) units.set(unit.name, words.name);
      if (!plurals.has(unit.plural)) plurals.set(unit.plural, words.forms.other ?? words.name);
      if (converter.key === PREFIX_TABLE && unit.id !== "one") {
        prefixes.push({ english: unit.name.toLowerCase(), name: words.name });
      }
    }
  }
  for (const [english, key] of Object.entries(SI_UNITS)) {
    if (!units.has(english)) units.set(english, t(key));
  }
  // The longest first, as the calculator tries them: a prefix before one it begins with.
  prefixes.sort((a, b) => b.english.length - a.english.length);

  const plain = (english: string) => units.get(english) ?? plurals.get(english);
  const unitName = (english: string): string | undefined => {
    const constant = CONSTANTS[english];
    if (constant) return t(constant);
    const named = plain(english);
    if (named) return named;
    for (const prefix of prefixes) {
      const unit =
        english.startsWith(prefix.english) && plain(english.slice(prefix.english.length));
      if (unit) return prefixed(prefix.name, unit);
    }
    // A unit per another ("kilowatt-hour per 100 kilometers") the catalogue does not name.
    const per = /^(?<numerator>.+?) per (?<count>\d+ )?(?<denominator>.+)$/.exec(english)?.groups;
    const numerator = per && unitName(per.numerator!);
    const denominator = per && unitName(per.denominator!);
    if (!numerator || !denominator) return undefined;
    return t("unitPer", { numerator, denominator: `${per.count ?? ""}${denominator}` });
  };
  return { unitName, quantityName: (noun) => quantities.get(noun.toLowerCase()) };
}
