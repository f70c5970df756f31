import { convert } from "@unitwise/units";
import { escapeXml as escapeHtml } from "~/utils/xml";
import {
  caption,
  frameAttributes,
  type NamedVisual,
  quantity,
  unitOf,
  type VisualContext,
} from "./visual-frame.server";

/** A guide's process flow: a worked example through the base unit, step by step. */

/** A step of the flow as shown: what it is, the value, and the rule that gave it. */
interface FlowStep {
  label: string;
  value: string;
  rule: string;
}

/**
 * The steps of a worked example through the base unit: the example of the table's pair (else
 * the first one), from its value to the base unit (unless it starts there) to the result
 * (unless the base unit is the result). Null when the facts have no example.
 */
export function flowSteps(context: VisualContext): { steps: FlowStep[]; rule?: string } | null {
  const { facts, table } = context;
  const example =
    facts.examples.find((e) => e.from === facts.table.from.id && e.to === facts.table.to.id) ??
    facts.examples[0];
  if (!example) return null;
  const from = unitOf(context, example.from);
  const to = unitOf(context, example.to);
  const base = unitOf(context, facts.base.id);
  if (!from || !to || !base) return null;

  const steps: FlowStep[] = [
    {
      label: from === base ? `In ${base.plural}, the base unit` : `In ${from.plural}`,
      value: quantity(example.value, from),
      rule: "the value you start from",
    },
  ];
  const inBase = from === base ? null : convert(table, example.value, from.id, base.id);
  const through = inBase?.status === "ok" ? inBase : null;
  if (through) {
    steps.push({
      label: `To ${base.plural}, the base unit`,
      value: quantity(through.result, base),
      rule: through.formula,
    });
  }
  if (to !== base) {
    // From the base unit when the value went through it, else the example's own rule.
    const onward = through ? convert(table, through.result, base.id, to.id) : null;
    const rule = onward?.status === "ok" ? onward.formula : (example.formula ?? "");
    steps.push({ label: `To ${to.plural}`, value: quantity(example.result, to), rule });
  }
  // The one-step rule says something new only when the steps went through the base unit.
  const oneStep = steps.length === 3 && example.formula ? { rule: example.formula } : {};
  return { steps, ...oneStep };
}

const STEP =
  "relative rounded-lg border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-950 " +
  // The arrow to the next step: a bordered square turned 45° (down when stacked, right in a row).
  "after:absolute after:top-full after:left-1/2 after:-ml-1.5 after:mt-1 after:size-3 after:rotate-45 after:border-r-2 after:border-b-2 after:border-brand-600 dark:after:border-brand-400 " +
  "sm:after:top-1/2 sm:after:left-full sm:after:-mt-1.5 sm:after:ml-1 sm:flex-1 sm:after:-rotate-45 last:after:hidden";

/** A worked example's steps, as an ordered list drawn as a flow. */
export function processFlow(context: VisualContext, element: NamedVisual): string | null {
  const flow = flowSteps(context);
  if (!flow) return null;
  const items = flow.steps
    .map(
      (step) =>
        `<li class="${STEP}">` +
        `<span class="block text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">${escapeHtml(step.label)}</span>` +
        `<span class="mt-1 block font-mono text-lg break-words text-slate-900 dark:text-white">${escapeHtml(step.value)}</span>` +
        `<span class="mt-1 block text-sm text-slate-600 dark:text-slate-300">${escapeHtml(step.rule)}</span>` +
        `</li>`,
    )
    .join("");
  const rule = flow.rule
    ? `<p class="mt-4 text-sm text-slate-600 dark:text-slate-300">${escapeHtml(`In one step, the converter's rule: ${flow.rule}`)}</p>`
    : "";
  return (
    `<figure ${frameAttributes("process_flow", element)}><figcaption>${caption(element)}</figcaption>` +
    `<ol class="mt-4 flex list-none flex-col gap-5 p-0 sm:flex-row">${items}</ol>${rule}</figure>`
  );
}
