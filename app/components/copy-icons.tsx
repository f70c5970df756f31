import { icon } from "~/components/icons";

// Icons of the copy buttons (converter, code blocks): in the chunks of the pages that have one. Kept out of the shell's icons.tsx so the pages that never show them never download
// them (decision 080 paid for the languages' code with them).

export const Check = icon('<path d="M20 6 9 17l-5-5"/>');
export const Copy = icon(
  '<rect width="14" height="14" x="8" y="8" rx="2" ry="2"/><path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2"/>',
);
