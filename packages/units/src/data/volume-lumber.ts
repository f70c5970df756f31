import type { UnitTable } from "../types";
import { liter, cubicInch, cubicFoot, cubicYard, cubicMeter } from "./shared/volume";
import { withoutAliases } from "./shared/without-aliases";

/**
 * Volume of lumber and wood. Base: liter (as for volume). Cubic meter, cubic foot, cubic inch,
 * cubic yard and liter are the volume units (./shared/volume.ts).
 */
export default {
  key: "volume-lumber",
  baseUnit: "liter",
  units: [
    {
      id: "board-foot",
      name: "board foot",
      plural: "board feet",
      symbol: "FBM",
      aliases: ["bf", "bd ft", "feet board measure"],
      definition: { kind: "linear", factor: "144*in^3*1000" },
      source: "NIST Handbook 44, Appendix C (144 in³)",
      about:
        "The US and Canadian unit of sawn lumber: a board 1 ft long, 1 ft wide and 1 in thick, 144 cubic inches (about 2.36 L). Volume is figured on nominal sizes.",
    },
    {
      ...withoutAliases(cubicMeter, "m³", "m3"),
      about:
        "The SI unit of volume, 1000 liters; timber and logs are traded by the cubic meter outside North America. One cubic meter is about 424 board feet.",
    },
    {
      ...withoutAliases(cubicFoot, "ft³", "ft3", "cubic feet"),
      about: "A cube one foot on a side, 28.316846592 L, equal to 12 board feet.",
    },
    {
      id: "thousand-board-feet",
      name: "thousand board feet",
      plural: "thousand board feet",
      symbol: "MBF",
      aliases: ["MFBM", "thousand board foot"],
      definition: { kind: "linear", factor: "1000*144*in^3*1000" },
      source: "NIST Handbook 44, Appendix C",
      about: "A thousand board feet, the usual pricing unit of lumber in North America.",
    },
    {
      id: "cord",
      name: "cord",
      plural: "cords",
      symbol: "cord",
      aliases: ["full cord", "bush cord"],
      definition: { kind: "linear", factor: "128*ft^3*1000" },
      source: "NIST Handbook 44, Appendix C (128 ft³)",
      about:
        "A stack of firewood 4 ft × 4 ft × 8 ft, 128 cubic feet including the air between the logs.",
    },
    {
      id: "cord-foot",
      name: "cord foot",
      plural: "cord feet",
      symbol: "cord-ft",
      definition: { kind: "linear", factor: "16*ft^3*1000" },
      note: "1/8 cord: a 4 ft × 4 ft × 1 ft stack",
    },
    {
      id: "cunit",
      name: "cunit",
      plural: "cunits",
      symbol: "cunit",
      aliases: ["ccf", "hundred cubic feet"],
      definition: { kind: "linear", factor: "100*ft^3*1000" },
      note: "100 cubic feet of solid wood (pulpwood)",
    },
    {
      id: "stere",
      name: "stere",
      plural: "steres",
      symbol: "st",
      aliases: ["stère", "stacked cubic meter"],
      definition: { kind: "linear", factor: "1000" },
      note: "1 m³ of stacked firewood (French unit)",
    },
    {
      id: "hoppus-foot",
      name: "Hoppus foot",
      plural: "Hoppus feet",
      symbol: "h ft",
      aliases: ["hoppus cubic foot", "Hoppus ft"],
      definition: { kind: "linear", factor: "4/pi*ft^3*1000" },
      about: "British log measure by quarter-girth; 4/π ft³ ≈ 1.273 ft³.",
    },
    {
      id: "hoppus-ton",
      name: "Hoppus ton",
      plural: "Hoppus tons",
      symbol: "HT",
      definition: { kind: "linear", factor: "50*4/pi*ft^3*1000" },
      note: "50 Hoppus feet",
    },
    {
      id: "petrograd-standard",
      name: "Petrograd standard",
      plural: "Petrograd standards",
      symbol: "std",
      aliases: ["standard", "Petersburg standard", "St Petersburg standard", "pet std"],
      definition: { kind: "linear", factor: "165*ft^3*1000" },
      note: "softwood measure, 165 ft³",
    },
    withoutAliases(cubicYard, "yd³", "yd3", "cubic yards"),
    withoutAliases(cubicInch, "in³", "in3", "cubic inches"),
    withoutAliases(liter, "l", "L", "liters", "dm3"),
  ],
} satisfies UnitTable;
