/* Unit-id scheme: see the comment at the top of density.ts. */

import type { UnitTable } from "../types";
import {
  newtonMeter,
  poundForceFoot,
  poundForceInch,
  newtonMillimeter,
  kilonewtonMeter,
  millinewtonMeter,
  micronewtonMeter,
  kilogramForceMeter,
  gramForceCentimeter,
  dyneCentimeter,
  kipFoot,
  kipInch,
  poundalFoot,
} from "./shared/moment";

export default {
  key: "moment-of-force",
  baseUnit: "newton-meter",
  units: [
    {
      ...newtonMeter,
      about:
        "The SI unit of moment of force: a force of one newton acting at a perpendicular distance of one meter from the point or axis considered.",
    },
    {
      ...kilonewtonMeter,
      about:
        "A thousand newton meters, the usual unit for bending moments in beams, columns and foundations in metric structural design.",
    },
    {
      ...poundForceFoot,
      about:
        "The US customary unit of moment: one pound-force at a lever arm of one foot (≈ 1.356 N·m).",
    },
    {
      ...kipFoot,
      about:
        "A thousand pound-force feet (kip·ft), the standard unit for bending moments in US structural engineering; 1 kip·ft ≈ 1.356 kN·m.",
    },
    {
      ...kipInch,
      about:
        "A thousand pound-force inches, used in US steel and concrete design alongside kip·ft; 12 kip·in = 1 kip·ft.",
    },
    poundForceInch,
    {
      id: "meganewton-meter",
      name: "meganewton meter",
      plural: "meganewton meters",
      symbol: "MN·m",
      aliases: ["MNm", "MN m", "MN-m", "meganewton metre"],
      definition: { kind: "linear", factor: "1000000" },
      source: "SI Brochure (2019)",
    },
    millinewtonMeter,
    micronewtonMeter,
    newtonMillimeter,
    kilogramForceMeter,
    {
      id: "tonne-force-meter",
      name: "tonne-force meter",
      plural: "tonne-force meters",
      symbol: "tf·m",
      aliases: ["tf m", "tf-m", "tfm", "t-m", "tm", "ton-meter (metric)", "metric ton-force meter"],
      definition: { kind: "linear", factor: "1000*g0" },
      source: "NIST SP 811 (2008)",
      note: "metric ton-force (1000 kgf)",
      about:
        "A gravitational metric unit (tf·m) used in older structural and crane calculations; 1 tf·m = 9.80665 kN·m exactly.",
    },
    {
      id: "short-ton-force-foot",
      name: "short ton-force foot",
      plural: "short ton-force feet",
      symbol: "tonf·ft (US)",
      aliases: ["tonf ft", "ton-ft", "tonf-ft", "short ton-foot", "US ton-force foot"],
      definition: { kind: "linear", factor: "2000*ft*lb*g0" },
      source: "NIST SP 811 (2008)",
      note: "short (US) ton-force, 2000 lbf",
    },
    {
      id: "long-ton-force-foot",
      name: "long ton-force foot",
      plural: "long ton-force feet",
      symbol: "tonf·ft (UK)",
      aliases: ["long tonf ft", "long ton-ft", "UK ton-force foot"],
      definition: { kind: "linear", factor: "2240*ft*lb*g0" },
      source: "NIST SP 811 (2008)",
      note: "long (imperial) ton-force, 2240 lbf",
    },
    gramForceCentimeter,
    dyneCentimeter,
    poundalFoot,
    {
      id: "poundal-inch",
      name: "poundal inch",
      plural: "poundal inches",
      symbol: "pdl·in",
      aliases: ["pdl in", "pdl-in", "poundal in"],
      definition: { kind: "linear", factor: "lb*ft*in" },
      source: "NIST SP 811 (2008)",
    },
  ],
} satisfies UnitTable;
