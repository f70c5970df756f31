import type { Expr } from "../types";

/**
 * The physical constants a calculation may name, from CODATA 2022 and the SI (2019). Values are
 * in coherent SI units of `dimension` (dimension.ts notation). The defining constants of the SI
 * and those derived from them alone are exact; measured ones carry their standard uncertainty,
 * which an answer repeats. Names a catalogue unit already has ("h" hour, "G" gauss, "R"
 * roentgen, "F" farad) keep the unit; the constant is reached by its longer names.
 */
export interface PhysicalConstant {
  id: string;
  name: string;
  symbol: string;
  names: readonly string[];
  value: Expr;
  dimension: string;
  /** the standard uncertainty in the same unit, for measured constants */
  uncertainty?: string;
  source: string;
}

const SI = "SI Brochure (2019), exact";
const CODATA = "CODATA 2022";

export const PHYSICAL_CONSTANTS: readonly PhysicalConstant[] = [
  {
    id: "pi",
    name: "number π",
    symbol: "π",
    names: ["pi", "π"],
    value: "pi",
    dimension: "1",
    source: "mathematics",
  },
  {
    id: "speed-of-light",
    name: "speed of light in vacuum",
    symbol: "c",
    names: ["c", "c0", "speed_of_light", "lightspeed"],
    value: "299792458",
    dimension: "m s-1",
    source: SI,
  },
  {
    id: "planck-constant",
    name: "Planck constant",
    symbol: "h",
    names: ["h_planck", "planck", "planck_constant", "ℎ"],
    value: "6.62607015e-34",
    dimension: "kg m2 s-1",
    source: SI,
  },
  {
    id: "reduced-planck-constant",
    name: "reduced Planck constant",
    symbol: "ħ",
    names: ["ħ", "hbar", "h_bar", "reduced_planck_constant"],
    value: "6.62607015e-34/(2*pi)",
    dimension: "kg m2 s-1",
    source: SI,
  },
  {
    id: "elementary-charge",
    name: "elementary charge",
    symbol: "e",
    names: ["e", "elementary_charge", "q_e"],
    value: "1.602176634e-19",
    dimension: "A s",
    source: SI,
  },
  {
    id: "boltzmann-constant",
    name: "Boltzmann constant",
    symbol: "k_B",
    names: ["k_B", "kB", "k_b", "boltzmann", "boltzmann_constant"],
    value: "1.380649e-23",
    dimension: "kg m2 s-2 K-1",
    source: SI,
  },
  {
    id: "avogadro-constant",
    name: "Avogadro constant",
    symbol: "N_A",
    names: ["N_A", "NA", "n_a", "avogadro", "avogadro_constant"],
    value: "6.02214076e23",
    dimension: "mol-1",
    source: SI,
  },
  {
    id: "molar-gas-constant",
    name: "molar gas constant",
    symbol: "R",
    names: ["R_gas", "gas_constant", "molar_gas_constant"],
    value: "6.02214076e23*1.380649e-23",
    dimension: "kg m2 s-2 K-1 mol-1",
    source: `${SI} (N_A·k)`,
  },
  {
    id: "faraday-constant",
    name: "Faraday constant",
    symbol: "F",
    names: ["faraday", "faraday_constant", "F_faraday"],
    value: "6.02214076e23*1.602176634e-19",
    dimension: "A s mol-1",
    source: `${SI} (N_A·e)`,
  },
  {
    id: "standard-gravity",
    name: "standard acceleration of gravity",
    symbol: "g₀",
    names: ["g0", "g_0", "g_n", "gravity", "standard_gravity", "g₀"],
    value: "9.80665",
    dimension: "m s-2",
    source: "3rd CGPM (1901), exact",
  },
  {
    id: "gravitational-constant",
    name: "Newtonian constant of gravitation",
    symbol: "G",
    names: ["G_N", "gravitational_constant", "newton_constant", "big_g"],
    value: "6.67430e-11",
    dimension: "m3 kg-1 s-2",
    uncertainty: "0.00015e-11",
    source: CODATA,
  },
  {
    id: "vacuum-magnetic-permeability",
    name: "vacuum magnetic permeability",
    symbol: "µ₀",
    names: ["mu0", "mu_0", "µ0", "μ0", "µ₀", "μ₀", "vacuum_permeability", "magnetic_constant"],
    value: "1.25663706127e-6",
    dimension: "kg m s-2 A-2",
    uncertainty: "0.00000000020e-6",
    source: CODATA,
  },
  {
    id: "vacuum-electric-permittivity",
    name: "vacuum electric permittivity",
    symbol: "ε₀",
    names: [
      "eps0",
      "epsilon0",
      "epsilon_0",
      "ε0",
      "ε₀",
      "vacuum_permittivity",
      "electric_constant",
    ],
    value: "8.8541878188e-12",
    dimension: "kg-1 m-3 s4 A2",
    uncertainty: "0.0000000014e-12",
    source: CODATA,
  },
  {
    id: "electron-mass",
    name: "electron mass",
    symbol: "m_e",
    names: ["m_e", "electron_mass"],
    value: "9.1093837139e-31",
    dimension: "kg",
    uncertainty: "0.0000000028e-31",
    source: CODATA,
  },
  {
    id: "proton-mass",
    name: "proton mass",
    symbol: "m_p",
    names: ["m_p", "proton_mass"],
    value: "1.67262192595e-27",
    dimension: "kg",
    uncertainty: "0.00000000052e-27",
    source: CODATA,
  },
  {
    id: "atomic-mass-constant",
    name: "atomic mass constant",
    symbol: "m_u",
    names: ["m_u", "atomic_mass_constant"],
    value: "1.66053906892e-27",
    dimension: "kg",
    uncertainty: "0.00000000052e-27",
    source: CODATA,
  },
  {
    id: "fine-structure-constant",
    name: "fine-structure constant",
    symbol: "α",
    names: ["alpha", "α", "fine_structure_constant"],
    value: "7.2973525643e-3",
    dimension: "1",
    uncertainty: "0.0000000011e-3",
    source: CODATA,
  },
  {
    id: "stefan-boltzmann-constant",
    name: "Stefan–Boltzmann constant",
    symbol: "σ",
    names: ["sigma_sb", "stefan_boltzmann", "stefan_boltzmann_constant", "σ"],
    // 2π⁵k⁴/(15h³c²): exact, with π left in it
    value: "2*pi^5*1.380649e-23^4/(15*6.62607015e-34^3*299792458^2)",
    dimension: "kg s-3 K-4",
    source: `${SI} (2π⁵k⁴/15h³c²)`,
  },
];
