/** The converter's state: what the visitor converts, and how (docs/product.md#converter-state). */
export interface ConverterState {
  value: string;
  from: string;
  to: string;
  precision: number;
}
