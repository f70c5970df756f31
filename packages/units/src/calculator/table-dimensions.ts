import type { Expr } from "../types";

/**
 * What the base unit of each catalogue table is in coherent SI units: its dimension (in the
 * notation of dimension.ts) and, where the base unit is not the coherent one, its size
 * ("L" is 1/1000 m³). This is all the calculator adds to the catalogue: every unit of a table
 * then has a dimension and an exact size in SI. Tables not listed (numerals, text case, sound
 * levels, currencies, prefixes) hold no physical quantity and are left out of calculations.
 */
export interface TableDimension {
  dimension: string;
  /** the base unit's size in the coherent SI unit of the dimension (default 1) */
  scale?: Expr;
  /**
   * How the table's reciprocal units (mpg: distance per fuel) read in a calculation: as units of
   * the inverse dimension ("inverse"), or not at all when their factor carries a dimension of
   * its own (wavelengths of the frequency table divide c, a speed).
   */
  reciprocals?: "inverse" | "skip";
  /**
   * A table that measures a special case of its dimension (fuel consumption is a length², lumber
   * a volume): it never names the dimension or owns an answer the question did not ask of it.
   */
  specialised?: true;
}

export const TABLE_DIMENSIONS: Readonly<Record<string, TableDimension>> = {
  length: { dimension: "m" },
  weight: { dimension: "kg" },
  volume: { dimension: "m3", scale: "1/1000" },
  temperature: { dimension: "K" },
  area: { dimension: "m2" },
  pressure: { dimension: "kg m-1 s-2" },
  energy: { dimension: "kg m2 s-2" },
  power: { dimension: "kg m2 s-3" },
  force: { dimension: "kg m s-2" },
  time: { dimension: "s" },
  speed: { dimension: "m s-1" },
  angle: { dimension: "rad" },
  // L/100 km: a volume over a length, 1e-3 m³ / 1e5 m
  "fuel-consumption": { dimension: "m2", scale: "1e-8", reciprocals: "inverse", specialised: true },
  "energy-consumption": {
    dimension: "kg m s-2",
    scale: "3600000/100000",
    reciprocals: "inverse",
    specialised: true,
  },
  "data-storage": { dimension: "bit", scale: "8" },
  "volume-dry": { dimension: "m3", scale: "1/1000", specialised: true },
  cooking: { dimension: "m3", scale: "1/1000", specialised: true },
  "velocity-angular": { dimension: "rad s-1" },
  acceleration: { dimension: "m s-2" },
  "acceleration-angular": { dimension: "rad s-2" },
  density: { dimension: "kg m-3" },
  "specific-volume": { dimension: "m3 kg-1" },
  "moment-of-inertia": { dimension: "kg m2" },
  "moment-of-force": { dimension: "kg m2 s-2", specialised: true },
  torque: { dimension: "kg m2 s-2" },
  "fuel-efficiency-mass": { dimension: "m2 s-2", specialised: true },
  "fuel-efficiency-volume": { dimension: "kg m-1 s-2", specialised: true },
  "temperature-interval": { dimension: "K" },
  "thermal-expansion": { dimension: "K-1" },
  "thermal-resistance": { dimension: "K kg-1 m-2 s3" },
  "thermal-conductivity": { dimension: "kg m s-3 K-1" },
  "specific-heat-capacity": { dimension: "m2 s-2 K-1" },
  "heat-density": { dimension: "kg s-2", specialised: true },
  "heat-flux-density": { dimension: "kg s-3" },
  "heat-transfer-coefficient": { dimension: "kg s-3 K-1" },
  flow: { dimension: "m3 s-1" },
  "flow-mass": { dimension: "kg s-1" },
  "flow-molar": { dimension: "mol s-1" },
  "mass-flux-density": { dimension: "kg m-2 s-1" },
  "concentration-molar": { dimension: "mol m-3" },
  "concentration-solution": { dimension: "kg m-3" },
  "viscosity-dynamic": { dimension: "kg m-1 s-1" },
  "viscosity-kinematic": { dimension: "m2 s-1" },
  "surface-tension": { dimension: "kg s-2" },
  permeability: { dimension: "m2", specialised: true },
  luminance: { dimension: "cd m-2" },
  "luminous-intensity": { dimension: "cd" },
  // lux = lumen/m², and a lumen is a candela times a steradian (rad²)
  illumination: { dimension: "cd rad2 m-2" },
  "digital-image-resolution": { dimension: "m-1" },
  "frequency-wavelength": { dimension: "s-1", reciprocals: "skip" },
  charge: { dimension: "A s" },
  "linear-charge-density": { dimension: "A s m-1" },
  "surface-charge-density": { dimension: "A s m-2" },
  "volume-charge-density": { dimension: "A s m-3" },
  current: { dimension: "A" },
  "linear-current-density": { dimension: "A m-1" },
  "surface-current-density": { dimension: "A m-2", reciprocals: "inverse" },
  "electric-field-strength": { dimension: "kg m s-3 A-1" },
  "electric-potential": { dimension: "kg m2 s-3 A-1" },
  "electric-resistance": { dimension: "kg m2 s-3 A-2" },
  "electric-resistivity": { dimension: "kg m3 s-3 A-2" },
  "electric-conductance": { dimension: "kg-1 m-2 s3 A2" },
  "electric-conductivity": { dimension: "kg-1 m-3 s3 A2" },
  "electrostatic-capacitance": { dimension: "kg-1 m-2 s4 A2" },
  inductance: { dimension: "kg m2 s-2 A-2" },
  "magnetomotive-force": { dimension: "A" },
  "magnetic-field-strength": { dimension: "A m-1" },
  "magnetic-flux": { dimension: "kg m2 s-2 A-1" },
  "magnetic-flux-density": { dimension: "kg s-2 A-1" },
  radiation: { dimension: "m2 s-3" },
  "radiation-absorbed-dose": { dimension: "m2 s-2" },
  "radiation-activity": { dimension: "s-1" },
  "radiation-exposure": { dimension: "A s kg-1" },
  "data-transfer": { dimension: "bit s-1" },
  // the DTP point, 1/72 inch
  typography: { dimension: "m", scale: "0.0254/72", specialised: true },
  "volume-lumber": { dimension: "m3", scale: "1/1000", specialised: true },
};
