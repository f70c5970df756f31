import { icon } from "~/components/icons";

// The converter page's own icons. Kept out of the shell's icons.tsx so the pages that never show them never download
// them (decision 080 paid for the languages' code with them).

export const ArrowLeftRight = icon(
  '<path d="M8 3 4 7l4 4"/><path d="M4 7h16"/><path d="m16 21 4-4-4-4"/><path d="M20 17H4"/>',
);
export const RotateCcw = icon(
  '<path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8"/><path d="M3 3v5h5"/>',
);
export const ChevronRight = icon('<path d="m9 18 6-6-6-6"/>');
