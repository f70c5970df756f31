/** The catalogue as the Converters and Categories tabs and /api/admin/… show it. */

/** A converter as the dashboard and /api/admin/converters show it. */
export interface AdminConverterView {
  id: string;
  name: string;
  slug: string;
  description: string;
  category: string;
  popular: boolean;
  /** what cards say of the units: the operator's text, else the count */
  unitCount: string;
  units: string[];
  order: number;
  hidden: boolean;
  /** defined in code: hidden rather than deleted, units fixed */
  builtin: boolean;
}

/** A category as the dashboard and /api/admin/categories show it. */
export interface AdminCategoryView {
  id: string;
  name: string;
  description: string;
  icon: string;
  order: number;
  converters: number;
}
