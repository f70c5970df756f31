import type { VisualPalette } from "./palette";

// Canvas primitives shared by the per-kind painters. Every painter gets finite numbers from
// scales.ts; `finite` guards the canvas calls anyway so that a NaN can never reach it.

export interface Painter {
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
  palette: VisualPalette;
  font: string;
}

export const PAD = 16;

function finite(...values: number[]): boolean {
  return values.every(Number.isFinite);
}

interface TextOptions {
  color: string;
  size?: number;
  weight?: 400 | 600 | 700;
  align?: CanvasTextAlign;
  baseline?: CanvasTextBaseline;
  maxWidth?: number;
}

/**
 * Text shortened with an ellipsis to maxWidth. It measures only to shorten: a first visit's
 * `measureText` is the slowest canvas call of the drawing (the browser shapes the text with the
 * font), so a label drawn without a width limit is never measured, and one with a limit once
 * unless it is too long.
 */
export function text(p: Painter, value: string, x: number, y: number, options: TextOptions) {
  const { ctx } = p;
  if (!finite(x, y) || value === "") return;
  ctx.font = `${options.weight ?? 400} ${options.size ?? 12}px ${p.font}`;
  ctx.fillStyle = options.color;
  ctx.textAlign = options.align ?? "left";
  ctx.textBaseline = options.baseline ?? "alphabetic";
  ctx.fillText(fit(ctx, value, options.maxWidth), x, y);
}

export function fit(
  ctx: CanvasRenderingContext2D,
  value: string,
  maxWidth: number | undefined,
): string {
  if (maxWidth === undefined || !Number.isFinite(maxWidth)) return value;
  if (maxWidth <= 0) return "";
  if (ctx.measureText(value).width <= maxWidth) return value;
  let low = 0;
  let high = value.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.measureText(`${value.slice(0, mid)}…`).width <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? "" : `${value.slice(0, low)}…`;
}

export function line(
  p: Painter,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  w = 1,
) {
  if (!finite(x1, y1, x2, y2)) return;
  const { ctx } = p;
  ctx.strokeStyle = color;
  ctx.lineWidth = w;
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

export function roundedRect(p: Painter, x: number, y: number, w: number, h: number, r: number) {
  const { ctx } = p;
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.roundRect(x, y, Math.max(0, w), Math.max(0, h), radius);
}

/** Lines of small centred text at the bottom of the canvas, 18 px apart; empty ones skipped. */
export function footer(p: Painter, lines: Array<{ text: string; color: string }>) {
  const shown = lines.filter((l) => l.text !== "");
  shown.forEach((l, i) => {
    text(p, l.text, p.width / 2, p.height - 12 - 18 * (shown.length - 1 - i), {
      color: l.color,
      size: 12,
      align: "center",
      maxWidth: p.width - 2 * PAD,
    });
  });
}
