/**
 * The scales the panel draws against: nice ticks for the rulers, bar lengths, weight sizes, the
 * thermometer (which compresses far-off values) and the beaker. Pure and DOM-free; every number
 * returned is finite, so the canvas never has to guard against huge, tiny or missing values.
 */

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
// Thermometer

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
