import type { CategoryKey } from "@unitwise/units";

/**
 * The operators' changes to the catalogue as stored in D1 (app/db/schema-catalogue.ts), in the
 * shape the effective catalogue is built from (effective.ts).
 */

export interface ConverterEdit {
  key: string;
  /** true: changes a converter defined in code; false: a converter an operator added */
  builtin: boolean;
  name: string;
  slug: string;
  description: string;
  category: CategoryKey;
  popular: boolean;
  /** what cards say of the units ("25+"); null: the units are counted */
  unitCountText: string | null;
  /** where it stands among the converters; null: the code's order */
  position: number | null;
  hidden: boolean;
  /** an added converter's unit ids, the first two its defaults; null for a built-in one */
  unitIds: string[] | null;
  updatedAt: string;
}

export interface CategoryEdit {
  key: CategoryKey;
  name: string;
  description: string;
  icon: string;
  position: number;
  updatedAt: string;
}

interface SlugRedirect {
  oldSlug: string;
  converterKey: string;
}

export interface CatalogueEdits {
  /** changes with every write: which edits these are */
  version: string;
  converters: readonly ConverterEdit[];
  categories: readonly CategoryEdit[];
  redirects: readonly SlugRedirect[];
}

/** No changes at all: the catalogue as the code defines it. */
export const NO_EDITS: CatalogueEdits = {
  version: "code",
  converters: [],
  categories: [],
  redirects: [],
};
