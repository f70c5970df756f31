import { footer, line, PAD, roundedRect, text, type Painter } from "./canvas";
import { formatNumber } from "./format";
import type { MeasureModel } from "./model";
import { proportionalLengths, rulerTicks } from "./scales";

/** Length: two rulers of the same length, and a reference bar to the same scale. */
export function paintLength(p: Painter, model: MeasureModel) {
  const { width, palette } = p;
  const maxPx = width - 2 * PAD;
  const magnitude = Math.abs(model.from.value);
  const reference = model.magnitude !== null ? model.reference : null;
  let valuePx = magnitude === 0 ? 0 : maxPx;
  let referencePx = 0;
  if (reference && model.magnitude !== null) {
    const lengths = proportionalLengths([model.magnitude, reference.reference.value], maxPx);
    valuePx = lengths[0] ?? 0;
    referencePx = lengths[1] ?? 0;
  }

  ruler(p, 8, model.from, valuePx, palette.from, model.locale);
  ruler(p, 76, model.to, valuePx, palette.to, model.locale);

  if (reference) {
    const tooSmall = reference.ratio > maxPx / 2;
    text(p, model.text.reference, PAD, 158, {
      color: palette.reference,
      size: 12,
      weight: 600,
      maxWidth: maxPx,
    });
    roundedRect(p, PAD, 166, referencePx, 10, 3);
    p.ctx.fillStyle = palette.reference;
    p.ctx.fill();
    if (tooSmall) {
      text(p, model.text.enlarged, PAD + referencePx + 8, 175, {
        color: palette.muted,
        size: 11,
      });
    }
  }
  footer(p, [
    { text: model.negative ? model.text.negative : "", color: palette.muted },
    {
      text: model.from.value !== 0 ? model.text.sameScales : "",
      color: palette.muted,
    },
  ]);
}

function ruler(
  p: Painter,
  top: number,
  side: { value: number; label: string; symbol: string },
  lengthPx: number,
  color: string,
  locale: string,
) {
  const { ctx, palette, width } = p;
  text(p, side.label, PAD, top + 12, {
    color,
    size: 13,
    weight: 700,
    maxWidth: width - 2 * PAD,
  });
  const barTop = top + 20;
  const barHeight = 16;
  roundedRect(p, PAD, barTop, Math.max(lengthPx, 2), barHeight, 3);
  ctx.globalAlpha = 0.18;
  ctx.fillStyle = color;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = color;
  ctx.lineWidth = 1.5;
  ctx.stroke();

  const { major, minor } = rulerTicks(Math.abs(side.value), lengthPx);
  for (const tick of minor) {
    const x = PAD + tick.fraction * lengthPx;
    line(p, x, barTop, x, barTop + 5, color, 1);
  }
  let lastRight = -Infinity;
  for (const tick of major) {
    const x = PAD + tick.fraction * lengthPx;
    line(p, x, barTop, x, barTop + 10, color, 1.5);
    const label = formatNumber(tick.value, 4, locale);
    ctx.font = `400 10px ${p.font}`;
    const w = ctx.measureText(label).width;
    const left = Math.min(Math.max(x - w / 2, PAD), width - PAD - w);
    if (left < lastRight + 6) continue;
    text(p, label, left, barTop + barHeight + 12, { color: palette.muted, size: 10 });
    lastRight = left + w;
  }
}
