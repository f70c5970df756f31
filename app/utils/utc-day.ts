/**
 * The UTC day of `time`, "YYYY-MM-DD": the day every daily count is keyed by (analytics, the
 * guide writer's budget) and the exchange rates are dated by.
 */
export function utcDay(time: number | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}
