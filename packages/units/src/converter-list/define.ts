import type { Converter } from "../types";

/** A converter entry: its slug is its key with "-converter". */
export function converter(
  key: string,
  name: string,
  description: string,
  category: Converter["category"],
  popular = false,
): Converter {
  return { key, slug: `${key}-converter`, name, description, category, popular };
}
