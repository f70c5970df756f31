import {
  beakerScale,
  formatNumber,
  logSize,
  proportionalLengths,
  referenceHint,
  rulerTicks,
  TEMPERATURE_REFERENCES,
  temperatureScale,
  type GenericModel,
  type MeasureModel,
  type TemperatureModel,
  type VisualModel,
  type VisualPalette,
} from "./visual-scale";

/**
 * The canvas drawing of the 'Visual Representation' panel. It is its own chunk, loaded after
 * the page is interactive: the panel's caption (server-rendered) says the same in words.
 */

// ---------------------------------------------------------------------------------------------
// Drawing. Every function below gets finite numbers from visual-scale.ts; `finite` guards the
// canvas calls anyway so that a NaN can never reach it.

interface Painter {
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
  palette: VisualPalette;
  font: string;
}

const PAD = 16;

export function paint(canvas: HTMLCanvasElement, model: VisualModel, palette: VisualPalette): void {
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (!(width > 0 && height > 0)) return;
  const ratio = Math.min(4, Math.max(1, window.devicePixelRatio || 1));
  const pixelWidth = Math.round(width * ratio);
  const pixelHeight = Math.round(height * ratio);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.lineCap = "round";
  ctx.lineJoin = "round";
  const font = getComputedStyle(canvas).fontFamily || "system-ui, sans-serif";
  const p: Painter = { ctx, width, height, palette, font };
  switch (model.kind) {
    case "empty":
      text(p, model.caption, width / 2, height / 2, {
        color: palette.muted,
        size: 14,
        align: "center",
        maxWidth: width - 2 * PAD,
      });
      return;
    case "generic":
      drawGeneric(p, model);
      return;
    case "length":
      drawLength(p, model);
      return;
    case "weight":
      drawWeight(p, model);
      return;
    case "volume":
      drawVolume(p, model);
      return;
    case "temperature":
      drawTemperature(p, model);
      return;
  }
}

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

/** Text shortened with an ellipsis to maxWidth; returns the width drawn. */
function text(p: Painter, value: string, x: number, y: number, options: TextOptions): number {
  const { ctx } = p;
  if (!finite(x, y) || value === "") return 0;
  ctx.font = `${options.weight ?? 400} ${options.size ?? 12}px ${p.font}`;
  ctx.fillStyle = options.color;
  ctx.textAlign = options.align ?? "left";
  ctx.textBaseline = options.baseline ?? "alphabetic";
  const fitted = fit(ctx, value, options.maxWidth);
  ctx.fillText(fitted, x, y);
  return ctx.measureText(fitted).width;
}

function fit(ctx: CanvasRenderingContext2D, value: string, maxWidth: number | undefined): string {
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

function line(p: Painter, x1: number, y1: number, x2: number, y2: number, color: string, w = 1) {
  if (!finite(x1, y1, x2, y2)) return;
  const { ctx } = p;
  ctx.strokeStyle = color;
  ctx.lineWidth = w;
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

function roundedRect(p: Painter, x: number, y: number, w: number, h: number, r: number) {
  const { ctx } = p;
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  ctx.beginPath();
  ctx.roundRect(x, y, Math.max(0, w), Math.max(0, h), radius);
}

const NEGATIVE_NOTE = "Negative value: drawn by its magnitude";

/** Lines of small centred text at the bottom of the canvas, 18 px apart; empty ones skipped. */
function footer(p: Painter, lines: Array<{ text: string; color: string }>) {
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

// --- generic: [from] → [to] ------------------------------------------------------------------

function drawGeneric(p: Painter, model: GenericModel) {
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

// --- length: two rulers of the same length, and a reference bar to the same scale ------------

function drawLength(p: Painter, model: MeasureModel) {
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

  ruler(p, 8, model.from, valuePx, palette.from);
  ruler(p, 76, model.to, valuePx, palette.to);

  if (reference) {
    const tooSmall = reference.ratio > maxPx / 2;
    text(p, `Reference: ${reference.reference.label} (${reference.reference.display})`, PAD, 158, {
      color: palette.reference,
      size: 12,
      weight: 600,
      maxWidth: maxPx,
    });
    roundedRect(p, PAD, 166, referencePx, 10, 3);
    p.ctx.fillStyle = palette.reference;
    p.ctx.fill();
    if (tooSmall) {
      text(p, "(enlarged to be visible)", PAD + referencePx + 8, 175, {
        color: palette.muted,
        size: 11,
      });
    }
  }
  footer(p, [
    { text: model.negative ? NEGATIVE_NOTE : "", color: palette.muted },
    {
      text:
        model.from.value !== 0
          ? `Same length, two scales: ${model.from.label} = ${model.to.label}`
          : "",
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
    const label = formatNumber(tick.value, 4);
    ctx.font = `400 10px ${p.font}`;
    const w = ctx.measureText(label).width;
    const left = Math.min(Math.max(x - w / 2, PAD), width - PAD - w);
    if (left < lastRight + 6) continue;
    text(p, label, left, barTop + barHeight + 12, { color: palette.muted, size: 10 });
    lastRight = left + w;
  }
}

// --- weight: a level balance (equal masses), with weights sized by magnitude -----------------

function drawWeight(p: Painter, model: MeasureModel) {
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
    { text: model.negative ? NEGATIVE_NOTE : "", color: palette.muted },
    { text: model.reference ? referenceHint(model.reference) : "", color: palette.reference },
  ]);
}

// --- volume: a beaker graduated in both units, filled to the value ---------------------------

function drawVolume(p: Painter, model: MeasureModel) {
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
      text(p, formatNumber(tick.value, 4), edge + (left ? -6 : 6), y + 4, {
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
      text(p, model.reference.reference.label, cx, y - 4, {
        color: palette.reference,
        size: 10,
        weight: 600,
        align: "center",
        maxWidth: beakerW - 30,
      });
    }
  }
  footer(p, [
    { text: model.negative ? NEGATIVE_NOTE : "", color: palette.muted },
    { text: model.reference ? referenceHint(model.reference) : "", color: palette.reference },
  ]);
}

// --- temperature: a thermometer with water and body references -------------------------------

function drawTemperature(p: Painter, model: TemperatureModel) {
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
    text(p, formatNumber(tick, 4).replace("-", "−"), tubeX - tubeW / 2 - 9, y + 3.5, {
      color: palette.muted,
      size: 10,
      align: "right",
      maxWidth: tubeX - tubeW / 2 - 11,
    });
  }

  // References: dashed lines with labels at the right edge.
  let lastLabelY = Infinity;
  for (const reference of TEMPERATURE_REFERENCES) {
    const y = yAt(reference.celsius);
    ctx.setLineDash([4, 4]);
    line(p, tubeX + tubeW / 2 + 4, y, width - PAD, y, palette.grid, 1);
    ctx.setLineDash([]);
    if (lastLabelY - y < 13) continue;
    lastLabelY = y;
    text(p, `${reference.label} ${reference.celsius} °C`, width - PAD, y - 3, {
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
