import { footer, line, text, type Painter } from "./canvas";
import type { MeasureModel } from "./model";
import { logSize } from "./scales";

/** Weight: a level balance (equal masses), with weights sized by magnitude. */
export function paintWeight(p: Painter, model: MeasureModel) {
  const { ctx, width, palette } = p;
  const cx = width / 2;
  const arm = Math.min(170, Math.max(80, width * 0.3));
  // Two footer lines (reference and negative note) need the drawing 18 px higher.
  const lift = model.negative && model.reference ? 18 : 0;
  const beamY = 64 - lift;
  const panY = 148 - lift;
  const baseY = 214 - lift;

  // Stand and pivot.
  ctx.fillStyle = palette.glass;
  ctx.beginPath();
  ctx.moveTo(cx - 46, baseY + 12);
  ctx.lineTo(cx + 46, baseY + 12);
  ctx.lineTo(cx + 30, baseY);
  ctx.lineTo(cx - 30, baseY);
  ctx.closePath();
  ctx.fill();
  line(p, cx, baseY, cx, beamY, palette.glass, 5);
  ctx.beginPath();
  ctx.moveTo(cx, beamY - 4);
  ctx.lineTo(cx - 9, beamY + 10);
  ctx.lineTo(cx + 9, beamY + 10);
  ctx.closePath();
  ctx.fillStyle = palette.text;
  ctx.fill();
  line(p, cx - arm, beamY, cx + arm, beamY, palette.text, 4);

  const size = model.magnitude === null ? 32 : logSize(model.magnitude, 16, 52, -6, 6);
  const pan = (x: number, side: { text: string; symbol: string }, color: string) => {
    const half = Math.min(46, arm * 0.55);
    line(p, x, beamY, x - half + 6, panY, palette.muted, 1.2);
    line(p, x, beamY, x + half - 6, panY, palette.muted, 1.2);
    // The weight: a trapezoid with a handle, standing on the pan.
    if (model.from.value !== 0) {
      const w = Math.min(size, half * 1.6);
      const h = w * 0.8;
      ctx.beginPath();
      ctx.moveTo(x - w / 2, panY - 2);
      ctx.lineTo(x + w / 2, panY - 2);
      ctx.lineTo(x + w * 0.35, panY - 2 - h);
      ctx.lineTo(x - w * 0.35, panY - 2 - h);
      ctx.closePath();
      ctx.fillStyle = color;
      ctx.fill();
      ctx.beginPath();
      ctx.arc(x, panY - 2 - h, w * 0.16, Math.PI, 0);
      ctx.strokeStyle = color;
      ctx.lineWidth = 2.5;
      ctx.stroke();
    }
    ctx.beginPath();
    ctx.ellipse(x, panY, half, 7, 0, 0, Math.PI);
    ctx.fillStyle = palette.glass;
    ctx.fill();
    line(p, x - half, panY, x + half, panY, palette.glass, 2);
    // Value and symbol on two lines: long results still fit under a pan on a phone.
    const room = 2 * Math.min(x - 6, width - 6 - x, arm - 8);
    text(p, side.text, x, panY + 28, {
      color,
      size: 13,
      weight: 700,
      align: "center",
      maxWidth: room,
    });
    text(p, side.symbol, x, panY + 44, { color, size: 12, align: "center", maxWidth: room });
  };
  pan(cx - arm, model.from, palette.from);
  pan(cx + arm, model.to, palette.to);

  footer(p, [
    { text: model.negative ? model.text.negative : "", color: palette.muted },
    {
      text: model.text.hint,
      color: palette.reference,
    },
  ]);
}
