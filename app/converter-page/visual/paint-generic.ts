import { line, PAD, roundedRect, text, type Painter } from "./canvas";
import type { GenericModel } from "./model";

/** The generic drawing: [from] → [to]. */
export function paintGeneric(p: Painter, model: GenericModel) {
  const { width, height, palette } = p;
  const horizontal = width >= 440;
  const gap = horizontal ? 72 : 44;
  const boxW = horizontal
    ? Math.min(260, (width - 2 * PAD - gap) / 2)
    : Math.min(320, width - 2 * PAD);
  const boxH = horizontal ? 96 : 80;
  const fromX = horizontal ? width / 2 - gap / 2 - boxW : (width - boxW) / 2;
  const toX = horizontal ? width / 2 + gap / 2 : fromX;
  const fromY = horizontal ? (height - boxH) / 2 : (height - 2 * boxH - gap) / 2;
  const toY = horizontal ? fromY : fromY + boxH + gap;

  const box = (x: number, y: number, content: { main: string; sub: string }, color: string) => {
    roundedRect(p, x, y, boxW, boxH, 12);
    p.ctx.fillStyle = palette.surface;
    p.ctx.fill();
    p.ctx.strokeStyle = color;
    p.ctx.lineWidth = 2;
    p.ctx.stroke();
    text(p, content.main, x + boxW / 2, y + boxH / 2 + 2, {
      color: palette.text,
      size: 20,
      weight: 700,
      align: "center",
      maxWidth: boxW - 20,
    });
    text(p, content.sub, x + boxW / 2, y + boxH / 2 + 24, {
      color: palette.muted,
      size: 12,
      align: "center",
      maxWidth: boxW - 20,
    });
  };
  box(fromX, fromY, model.from, palette.from);
  box(toX, toY, model.to, palette.to);

  // The arrow between the boxes.
  const { ctx } = p;
  const [x1, y1, x2, y2] = horizontal
    ? [fromX + boxW + 12, fromY + boxH / 2, toX - 12, fromY + boxH / 2]
    : [width / 2, fromY + boxH + 8, width / 2, toY - 8];
  const angle = Math.atan2(y2 - y1, x2 - x1);
  line(p, x1, y1, x2 - 8 * Math.cos(angle), y2 - 8 * Math.sin(angle), palette.muted, 2.5);
  ctx.fillStyle = palette.muted;
  ctx.beginPath();
  ctx.moveTo(x2, y2);
  ctx.lineTo(x2 - 10 * Math.cos(angle - 0.45), y2 - 10 * Math.sin(angle - 0.45));
  ctx.lineTo(x2 - 10 * Math.cos(angle + 0.45), y2 - 10 * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
}
