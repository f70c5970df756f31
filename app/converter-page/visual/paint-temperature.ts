import { fit, line, PAD, roundedRect, text, type Painter } from "./canvas";
import { formatNumber } from "./format";
import type { TemperatureModel } from "./model";
import { TEMPERATURE_REFERENCES } from "./references";
import { temperatureScale } from "./scales";

/** Temperature: a thermometer with water and body references. */
export function paintTemperature(p: Painter, model: TemperatureModel) {
  const { ctx, width, palette } = p;
  const scale = temperatureScale(model.celsius);
  const tubeX = PAD + 48;
  const tubeW = 14;
  const top = 28;
  const bottom = 204;
  const bulbY = 224;
  const bulbR = 14;
  const yAt = (celsius: number) => bottom - scale.fraction(celsius) * (bottom - top);

  const header =
    scale.mode === "linear"
      ? "°C"
      : model.celsius > 0
        ? "°C (compressed above 130 °C)"
        : "°C (compressed below −40 °C)";
  text(p, header, tubeX - tubeW / 2, 16, {
    color: palette.muted,
    size: 10,
    weight: 600,
    maxWidth: width - tubeX,
  });

  // Graduations.
  let lastY = Infinity;
  for (const tick of scale.ticks) {
    const y = yAt(tick);
    if (lastY - y < 12) continue;
    lastY = y;
    line(p, tubeX - tubeW / 2 - 6, y, tubeX - tubeW / 2 - 1, y, palette.muted, 1);
    text(p, formatNumber(tick, 4, model.locale).replace("-", "−"), tubeX - tubeW / 2 - 9, y + 3.5, {
      color: palette.muted,
      size: 10,
      align: "right",
      maxWidth: tubeX - tubeW / 2 - 11,
    });
  }

  // References: dashed lines with labels at the right edge.
  let lastLabelY = Infinity;
  for (const [index, reference] of TEMPERATURE_REFERENCES.entries()) {
    const y = yAt(reference.celsius);
    ctx.setLineDash([4, 4]);
    line(p, tubeX + tubeW / 2 + 4, y, width - PAD, y, palette.grid, 1);
    ctx.setLineDash([]);
    if (lastLabelY - y < 13) continue;
    lastLabelY = y;
    text(p, `${model.references[index] ?? ""} ${reference.celsius} °C`, width - PAD, y - 3, {
      color: palette.muted,
      size: 10,
      align: "right",
      maxWidth: width - tubeX - 40,
    });
  }

  // Tube, mercury and bulb.
  const level = Math.min(bottom, Math.max(top, yAt(model.celsius)));
  roundedRect(p, tubeX - tubeW / 2, top - 10, tubeW, bulbY - top + 10, tubeW / 2);
  ctx.fillStyle = palette.surface;
  ctx.fill();
  ctx.strokeStyle = palette.glass;
  ctx.lineWidth = 2;
  ctx.stroke();
  roundedRect(p, tubeX - 3.5, level, 7, bulbY - level, 3.5);
  ctx.fillStyle = palette.mercury;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(tubeX, bulbY, bulbR, 0, Math.PI * 2);
  ctx.fillStyle = palette.mercury;
  ctx.fill();
  ctx.strokeStyle = palette.glass;
  ctx.lineWidth = 2;
  ctx.stroke();

  // A break mark where the compressed scale leaves the linear core.
  if (scale.breakAt !== null) {
    const y = bottom - scale.breakAt * (bottom - top);
    ctx.fillStyle = palette.surface;
    ctx.fillRect(tubeX - tubeW / 2 - 3, y - 3, tubeW + 6, 6);
    line(p, tubeX - tubeW / 2 - 5, y - 1, tubeX + tubeW / 2 + 5, y - 5, palette.glass, 1.5);
    line(p, tubeX - tubeW / 2 - 5, y + 5, tubeX + tubeW / 2 + 5, y + 1, palette.glass, 1.5);
  }

  // The value: a pointer and a label "212 °F = 100 °C" on a pill that covers the dashed lines.
  const pillX = tubeX + tubeW / 2 + 14;
  const label = `${model.from.label} = ${model.to.label}`;
  ctx.font = `700 12px ${p.font}`;
  const labelW = ctx.measureText(fit(ctx, label, width - pillX - PAD - 16)).width;
  ctx.beginPath();
  ctx.moveTo(tubeX + tubeW / 2 + 2, level);
  ctx.lineTo(pillX, level - 6);
  ctx.lineTo(pillX, level + 6);
  ctx.closePath();
  ctx.fillStyle = palette.mercury;
  ctx.fill();
  roundedRect(p, pillX, level - 11, labelW + 16, 22, 11);
  ctx.fillStyle = palette.surface;
  ctx.fill();
  ctx.strokeStyle = palette.mercury;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  text(p, label, pillX + 8, level + 0.5, {
    color: palette.text,
    size: 12,
    weight: 700,
    baseline: "middle",
    maxWidth: width - pillX - PAD - 16,
  });
}
