import type { UnitTable } from "../types";

/** Luminous intensity: light a source sends into a given direction. Base: candela. */
export default {
  key: "luminous-intensity",
  baseUnit: "candela",
  units: [
    {
      id: "candela",
      name: "candela",
      plural: "candelas",
      symbol: "cd",
      aliases: ["lm/sr", "lumen per steradian", "candlepower", "cp", "new candle"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI base unit of luminous intensity, fixed by the luminous efficacy of 540 THz light, 683 lm/W. Today's 'candlepower' means exactly one candela.",
    },
    {
      id: "millicandela",
      name: "millicandela",
      plural: "millicandelas",
      symbol: "mcd",
      definition: { kind: "linear", factor: "0.001" },
      source: "SI Brochure (2019)",
      about: "One thousandth of a candela; the brightness of indicator LEDs is rated in it.",
    },
    {
      id: "kilocandela",
      name: "kilocandela",
      plural: "kilocandelas",
      symbol: "kcd",
      definition: { kind: "linear", factor: "1000" },
      source: "SI Brochure (2019)",
      about: "A thousand candelas; flashlight and searchlight beam intensities are quoted in it.",
    },
    {
      id: "microcandela",
      name: "microcandela",
      plural: "microcandelas",
      symbol: "µcd",
      aliases: ["ucd"],
      definition: { kind: "linear", factor: "1e-6" },
      source: "SI Brochure (2019)",
    },
    {
      id: "megacandela",
      name: "megacandela",
      plural: "megacandelas",
      symbol: "Mcd",
      definition: { kind: "linear", factor: "1e6" },
      source: "SI Brochure (2019)",
    },
    {
      id: "international-candle",
      name: "international candle",
      plural: "international candles",
      symbol: "IC",
      aliases: ["candle", "candles", "intl candle"],
      definition: { kind: "linear", factor: "1.02" },
      note: "historical, approximate",
      about:
        "The lamp-based standard that preceded the candela; it was about 1.02 cd, so the value here is approximate.",
    },
    {
      id: "hefner-candle",
      name: "Hefner candle",
      plural: "Hefner candles",
      symbol: "HK",
      aliases: ["hefnerkerze", "hefner unit"],
      definition: { kind: "linear", factor: "0.903" },
      note: "historical, approximate",
      about:
        "The German flame standard (amyl-acetate lamp) used until 1942, about 0.903 cd; approximate.",
    },
  ],
} satisfies UnitTable;
