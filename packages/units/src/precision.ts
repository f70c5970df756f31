/** Significant digits of a displayed result: the default, and the range a visitor may choose. */
export const DEFAULT_PRECISION = 15;
export const MIN_PRECISION = 1;
export const MAX_PRECISION = 30;
