import type { UnitTable } from "../types";

// Absolute temperatures are affine: °C = value × factor + offset. Delisle runs backwards
// (water boils at 0 °De and freezes at 150 °De), hence its negative factor.
export default {
  key: "temperature",
  baseUnit: "celsius",
  units: [
    {
      id: "celsius",
      name: "degree Celsius",
      plural: "degrees Celsius",
      symbol: "°C",
      aliases: ["°C", "C", "degC", "deg C", "celsius", "centigrade", "degrees celsius"],
      definition: { kind: "affine", factor: "1", offset: "0" },
      source: "SI Brochure (2019)",
      about:
        "The SI scale for everyday temperatures: water freezes at about 0 °C and boils at about 100 °C at sea level. A step of 1 °C equals 1 kelvin; 0 °C is exactly 273.15 K.",
    },
    {
      id: "fahrenheit",
      name: "degree Fahrenheit",
      plural: "degrees Fahrenheit",
      symbol: "°F",
      aliases: ["°F", "F", "degF", "deg F", "fahrenheit", "degrees fahrenheit"],
      definition: { kind: "affine", factor: "5/9", offset: "-160/9" },
      source: "NIST SP 811 (2008)",
      about:
        "The everyday scale of the United States: water freezes at 32 °F and boils at 212 °F. A step of 1 °F is 5/9 of a degree Celsius.",
    },
    {
      id: "kelvin",
      name: "kelvin",
      plural: "kelvins",
      symbol: "K",
      aliases: ["K", "kelvins", "degK", "degrees kelvin"],
      definition: { kind: "affine", factor: "1", offset: "-273.15" },
      source: "SI Brochure (2019)",
      about:
        "The SI base unit of thermodynamic temperature, starting at absolute zero (−273.15 °C). Used in science, engineering and for the colour temperature of light.",
    },
    {
      id: "rankine",
      name: "degree Rankine",
      plural: "degrees Rankine",
      symbol: "°R",
      aliases: ["°R", "°Ra", "R", "Ra", "degR", "rankine"],
      definition: { kind: "affine", factor: "5/9", offset: "-273.15" },
      source: "NIST SP 811 (2008)",
      about:
        "An absolute scale with Fahrenheit-sized degrees: 0 °R is absolute zero and water freezes at 491.67 °R. Used in some US thermodynamics and aerospace work.",
    },
    {
      id: "reaumur",
      name: "degree Réaumur",
      plural: "degrees Réaumur",
      symbol: "°Ré",
      aliases: ["°Ré", "°Re", "Ré", "réaumur", "reaumur", "degRe"],
      definition: { kind: "affine", factor: "5/4", offset: "0" },
      note: "historical, 80 °Ré from freezing to boiling",
      about:
        "A historical scale with water freezing at 0 °Ré and boiling at 80 °Ré. Once common in Europe, it survives in some cheese-making and candy recipes.",
    },
    {
      id: "romer",
      name: "degree Rømer",
      plural: "degrees Rømer",
      symbol: "°Rø",
      aliases: ["°Rø", "°Ro", "Rø", "rømer", "roemer", "romer"],
      definition: { kind: "affine", factor: "40/21", offset: "-7.5*40/21" },
      note: "historical, water freezes at 7.5 °Rø",
      about:
        "A historical scale by Ole Rømer with water freezing at 7.5 °Rø and boiling at 60 °Rø; it inspired Fahrenheit's scale.",
    },
    {
      id: "newton-degree",
      name: "degree Newton",
      plural: "degrees Newton",
      symbol: "°N",
      aliases: ["°N", "newton (temperature)", "degN", "newton scale"],
      definition: { kind: "affine", factor: "100/33", offset: "0" },
      note: "Newton temperature scale, not the unit of force",
      about:
        "Isaac Newton's scale, with water freezing at 0 °N and boiling at 33 °N. Of historical interest only.",
    },
    {
      id: "delisle",
      name: "degree Delisle",
      plural: "degrees Delisle",
      symbol: "°De",
      aliases: ["°De", "°D", "De", "delisle", "degDe"],
      definition: { kind: "affine", factor: "-2/3", offset: "100" },
      note: "historical, inverted scale",
      about:
        "A reversed historical scale: water boils at 0 °De and freezes at 150 °De, so colder means a larger number. Used in 18th-century Russia.",
    },
  ],
} satisfies UnitTable;
