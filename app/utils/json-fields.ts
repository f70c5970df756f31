/**
 * How JSON bodies name their fields in refusals (docs/decisions/063-api-contracts.md): an
 * unknown field by its name, a read-only field sent with another value by its name and value.
 */

/** A strict object's `error`: names the first unknown field; anything else gets `send`. */
export function objectError(send: string) {
  return {
    error: (issue: { code?: string; keys?: string[] }) =>
      issue.code === "unrecognized_keys"
        ? `Unknown field "${issue.keys?.[0] ?? ""}". ${send}`
        : send,
  };
}

/** The 400 message for a read-only field sent with a value other than the resource's. */
export function readOnlyMismatch(field: string, value: unknown): string {
  return `${field} is read-only: it is ${JSON.stringify(value)} and cannot be changed here`;
}
