/**
 * Digit grouping for the figures the page writes ("1,131"). Not Intl.NumberFormat: building one
 * costs tens of milliseconds on a slow phone, and these run during hydration.
 */

/** "1234567" → "1,234,567" (a run of digits, no sign, no fraction) */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** An integer with its digits grouped: 1131 → "1,131", -2500 → "-2,500". */
export function formatInteger(n: number): string {
  const rounded = Math.round(n);
  return `${rounded < 0 ? "-" : ""}${groupThousands(String(Math.abs(rounded)))}`;
}
