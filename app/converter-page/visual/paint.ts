import { holdNumberSymbols } from "@unitwise/units";
import type { LocaleSymbols } from "../use-number-locale";
import { PAD, text, type Painter } from "./canvas";
import type { VisualModel } from "./model";
import { paintGeneric } from "./paint-generic";
import { paintLength } from "./paint-length";
import { paintTemperature } from "./paint-temperature";
import { paintVolume } from "./paint-volume";
import { paintWeight } from "./paint-weight";
import type { VisualPalette } from "./palette";

/**
 * The canvas drawing of the 'Visual Representation' panel. It is its own chunk, loaded after
 * the page is interactive: the panel's caption (server-rendered) says the same in words.
 */
export function paint(
  canvas: HTMLCanvasElement,
  model: VisualModel,
  palette: VisualPalette,
  /** the page's number signs as the server read them: the figures need no Intl (decision 053) */
  pageSymbols?: LocaleSymbols,
): void {
  if (pageSymbols) holdNumberSymbols(pageSymbols.locale, pageSymbols.symbols);
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
      paintGeneric(p, model);
      return;
    case "length":
      paintLength(p, model);
      return;
    case "weight":
      paintWeight(p, model);
      return;
    case "volume":
      paintVolume(p, model);
      return;
    case "temperature":
      paintTemperature(p, model);
      return;
  }
}
