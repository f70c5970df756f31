/**
 * What a memo does with a value it keeps that is a promise: when it rejects, `forget` runs, so the
 * next caller builds again instead of meeting the same failure for the memo's whole life, and a
 * promise kept but never awaited is no unhandled rejection (callers that await it still see the
 * failure). Anything else is kept as it is.
 */
export function forgetOnRejection(value: unknown, forget: () => void): void {
  if (value instanceof Promise) value.catch(forget);
}
