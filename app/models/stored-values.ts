/** Reading what D1 stores and what it refuses, for the model modules. */

/** A stored JSON array of strings; anything else (bad JSON, other values) reads as none. */
export function parseStringArray(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}

/** Whether D1 refused a write for a UNIQUE constraint on `column` ("blog_posts.slug"). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message.includes(`UNIQUE constraint failed: ${column}`)) return true;
  }
  return false;
}
