/** A section's answer, or the reason it has none and the field that reason is about. */
export type SectionOutcome<T> =
  { ok: true; answer: T } | { ok: false; message: string; field: string | null };
