import type { UnitTable } from "../types";

/**
 * Sound level. Base: decibel. Bel and neper are linear on the level; the pressure, intensity and
 * power units are logarithmic: a quantity in them maps to a level in dB against the standard
 * reference (20 µPa, 1 pW/m², 1 pW).
 */
export default {
  key: "sound",
  baseUnit: "decibel",
  reference:
    "levels in dB re 20 µPa (sound pressure), re 1 pW/m² (intensity) and re 1 pW (sound power)",
  units: [
    {
      id: "decibel",
      name: "decibel",
      plural: "decibels",
      symbol: "dB",
      definition: { kind: "linear", factor: "1" },
      source: "IEC 60027-3",
      about:
        "A tenth of a bel, the everyday unit of sound level: 0 dB SPL is the threshold of hearing (20 µPa), conversation is about 60 dB, a jet at 30 m about 140 dB.",
    },
    {
      id: "sound-pressure-pascal",
      name: "pascal (sound pressure)",
      plural: "pascals (sound pressure)",
      symbol: "Pa",
      aliases: ["sound pressure Pa"],
      definition: { kind: "logarithmic", reference: "2e-5", multiplier: 20 },
      source: "ISO 1683 (reference 20 µPa)",
      note: "sound pressure, level re 20 µPa",
      about:
        "A sound pressure in pascals, converted to a sound pressure level L = 20 log₁₀(p / 20 µPa) dB; 1 Pa is about 94 dB SPL.",
    },
    {
      id: "bel",
      name: "bel",
      plural: "bels",
      symbol: "B",
      definition: { kind: "linear", factor: "10" },
      source: "IEC 60027-3",
      about:
        "The logarithm of a power ratio: one bel is a factor of ten in power, and equals 10 dB.",
    },
    {
      id: "neper",
      name: "neper",
      plural: "nepers",
      symbol: "Np",
      definition: { kind: "linear", factor: "20/ln10" },
      source: "ISO 80000-3",
      about:
        "The natural-logarithm level unit: 1 Np = 20 log₁₀(e) dB ≈ 8.686 dB, used for attenuation in physics and telecom.",
    },
    {
      id: "sound-pressure-micropascal",
      name: "micropascal (sound pressure)",
      plural: "micropascals (sound pressure)",
      symbol: "µPa",
      aliases: ["sound pressure uPa"],
      definition: { kind: "logarithmic", reference: "20", multiplier: 20 },
      source: "ISO 1683 (reference 20 µPa)",
      note: "sound pressure, level re 20 µPa",
    },
    {
      id: "sound-pressure-millipascal",
      name: "millipascal (sound pressure)",
      plural: "millipascals (sound pressure)",
      symbol: "mPa",
      aliases: ["sound pressure mPa"],
      definition: { kind: "logarithmic", reference: "0.02", multiplier: 20 },
      source: "ISO 1683 (reference 20 µPa)",
      note: "sound pressure, level re 20 µPa",
    },
    {
      id: "sound-pressure-microbar",
      name: "microbar (sound pressure)",
      plural: "microbars (sound pressure)",
      symbol: "µbar",
      aliases: ["sound pressure ubar", "sound pressure dyn/cm2"],
      definition: { kind: "logarithmic", reference: "2e-4", multiplier: 20 },
      source: "ISO 1683 (reference 20 µPa)",
      about: "Sound pressure (1 µbar = 0.1 Pa), level re 20 µPa.",
    },
    {
      id: "sound-intensity-watt-square-meter",
      name: "watt per square meter (sound intensity)",
      plural: "watts per square meter (sound intensity)",
      symbol: "W/m²",
      aliases: ["sound intensity", "sound intensity W/m2"],
      definition: { kind: "logarithmic", reference: "1e-12", multiplier: 10 },
      source: "ISO 1683 (reference 1 pW/m²)",
      note: "sound intensity, level re 1 pW/m²",
      about:
        "A sound intensity in watts per square meter, converted to an intensity level L = 10 log₁₀(I / 1 pW/m²) dB.",
    },
    {
      id: "sound-intensity-watt-square-centimeter",
      name: "watt per square centimeter (sound intensity)",
      plural: "watts per square centimeter (sound intensity)",
      symbol: "W/cm²",
      aliases: ["sound intensity W/cm2"],
      definition: { kind: "logarithmic", reference: "1e-16", multiplier: 10 },
      source: "ISO 1683 (reference 1 pW/m²)",
      note: "sound intensity, level re 1 pW/m²",
    },
    {
      id: "sound-intensity-microwatt-square-centimeter",
      name: "microwatt per square centimeter (sound intensity)",
      plural: "microwatts per square centimeter (sound intensity)",
      symbol: "µW/cm²",
      aliases: ["sound intensity uW/cm2"],
      definition: { kind: "logarithmic", reference: "1e-10", multiplier: 10 },
      source: "ISO 1683 (reference 1 pW/m²)",
      note: "sound intensity, level re 1 pW/m²",
    },
    {
      id: "sound-power-watt",
      name: "watt (sound power)",
      plural: "watts (sound power)",
      symbol: "W",
      aliases: ["sound power", "acoustic watt"],
      definition: { kind: "logarithmic", reference: "1e-12", multiplier: 10 },
      source: "ISO 1683 (reference 1 pW)",
      note: "sound power, level re 1 pW",
    },
  ],
} satisfies UnitTable;
