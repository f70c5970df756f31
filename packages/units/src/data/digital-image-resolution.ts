import type { UnitTable } from "../types";

/**
 * Digital image resolution: dots (or pixels) per unit length. Base: dot per meter, the unit
 * PNG and TIFF store. A dot and a pixel count as one each, as every editor treats them.
 */
export default {
  key: "digital-image-resolution",
  baseUnit: "dot-meter",
  units: [
    {
      id: "dot-inch",
      name: "dot per inch",
      plural: "dots per inch",
      symbol: "dpi",
      aliases: ["dots/in", "dot/in"],
      definition: { kind: "linear", factor: "1/in" },
      about:
        "Dots per inch, the usual measure of printer and scanner resolution; 300 dpi is the common print standard.",
    },
    {
      id: "dot-centimeter",
      name: "dot per centimeter",
      plural: "dots per centimeter",
      symbol: "dpcm",
      aliases: ["dots/cm", "dot/cm", "dots per cm"],
      definition: { kind: "linear", factor: "100" },
      about: "Dots per centimeter, the metric counterpart of dpi: 300 dpi is about 118 dots/cm.",
    },
    {
      id: "pixel-inch",
      name: "pixel per inch",
      plural: "pixels per inch",
      symbol: "ppi",
      aliases: ["px/in", "pixels/in"],
      definition: { kind: "linear", factor: "1/in" },
      note: "one pixel counted as one dot",
      about:
        "Pixels per inch, the pixel density of a screen or of an image at its print size. Converted one pixel to one dot, as image editors do.",
    },
    {
      id: "dot-millimeter",
      name: "dot per millimeter",
      plural: "dots per millimeter",
      symbol: "dot/mm",
      aliases: ["dpmm", "dots/mm", "dots per mm"],
      definition: { kind: "linear", factor: "1000" },
      about: "Dots per millimeter, used for label and thermal printers (8 dots/mm is 203 dpi).",
    },
    {
      id: "dot-meter",
      name: "dot per meter",
      plural: "dots per meter",
      symbol: "dot/m",
      aliases: ["dots/m", "dpm"],
      definition: { kind: "linear", factor: "1" },
    },
    {
      id: "pixel-centimeter",
      name: "pixel per centimeter",
      plural: "pixels per centimeter",
      symbol: "px/cm",
      aliases: ["ppcm", "pixels/cm", "pixels per cm"],
      definition: { kind: "linear", factor: "100" },
      note: "one pixel counted as one dot",
    },
    {
      id: "pixel-millimeter",
      name: "pixel per millimeter",
      plural: "pixels per millimeter",
      symbol: "px/mm",
      aliases: ["ppmm", "pixels/mm", "pixels per mm"],
      definition: { kind: "linear", factor: "1000" },
      note: "one pixel counted as one dot",
    },
    {
      id: "pixel-meter",
      name: "pixel per meter",
      plural: "pixels per meter",
      symbol: "px/m",
      aliases: ["pixels/m"],
      definition: { kind: "linear", factor: "1" },
      note: "one pixel counted as one dot",
      about: "Pixels per meter, the unit in which PNG files store their physical resolution.",
    },
  ],
} satisfies UnitTable;
