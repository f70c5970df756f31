/**
 * The calculator page's examples, each a link to its answer. Numbers are written so that every
 * number format reads them alike (no "5.972", which de-DE reads as 5972): a visitor's locale
 * reads the question (decision 053), and the example must mean the same to everyone.
 */
export const CALCULATOR_EXAMPLES: ReadonlyArray<{
  audience: string;
  /** the audience's name in the page's language (a `search` message) */
  label: "calculatorStudents" | "calculatorEngineers" | "calculatorCooks";
  queries: readonly string[];
}> = [
  {
    audience: "Students",
    label: "calculatorStudents",
    queries: [
      "60 mph * 2 h",
      "1.2345 h to h min s",
      "G_N * 5.9722e24 kg / (6371 km)^2 to m/s^2",
      "hbar * 2 pi to J s",
    ],
  },
  {
    audience: "Engineers",
    label: "calculatorEngineers",
    queries: [
      "3 kWh/100km to J/m",
      "100 W * 8 h to kWh",
      "0.4 in to 1/16 in",
      "1 atm - 1 bar to Pa",
    ],
  },
  {
    audience: "Cooks",
    label: "calculatorCooks",
    queries: ["1 1/2 cups + 3 tbsp to mL", "1/2 cup * 3 to tbsp", "5 ft + 3 in to cm"],
  },
];
