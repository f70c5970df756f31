/**
 * Pure helpers behind the converter page's 'Visual Representation' panel
 * (docs/product.md#converter-page): which drawing a converter gets, the reference object that gives
 * a quantity a familiar scale, the scales (nice ticks, beaker capacity, a thermometer that
 * compresses far-off values) and the sentence that describes the drawing. Nothing here touches the
 * DOM, so it renders the same on the server (the caption) and is unit-tested in Node. Every number
 * returned for drawing is finite: huge, tiny, negative and missing values are all handled here, not
 * on the canvas.
 */

import { groupThousands } from "~/utils/group-thousands";

export type VisualKind = "length" | "temperature" | "weight" | "volume" | "generic";

/** A unit as the panel needs it; a UnitDef fits. `plural` defaults to `name`. */
export interface VisualUnit {
  name: string;
  plural?: string;
  symbol: string;
}

/** What the page knows about the conversion (the component's props without presentation). */
export interface VisualInput {
  converterKey: string;
  fromValue: number | null;
  fromText?: string;
  fromUnit: VisualUnit;
  toValue: number | null;
  toText?: string;
  toUnit: VisualUnit;
  baseValue: number | null;
}

/** One side of a numeric drawing: 5 ft. */
export interface VisualSide {
  value: number;
  /** the value as written: "5", "1.524" */
  text: string;
  symbol: string;
  /** value and symbol: "5 ft" */
  label: string;
}

export interface ReferenceObject {
  /** short label drawn on the canvas: "door" */
  label: string;
  /** how the caption names the measure: "the height of a door" */
  phrase: string;
  /** size in the table's base unit (m, kg, L) */
  value: number;
  /** size as people write it: "2 m" */
  display: string;
}

export interface ReferenceMatch {
  reference: ReferenceObject;
  /** quantity ÷ reference, always within [MIN_REFERENCE_RATIO, MAX_REFERENCE_RATIO] */
  ratio: number;
}

/** The drawing of a length, weight or volume: the same quantity in both units, with a reference. */
export interface MeasureModel {
  kind: "length" | "weight" | "volume";
  caption: string;
  from: VisualSide;
  to: VisualSide;
  /** |quantity| in the base unit (m, kg, L); null when the page could not give it */
  magnitude: number | null;
  /** the values are negative: the drawing shows their magnitude */
  negative: boolean;
  reference: ReferenceMatch | null;
}

export interface TemperatureModel {
  kind: "temperature";
  caption: string;
  from: VisualSide;
  to: VisualSide;
  celsius: number;
}

export interface GenericModel {
  kind: "generic";
  caption: string;
  /** main: the big text ("18 km/h", "hello_world"); sub: the unit's name */
  from: { main: string; sub: string };
  to: { main: string; sub: string };
}

export type VisualModel =
  { kind: "empty"; caption: string } | GenericModel | MeasureModel | TemperatureModel;

export const EMPTY_CAPTION = "Enter a value to see it drawn";
export const NO_RESULT_CAPTION = "Nothing to draw: the conversion has no result";

export function visualKindFor(converterKey: string): VisualKind {
  switch (converterKey) {
    case "length":
    case "temperature":
    case "weight":
    case "volume":
      return converterKey;
    default:
      return "generic";
  }
}

// ---------------------------------------------------------------------------------------------
// Numbers

/**
 * A short, readable number for tick labels and fallback text: up to `significant` digits, grouped
 * ("1,524", "0.3" for 0.30000000000000004), scientific beyond 1e9 or below 1e-4 ("1.5e21").
 */
export function formatNumber(x: number, significant = 6): string {
  if (!Number.isFinite(x)) return "—";
  if (x === 0) return "0";
  const abs = Math.abs(x);
  if (abs >= 1e9 || abs < 1e-4) {
    const [mantissa = "", exponent = "0"] = x.toExponential(significant - 1).split("e");
    const trimmed = mantissa.includes(".") ? mantissa.replace(/\.?0+$/, "") : mantissa;
    return `${trimmed}e${Number(exponent)}`;
  }
  // toPrecision rounds; Number() drops trailing zeros; String() is plain notation in this range.
  const [whole = "", fraction] = String(Math.abs(Number(x.toPrecision(significant)))).split(".");
  return `${x < 0 ? "-" : ""}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
}

function isFiniteNumber(x: number | null | undefined): x is number {
  return typeof x === "number" && Number.isFinite(x);
}

/** The smallest step 1, 2 or 5 × 10ⁿ that splits `span` into at most `maxCount` parts. */
export function niceStep(span: number, maxCount: number): number | null {
  if (!(span > 0) || !Number.isFinite(span) || !(maxCount >= 1)) return null;
  const raw = span / Math.floor(maxCount);
  const base = 10 ** Math.floor(Math.log10(raw));
  if (!(base > 0) || !Number.isFinite(base)) return null;
  for (const m of [1, 2, 5, 10]) {
    const step = m * base;
    if (step >= raw * (1 - 1e-12) && Number.isFinite(step)) return step;
  }
  return null;
}

const NICE_CEILINGS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest "round" number ≥ x (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ): a beaker's capacity. */
export function niceCeil(x: number): number {
  if (!(x > 0) || !Number.isFinite(x)) return 1;
  const base = 10 ** Math.floor(Math.log10(x));
  if (!(base > 0) || !Number.isFinite(base)) return x;
  for (const m of NICE_CEILINGS) {
    const candidate = m * base;
    if (candidate >= x * (1 - 1e-12)) return Number.isFinite(candidate) ? candidate : x;
  }
  return x;
}

/** 0, step, 2·step … up to max (inclusive, with float slack); at most `limit` + 1 values. */
export function multiplesUpTo(max: number, step: number, limit = 1000): number[] {
  if (!(step > 0) || !Number.isFinite(step) || !(max >= 0) || !Number.isFinite(max)) return [];
  const values: number[] = [];
  for (let i = 0; i <= limit; i++) {
    const value = i * step;
    // Relative slack, written so that it cannot overflow near Number.MAX_VALUE.
    if (!Number.isFinite(value) || (value > max && (max === 0 || value / max > 1 + 1e-9))) break;
    values.push(value);
  }
  return values;
}

export interface Tick {
  value: number;
  /** 0 at the start of the scale, 1 at its end */
  fraction: number;
}

/**
 * Ticks for a ruler of `magnitude` units drawn `lengthPx` long: labelled major ticks at a nice
 * step (about one per 56 px) and unlabelled minor ones when at least 6 px apart.
 */
export function rulerTicks(
  magnitude: number,
  lengthPx: number,
): { major: Tick[]; minor: Tick[]; step: number | null } {
  if (!(magnitude > 0) || !Number.isFinite(magnitude) || !(lengthPx >= 8)) {
    return { major: [], minor: [], step: null };
  }
  const step = niceStep(magnitude, Math.max(1, Math.floor(lengthPx / 56)));
  if (step === null) return { major: [], minor: [], step: null };
  const toTick = (value: number): Tick => ({ value, fraction: Math.min(1, value / magnitude) });
  const major = multiplesUpTo(magnitude, step).map(toTick);
  let minor: Tick[] = [];
  for (const parts of [5, 2]) {
    const minorStep = step / parts;
    if ((minorStep / magnitude) * lengthPx >= 6) {
      minor = multiplesUpTo(magnitude, minorStep, 400)
        .filter((_, i) => i % parts !== 0)
        .map(toTick);
      break;
    }
  }
  return { major, minor, step };
}

/**
 * Pixel lengths of bars drawn to one scale, the longest `maxPx` long. A positive value never
 * shrinks below `minPx` (so a reference 1000× smaller stays visible); zero stays zero.
 */
export function proportionalLengths(values: number[], maxPx: number, minPx = 2): number[] {
  const safeMax = Number.isFinite(maxPx) && maxPx > 0 ? maxPx : 0;
  const magnitudes = values.map((v) => (Number.isFinite(v) ? Math.abs(v) : 0));
  const largest = Math.max(0, ...magnitudes);
  return magnitudes.map((v) => {
    if (v === 0 || largest === 0) return 0;
    const px = (v / largest) * safeMax;
    return Math.min(safeMax, Math.max(minPx, Number.isFinite(px) ? px : safeMax));
  });
}

/**
 * A size between minPx and maxPx growing with log10(x) from 10^lowExp to 10^highExp (clamped):
 * keeps the weights on the balance readable from a milligram to a whale.
 */
export function logSize(
  x: number,
  minPx: number,
  maxPx: number,
  lowExp: number,
  highExp: number,
): number {
  if (!(x > 0) || !Number.isFinite(x) || !(highExp > lowExp)) return minPx;
  const t = (Math.log10(x) - lowExp) / (highExp - lowExp);
  return minPx + Math.min(1, Math.max(0, t)) * (maxPx - minPx);
}

// ---------------------------------------------------------------------------------------------
// Reference objects

export const LENGTH_REFERENCES: ReferenceObject[] = [
  { label: "human hair", phrase: "the width of a human hair", value: 0.00007, display: "0.07 mm" },
  {
    label: "grain of rice",
    phrase: "the length of a grain of rice",
    value: 0.006,
    display: "6 mm",
  },
  { label: "credit card", phrase: "the width of a credit card", value: 0.0856, display: "85.6 mm" },
  { label: "door", phrase: "the height of a door", value: 2, display: "2 m" },
  {
    label: "football pitch",
    phrase: "the length of a football pitch",
    value: 105,
    display: "105 m",
  },
  { label: "marathon", phrase: "the length of a marathon", value: 42195, display: "42.195 km" },
  { label: "Earth", phrase: "the diameter of Earth", value: 12_742_000, display: "12,742 km" },
  {
    label: "Earth to Moon",
    phrase: "the distance to the Moon",
    value: 384_400_000,
    display: "384,400 km",
  },
];

export const WEIGHT_REFERENCES: ReferenceObject[] = [
  {
    label: "grain of rice",
    phrase: "the weight of a grain of rice",
    value: 2.5e-5,
    display: "25 mg",
  },
  { label: "paperclip", phrase: "the weight of a paperclip", value: 0.001, display: "1 g" },
  { label: "apple", phrase: "the weight of an apple", value: 0.2, display: "200 g" },
  { label: "person", phrase: "the weight of a person", value: 70, display: "70 kg" },
  { label: "car", phrase: "the weight of a car", value: 1500, display: "1,500 kg" },
  { label: "blue whale", phrase: "the weight of a blue whale", value: 150_000, display: "150 t" },
];

export const VOLUME_REFERENCES: ReferenceObject[] = [
  { label: "drop", phrase: "the volume of a drop of water", value: 5e-5, display: "0.05 mL" },
  { label: "teaspoon", phrase: "the volume of a teaspoon", value: 0.005, display: "5 mL" },
  { label: "cup", phrase: "the volume of a cup", value: 0.24, display: "240 mL" },
  { label: "bucket", phrase: "the volume of a bucket", value: 10, display: "10 L" },
  { label: "bathtub", phrase: "the volume of a bathtub", value: 300, display: "300 L" },
  {
    label: "swimming pool",
    phrase: "the volume of an Olympic swimming pool",
    value: 2_500_000,
    display: "2,500 m³",
  },
];

const REFERENCES: Record<"length" | "weight" | "volume", ReferenceObject[]> = {
  length: LENGTH_REFERENCES,
  weight: WEIGHT_REFERENCES,
  volume: VOLUME_REFERENCES,
};

/** Beyond these ratios a comparison stops being a useful hint and none is given. */
export const MIN_REFERENCE_RATIO = 0.01;
export const MAX_REFERENCE_RATIO = 1000;

/**
 * The familiar object closest in order of magnitude to `magnitude` (in m, kg or L), or null
 * when nothing is within a factor of 100 below / 1000 above or the value is zero or not finite.
 */
export function chooseReference(
  kind: "length" | "weight" | "volume",
  magnitude: number | null,
): ReferenceMatch | null {
  if (!isFiniteNumber(magnitude) || magnitude === 0) return null;
  const size = Math.abs(magnitude);
  let best: ReferenceMatch | null = null;
  let bestDistance = Infinity;
  for (const reference of REFERENCES[kind]) {
    const ratio = size / reference.value;
    const distance = Math.abs(Math.log10(ratio));
    if (distance < bestDistance) {
      best = { reference, ratio };
      bestDistance = distance;
    }
  }
  if (!best || best.ratio < MIN_REFERENCE_RATIO || best.ratio > MAX_REFERENCE_RATIO) return null;
  return best;
}

/** "about the height of a door", "about 3.5 times …", "about 40% of …". */
export function referencePhrase({ reference, ratio }: ReferenceMatch): string {
  if (ratio >= 0.75 && ratio <= 1.35) return `about ${reference.phrase}`;
  if (ratio > 1) return `about ${formatNumber(ratio, 2)} times ${reference.phrase}`;
  return `about ${formatNumber(ratio * 100, 2)}% of ${reference.phrase}`;
}

/** The short hint drawn on the canvas: "≈ apple (200 g)", "≈ 11 × apple …", "≈ 40% of door …". */
export function referenceHint({ reference, ratio }: ReferenceMatch): string {
  const object = `${reference.label} (${reference.display})`;
  if (ratio >= 0.75 && ratio <= 1.35) return `≈ ${object}`;
  if (ratio > 1) return `≈ ${formatNumber(ratio, 2)} × ${object}`;
  return `≈ ${formatNumber(ratio * 100, 2)}% of ${object}`;
}

// ---------------------------------------------------------------------------------------------
// Temperature

export const ABSOLUTE_ZERO_CELSIUS = -273.15;

export const TEMPERATURE_REFERENCES = [
  { celsius: 0, label: "Water freezes" },
  { celsius: 37, label: "Body temperature" },
  { celsius: 100, label: "Water boils" },
] as const;

/** Where a temperature stands against water and the body, for the caption. */
export function temperaturePhrase(celsius: number): string {
  if (celsius < ABSOLUTE_ZERO_CELSIUS - 1e-9) {
    return "colder than absolute zero (−273.15 °C), which is not physically possible";
  }
  if (Math.abs(celsius - ABSOLUTE_ZERO_CELSIUS) <= 0.5) return "about absolute zero";
  if (Math.abs(celsius) <= 0.5) return "about the freezing point of water";
  if (Math.abs(celsius - 37) <= 0.5) return "about body temperature";
  if (Math.abs(celsius - 100) <= 0.5) return "about the boiling point of water";
  if (celsius < 0) return "below the freezing point of water";
  if (celsius < 37) return "between the freezing point of water and body temperature";
  if (celsius < 100) return "between body temperature and the boiling point of water";
  return "above the boiling point of water";
}

export interface TemperatureScale {
  /** linear for everyday values; compressed when the value is far from 0–100 °C */
  mode: "linear" | "compressed";
  /** 0 at the bottom of the tube, 1 at the top; always finite and within [0, 1] */
  fraction: (celsius: number) => number;
  /** graduations in °C */
  ticks: number[];
  /** compressed mode: where the linear core ends and the logarithmic part begins (0–1) */
  breakAt: number | null;
}

const LINEAR_MIN = -100;
const LINEAR_MAX = 250;
/** The everyday core kept linear in compressed mode, and the share of the tube it gets. */
const CORE_LOW = -40;
const CORE_HIGH = 130;
const CORE_SHARE = 0.5;
const END = 0.05;

/**
 * The thermometer's scale for a value: it always shows freezing, body temperature and boiling.
 * From −100 °C to 250 °C it is linear with graduations. Beyond, the tube is split: half of it
 * stays a linear −40…130 °C core with the references well apart, the other half runs from the
 * core to the value, linearly within 1000 °C and logarithmically beyond (10³⁰⁰ °C still fits).
 */
export function temperatureScale(celsius: number): TemperatureScale {
  const value = Number.isFinite(celsius) ? celsius : 0;
  const clamp = (f: number) => (Number.isFinite(f) ? Math.min(1, Math.max(0, f)) : 0);
  if (value >= LINEAR_MIN && value <= LINEAR_MAX) {
    const low = Math.min(-20, value - 10);
    const high = Math.max(110, value + 10);
    const step = niceStep(high - low, 8) ?? 20;
    const first = Math.ceil(low / step);
    const ticks: number[] = [];
    for (let i = first; i * step <= high && ticks.length <= 20; i++) ticks.push(i * step);
    return {
      mode: "linear",
      fraction: (c) => clamp((c - low) / (high - low)),
      ticks,
      breakAt: null,
    };
  }

  const hot = value > CORE_HIGH;
  // The core occupies [END, END + CORE_SHARE] when hot (log part above), the top half when cold.
  const coreStart = hot ? END : 1 - END - CORE_SHARE;
  const breakAt = hot ? END + CORE_SHARE : 1 - END - CORE_SHARE;
  const logSpan = 1 - 2 * END - CORE_SHARE;
  const edge = hot ? CORE_HIGH : CORE_LOW;
  // Within 1000 °C of the core (absolute zero, a furnace) the outer part is linear too.
  const logarithmic = Math.abs(value - edge) > 1000;
  const distance = (c: number) => (logarithmic ? Math.log10(c / edge) : Math.abs(c - edge));
  const fullDistance = distance(value);
  /** 0 at the core's edge, 1 at the value, for temperatures outside the core */
  const outside = (c: number) => Math.min(1, distance(c) / fullDistance);
  const fraction = (c: number): number => {
    if (hot && c > CORE_HIGH) return clamp(breakAt + outside(c) * logSpan);
    if (!hot && c < CORE_LOW) return clamp(breakAt - outside(c) * logSpan);
    return clamp(coreStart + ((c - CORE_LOW) / (CORE_HIGH - CORE_LOW)) * CORE_SHARE);
  };

  const ticks = [-40, 0, 40, 80, 120];
  const candidates: number[] = [];
  for (let k = 2; k <= 308; k++) {
    for (const m of k === 2 ? [1, 2, 5] : [1])
      candidates.push(Number(`${hot ? "" : "-"}${m}e${k}`));
  }
  // Outward from the core, keep a candidate only where it stands clear of the last one kept.
  let last = 0;
  for (const c of candidates) {
    if (hot ? c <= CORE_HIGH : c >= CORE_LOW) continue;
    const at = outside(c);
    if (at > 0.85) break;
    if (at - last >= 0.15) {
      ticks.push(c);
      last = at;
    }
  }
  ticks.sort((a, b) => a - b);
  return { mode: "compressed", fraction, ticks, breakAt };
}

// ---------------------------------------------------------------------------------------------
// Beaker

export interface BeakerScale {
  /** fill level, 0–1 */
  fill: number;
  /** the beaker's capacity and graduations in the From unit */
  fromCapacity: number;
  fromTicks: Tick[];
  /** the same beaker graduated in the To unit; empty when the ratio is unknown (zero values) */
  toTicks: Tick[];
}

/** A beaker sized to hold |from| with round graduations on both sides. */
export function beakerScale(fromValue: number, toValue: number): BeakerScale {
  const from = Number.isFinite(fromValue) ? Math.abs(fromValue) : 0;
  const to = Number.isFinite(toValue) ? Math.abs(toValue) : 0;
  const fromCapacity = niceCeil(from);
  const fill = Math.min(1, Math.max(0, from / fromCapacity));
  const ticksFor = (capacity: number): Tick[] => {
    const step = niceStep(capacity, 5);
    if (step === null) return [];
    return multiplesUpTo(capacity, step, 20)
      .filter((v) => v > 0)
      .map((value) => ({ value, fraction: Math.min(1, value / capacity) }));
  };
  const ratio = from > 0 && to > 0 ? to / from : NaN;
  const toCapacity = fromCapacity * ratio;
  return {
    fill: Number.isFinite(fill) ? fill : 0,
    fromCapacity,
    fromTicks: ticksFor(fromCapacity),
    toTicks: Number.isFinite(toCapacity) && toCapacity > 0 ? ticksFor(toCapacity) : [],
  };
}

// ---------------------------------------------------------------------------------------------
// Model and caption

function unitWord(unit: VisualUnit, value: number | null): string {
  return value !== null && Math.abs(value) === 1 ? unit.name : (unit.plural ?? unit.name);
}

function shownText(text: string | undefined, value: number | null): string {
  const trimmed = text?.trim() ?? "";
  if (trimmed !== "") return trimmed;
  return isFiniteNumber(value) ? formatNumber(value, 15) : "";
}

function side(value: number, text: string, unit: VisualUnit): VisualSide {
  return { value, text, symbol: unit.symbol, label: `${text} ${unit.symbol}`.trim() };
}

/**
 * Everything the panel draws and says, from the page's state. Non-finite numbers count as
 * missing; a drawing that lacks a number it needs falls back to the arrow view.
 */
export function buildVisualModel(input: VisualInput): VisualModel {
  const fromValue = isFiniteNumber(input.fromValue) ? input.fromValue : null;
  const toValue = isFiniteNumber(input.toValue) ? input.toValue : null;
  const baseValue = isFiniteNumber(input.baseValue) ? input.baseValue : null;
  const fromText = shownText(input.fromText, fromValue);
  const toText = shownText(input.toText, toValue);
  if (fromText === "") return { kind: "empty", caption: EMPTY_CAPTION };
  if (toText === "") return { kind: "empty", caption: NO_RESULT_CAPTION };

  const fromWords = `${fromText} ${unitWord(input.fromUnit, fromValue)}`;
  const toWords = `${toText} ${unitWord(input.toUnit, toValue)}`;
  const sentence = `${fromWords} is ${toWords}`;
  const kind = visualKindFor(input.converterKey);
  const numeric = fromValue !== null && toValue !== null;

  if (numeric && kind === "temperature" && baseValue !== null) {
    return {
      kind,
      caption: `${sentence}, ${temperaturePhrase(baseValue)}`,
      from: side(fromValue, fromText, input.fromUnit),
      to: side(toValue, toText, input.toUnit),
      celsius: baseValue,
    };
  }
  if (numeric && (kind === "length" || kind === "weight" || kind === "volume")) {
    const magnitude = baseValue === null ? null : Math.abs(baseValue);
    const negative = fromValue < 0 || toValue < 0;
    const reference = chooseReference(kind, magnitude);
    const hint = reference ? referencePhrase(reference) : null;
    let caption = sentence;
    if (negative) {
      caption += hint ? `; its magnitude is ${hint}` : "; drawn by its magnitude";
    } else if (hint) {
      caption += `, ${hint}`;
    }
    return {
      kind,
      caption,
      from: side(fromValue, fromText, input.fromUnit),
      to: side(toValue, toText, input.toUnit),
      magnitude,
      negative,
      reference,
    };
  }

  const unitName = (unit: VisualUnit, value: number | null) => unitWord(unit, value);
  if (numeric) {
    return {
      kind: "generic",
      caption: sentence,
      from: {
        main: side(fromValue, fromText, input.fromUnit).label,
        sub: unitName(input.fromUnit, fromValue),
      },
      to: { main: side(toValue, toText, input.toUnit).label, sub: unitName(input.toUnit, toValue) },
    };
  }
  // Text results (case styles, numerals): quote them, the unit is a style rather than a measure.
  return {
    kind: "generic",
    caption: `“${fromText}” in ${unitName(input.fromUnit, null)} is “${toText}” in ${unitName(input.toUnit, null)}`,
    from: { main: fromText, sub: unitName(input.fromUnit, null) },
    to: { main: toText, sub: unitName(input.toUnit, null) },
  };
}

// ---------------------------------------------------------------------------------------------
// Colours

export interface VisualPalette {
  text: string;
  muted: string;
  grid: string;
  surface: string;
  from: string;
  to: string;
  reference: string;
  mercury: string;
  liquid: string;
  liquidSurface: string;
  glass: string;
}

/** Canvas colours (Tailwind's slate/blue/emerald/amber/red), readable on white and slate-900. */
export const PALETTES: Record<"light" | "dark", VisualPalette> = {
  light: {
    text: "#0f172a",
    muted: "#64748b",
    grid: "#cbd5e1",
    surface: "#f1f5f9",
    from: "#2563eb",
    to: "#059669",
    reference: "#d97706",
    mercury: "#dc2626",
    liquid: "rgba(59, 130, 246, 0.30)",
    liquidSurface: "#3b82f6",
    glass: "#94a3b8",
  },
  dark: {
    text: "#f1f5f9",
    muted: "#94a3b8",
    grid: "#475569",
    surface: "#1e293b",
    from: "#60a5fa",
    to: "#34d399",
    reference: "#fbbf24",
    mercury: "#f87171",
    liquid: "rgba(96, 165, 250, 0.30)",
    liquidSurface: "#60a5fa",
    glass: "#64748b",
  },
};
