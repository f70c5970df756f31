import { footer, line, PAD, roundedRect, text, type Painter } from "./canvas";
import { formatNumber } from "./format";
import type { MeasureModel } from "./model";
import { beakerScale } from "./scales";

/** Volume: a beaker graduated in both units, filled to the value. */
export function paintVolume(p: Painter, model: MeasureModel) {
  const { ctx, width, palette } = p;
  const scale = beakerScale(model.from.value, model.to.value);
  const cx = width / 2;
  const beakerW = Math.min(150, Math.max(90, width * 0.34));
  const x0 = cx - beakerW / 2;
  const x1 = cx + beakerW / 2;
  const top = 60;
  const bottom = model.negative && model.reference ? 204 : 222;
  const yAt = (fraction: number) => bottom - fraction * (bottom - top);

  // The equation above the beaker, in the colours of the two scales.
  const half = width / 2 - PAD - 14;
  text(p, model.from.label, cx - 12, 22, {
    color: palette.from,
    size: 13,
    weight: 700,
    align: "right",
    maxWidth: half,
  });
  text(p, "=", cx, 22, { color: palette.muted, size: 13, weight: 700, align: "center" });
  text(p, model.to.label, cx + 12, 22, {
    color: palette.to,
    size: 13,
    weight: 700,
    maxWidth: half,
  });

  // Liquid.
  if (scale.fill > 0) {
    const level = yAt(scale.fill);
    roundedRect(p, x0 + 2, level, beakerW - 4, bottom - level - 2, 8);
    ctx.fillStyle = palette.liquid;
    ctx.fill();
    line(p, x0 + 3, level, x1 - 3, level, palette.liquidSurface, 2);
  }

  // Glass: open top with a small spout, rounded bottom.
  ctx.beginPath();
  ctx.moveTo(x0 - 6, top - 10);
  ctx.lineTo(x0, top - 4);
  ctx.lineTo(x0, bottom - 10);
  ctx.quadraticCurveTo(x0, bottom, x0 + 10, bottom);
  ctx.lineTo(x1 - 10, bottom);
  ctx.quadraticCurveTo(x1, bottom, x1, bottom - 10);
  ctx.lineTo(x1, top - 10);
  ctx.strokeStyle = palette.glass;
  ctx.lineWidth = 2.5;
  ctx.stroke();

  // Graduations: From unit on the left, To unit on the right.
  const graduate = (ticks: { value: number; fraction: number }[], left: boolean, color: string) => {
    let lastY = Infinity;
    for (const tick of ticks) {
      const y = yAt(tick.fraction);
      if (lastY - y < 12) continue;
      lastY = y;
      const edge = left ? x0 : x1;
      line(p, edge, y, edge + (left ? 12 : -12), y, color, 1.5);
      text(p, formatNumber(tick.value, 4, model.locale), edge + (left ? -6 : 6), y + 4, {
        color,
        size: 10,
        align: left ? "right" : "left",
        maxWidth: left ? x0 - 4 : width - x1 - 4,
      });
    }
  };
  graduate(scale.fromTicks, true, palette.from);
  graduate(scale.toTicks, false, palette.to);
  text(p, model.from.symbol, x0 - 6, top - 16, {
    color: palette.from,
    size: 10,
    weight: 600,
    align: "right",
    maxWidth: x0 - 4,
  });
  text(p, model.to.symbol, x1 + 6, top - 16, {
    color: palette.to,
    size: 10,
    weight: 600,
    maxWidth: width - x1 - 4,
  });

  // The reference as a dashed level, when it fits in the beaker.
  if (model.reference && model.magnitude) {
    const inFrom = (model.reference.reference.value / model.magnitude) * Math.abs(model.from.value);
    const fraction = inFrom / scale.fromCapacity;
    if (Number.isFinite(fraction) && fraction > 0.04 && fraction <= 1) {
      const y = yAt(fraction);
      ctx.setLineDash([5, 4]);
      line(p, x0 + 14, y, x1 - 14, y, palette.reference, 1.5);
      ctx.setLineDash([]);
      text(p, model.text.label, cx, y - 4, {
        color: palette.reference,
        size: 10,
        weight: 600,
        align: "center",
        maxWidth: beakerW - 30,
      });
    }
  }
  footer(p, [
    { text: model.negative ? model.text.negative : "", color: palette.muted },
    {
      text: model.text.hint,
      color: palette.reference,
    },
  ]);
}
