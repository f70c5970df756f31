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
  key: "torque",
  baseUnit: "newton-meter",
  units: [
    {
      ...newtonMeter,
      about:
        "The SI unit of torque: a force of one newton acting at right angles on a lever one meter long. Engine, motor and fastener torques are given in N·m everywhere outside the US.",
    },
    {
      ...poundForceFoot,
      about:
        "A force of one pound-force on a one-foot lever, the usual US unit for engine torque and wheel-nut tightening. Mechanics often write it ft-lb; 1 lbf·ft ≈ 1.356 N·m.",
    },
    {
      ...poundForceInch,
      about:
        "One twelfth of a pound-force foot, used in the US for smaller fasteners and torque screwdrivers (in-lb); 1 lbf·in ≈ 0.113 N·m.",
    },
    {
      id: "ounce-force-inch",
      name: "ounce-force inch",
      plural: "ounce-force inches",
      symbol: "ozf·in",
      aliases: ["oz-in", "oz in", "ozf in", "ozf-in", "in-oz", "inch-ounce", "ounce inch"],
      definition: { kind: "linear", factor: "in*oz*g0" },
      source: "NIST SP 811 (2008)",
      about:
        "A small US unit for the torque of stepper motors, servos and precision instruments; 1 ozf·in ≈ 7.06 mN·m.",
    },
    {
      id: "newton-centimeter",
      name: "newton centimeter",
      plural: "newton centimeters",
      symbol: "N·cm",
      aliases: ["Ncm", "N cm", "N-cm", "N*cm", "newton centimetre"],
      definition: { kind: "linear", factor: "1/100" },
      source: "SI Brochure (2019)",
      about:
        "One hundredth of a newton meter, common on electric screwdrivers and small motors (N·cm).",
    },
    newtonMillimeter,
    kilonewtonMeter,
    millinewtonMeter,
    micronewtonMeter,
    {
      ...kilogramForceMeter,
      about:
        "A gravitational metric unit (kgf·m, older kp·m) found in older European and Asian engine specifications; 1 kgf·m = 9.80665 N·m exactly.",
    },
    {
      id: "kilogram-force-centimeter",
      name: "kilogram-force centimeter",
      plural: "kilogram-force centimeters",
      symbol: "kgf·cm",
      aliases: ["kgf cm", "kgf-cm", "kgfcm", "kg-cm", "kgcm", "kg cm", "kp·cm"],
      definition: { kind: "linear", factor: "g0/100" },
      source: "NIST SP 811 (2008)",
      about:
        'The torque of a one-kilogram weight on a one-centimeter arm, still used for hobby servos ("kg·cm"); 1 kgf·cm = 0.0980665 N·m exactly.',
    },
    {
      id: "kilogram-force-millimeter",
      name: "kilogram-force millimeter",
      plural: "kilogram-force millimeters",
      symbol: "kgf·mm",
      aliases: ["kgf mm", "kgf-mm", "kgfmm", "kg-mm", "kg mm"],
      definition: { kind: "linear", factor: "g0/1000" },
      source: "NIST SP 811 (2008)",
    },
    gramForceCentimeter,
    {
      id: "ounce-force-foot",
      name: "ounce-force foot",
      plural: "ounce-force feet",
      symbol: "ozf·ft",
      aliases: ["oz-ft", "oz ft", "ozf ft", "ozf-ft", "ft-oz"],
      definition: { kind: "linear", factor: "ft*oz*g0" },
      source: "NIST SP 811 (2008)",
    },
    dyneCentimeter,
    kipFoot,
    kipInch,
    poundalFoot,
  ],
} satisfies UnitTable;
