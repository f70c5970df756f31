import type { CaseStyle, Converter, UnitDef, UnitTable } from "../types";

/**
 * Small unit tables for the engine's own tests, so they do not depend on the catalogue's data
 * (the catalogue has its own tests in catalogue.test.ts).
 */
const unit = (id: string, symbol: string, definition: UnitDef["definition"], aliases: string[] = []): UnitDef => ({
  id,
  name: id.replaceAll("-", " "),
  plural: `${id.replaceAll("-", " ")}s`,
  symbol,
  aliases,
  definition,
});
const linear = (factor: string) => ({ kind: "linear", factor }) as const;

export const length: UnitTable = {
  key: "length",
  baseUnit: "meter",
  units: [
    unit("meter", "m", linear("1"), ["metre"]),
    unit("kilometer", "km", linear("1000")),
    unit("centimeter", "cm", linear("0.01")),
    unit("millimeter", "mm", linear("0.001")),
    unit("megameter", "Mm", linear("1e6")),
    unit("inch", "in", linear("in"), ["inches", '"', "″"]),
    { ...unit("foot", "ft", linear("ft"), ["'", "′"]), plural: "feet" },
    unit("mile", "mi", linear("mi")),
    unit("us-survey-foot", "ft (US survey)", linear("1200/3937"), ["survey foot"]),
  ],
};

export const weight: UnitTable = {
  key: "weight",
  baseUnit: "kilogram",
  units: [
    unit("kilogram", "kg", linear("1"), ["kgs", "kilo"]),
    unit("gram", "g", linear("0.001")),
    unit("pound", "lb", linear("lb"), ["lbs", "pounds"]),
    unit("ounce", "oz", linear("oz")),
    unit("stone", "st", linear("14*lb")),
    unit("short-ton", "ton (US)", linear("2000*lb"), ["ton", "short ton"]),
    unit("long-ton", "ton (UK)", linear("2240*lb"), ["ton", "long ton"]),
  ],
};

export const temperature: UnitTable = {
  key: "temperature",
  baseUnit: "celsius",
  units: [
    unit("celsius", "°C", { kind: "affine", factor: "1", offset: "0" }, ["C", "degC"]),
    unit("fahrenheit", "°F", { kind: "affine", factor: "5/9", offset: "-160/9" }, ["F", "degF"]),
    unit("kelvin", "K", { kind: "affine", factor: "1", offset: "-273.15" }),
    unit("rankine", "°R", { kind: "affine", factor: "5/9", offset: "-273.15" }),
  ],
};

export const volume: UnitTable = {
  key: "volume",
  baseUnit: "liter",
  units: [
    unit("liter", "L", linear("1"), ["l", "litre"]),
    unit("milliliter", "mL", linear("0.001"), ["ml"]),
    unit("us-gallon", "gal (US)", linear("galUS*1000"), ["gallon", "gal"]),
    unit("imperial-gallon", "gal (UK)", linear("galUK*1000"), ["gallon", "gal", "imperial gallon"]),
    unit("us-cup", "cup (US)", linear("galUS*1000/16"), ["cup", "cups"]),
    unit("metric-cup", "cup (metric)", linear("0.25"), ["cup", "cups"]),
  ],
};

export const volumeDry: UnitTable = {
  key: "volume-dry",
  baseUnit: "liter",
  units: [unit("liter", "L", linear("1"), ["l"]), unit("us-bushel", "bu", linear("2150.42*in^3*1000"))],
};

export const capacitance: UnitTable = {
  key: "electrostatic-capacitance",
  baseUnit: "farad",
  units: [unit("farad", "F", linear("1")), unit("microfarad", "μF", linear("1e-6"), ["uF"])],
};

export const charge: UnitTable = {
  key: "charge",
  baseUnit: "coulomb",
  units: [unit("coulomb", "C", linear("1")), unit("abcoulomb", "abC", linear("10"))],
};

export const speed: UnitTable = {
  key: "speed",
  baseUnit: "meter-second",
  units: [
    unit("meter-second", "m/s", linear("1")),
    unit("kilometer-hour", "km/h", linear("1000/h"), ["kph", "kmh"]),
    unit("mile-hour", "mph", linear("mi/h")),
  ],
};

export const power: UnitTable = {
  key: "power",
  baseUnit: "watt",
  units: [
    unit("watt", "W", linear("1")),
    unit("horsepower", "hp", linear("550*ft*lb*g0"), ["mechanical horsepower"]),
    unit("metric-horsepower", "hp (metric)", linear("735.49875"), ["hp", "PS"]),
  ],
};

export const fuel: UnitTable = {
  key: "fuel-consumption",
  baseUnit: "liter-100-kilometer",
  units: [
    unit("liter-100-kilometer", "L/100 km", linear("1"), ["L/100km", "l/100km"]),
    unit("mile-us-gallon", "mpg (US)", { kind: "reciprocal", factor: "100*galUS*1000/(mi/1000)" }, ["mpg"]),
    unit("kilometer-liter", "km/L", { kind: "reciprocal", factor: "100" }),
  ],
};

export const sound: UnitTable = {
  key: "sound",
  baseUnit: "decibel",
  reference: "Sound pressure level re 20 µPa",
  units: [
    unit("decibel", "dB", linear("1")),
    unit("bel", "B", linear("10")),
    unit("neper", "Np", linear("20/ln10")),
    unit("sound-pressure-pascal", "Pa", { kind: "logarithmic", reference: "2e-5", multiplier: 20 }),
    unit("sound-power-watt", "W", { kind: "logarithmic", reference: "1e-12", multiplier: 10 }),
  ],
};

export const currency: UnitTable = {
  key: "currency",
  baseUnit: "eur",
  rates: { date: "2025-05-09", source: "European Central Bank" },
  units: [
    unit("eur", "€", { kind: "rate", perBase: "1" }),
    unit("usd", "$", { kind: "rate", perBase: "1.1252" }),
    unit("jpy", "¥", { kind: "rate", perBase: "163.36" }),
    unit("rub", "₽", { kind: "rate", perBase: null }),
  ],
};

export const numbers: UnitTable = {
  key: "numbers",
  baseUnit: "decimal",
  units: [
    unit("decimal", "dec", { kind: "positional", radix: 10 }),
    unit("binary", "bin", { kind: "positional", radix: 2 }),
    unit("octal", "oct", { kind: "positional", radix: 8 }),
    unit("hexadecimal", "hex", { kind: "positional", radix: 16 }),
    unit("base-36", "base 36", { kind: "positional", radix: 36 }),
    unit("roman", "Roman", { kind: "roman" }),
  ],
};

const STYLES: CaseStyle[] = [
  "lowercase", "uppercase", "title", "sentence", "camel", "pascal",
  "snake", "kebab", "dot", "path", "constant", "header",
];
export const textCase: UnitTable = {
  key: "case",
  baseUnit: "lowercase",
  units: STYLES.map((style) => unit(style, style, { kind: "textual", style }, [`${style} case`])),
};

export const angle: UnitTable = {
  key: "angle",
  baseUnit: "radian",
  units: [unit("radian", "rad", linear("1")), unit("degree", "°", linear("pi/180"), ["deg"])],
};

export const allTables: UnitTable[] = [
  length, weight, volume, temperature, speed, power, fuel, volumeDry,
  capacitance, charge, sound, currency, numbers, textCase, angle,
];

export const converterList: Converter[] = allTables.map((table) => ({
  key: table.key,
  slug: `${table.key}-converter`,
  name: table.key === "weight" ? "Weight and Mass Converter" : `${table.key[0]?.toUpperCase()}${table.key.slice(1)} Converter`,
  description: `Convert ${table.key} units.`,
  category: "common",
  popular: ["length", "weight", "volume", "temperature"].includes(table.key),
}));
