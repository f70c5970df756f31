/* Unit-id scheme: see the comment at the top of density.ts. */

import type { UnitTable } from "../types";

export default {
  key: "acceleration-angular",
  baseUnit: "radian-second-squared",
  units: [
    {
      id: "radian-second-squared",
      name: "radian per second squared",
      plural: "radians per second squared",
      symbol: "rad/s²",
      aliases: ["rad/s2", "rad/s^2", "rad/sec2", "rad/sec^2", "rad s-2"],
      definition: { kind: "linear", factor: "1" },
      source: "SI Brochure (2019)",
      about:
        "The SI unit of angular acceleration: the angular velocity changes by one radian per second every second. It links torque and moment of inertia through T = Iα.",
    },
    {
      id: "revolution-minute-second",
      name: "revolution per minute per second",
      plural: "revolutions per minute per second",
      symbol: "rpm/s",
      aliases: ["rpm/s", "rpm/sec", "r/min/s", "rev/min/s", "(r/min)/s"],
      definition: { kind: "linear", factor: "2*pi/60" },
      about:
        "How many rpm a shaft gains each second, the way motor drives and spindles state their ramp rates; 1 rpm/s ≈ 0.1047 rad/s².",
    },
    {
      id: "revolution-second-squared",
      name: "revolution per second squared",
      plural: "revolutions per second squared",
      symbol: "rev/s²",
      aliases: ["rev/s2", "rev/s^2", "r/s2", "rps/s"],
      definition: { kind: "linear", factor: "2*pi" },
      about: "Full turns per second gained each second; 1 rev/s² = 2π rad/s² ≈ 6.283 rad/s².",
    },
    {
      id: "revolution-minute-squared",
      name: "revolution per minute squared",
      plural: "revolutions per minute squared",
      symbol: "rev/min²",
      aliases: ["rev/min2", "rev/min^2", "r/min2", "rpm/min"],
      definition: { kind: "linear", factor: "2*pi/3600" },
      about:
        "Full turns per minute gained each minute (equal to rpm per minute); 1 rev/min² ≈ 0.001745 rad/s².",
    },
    {
      id: "revolution-hour-squared",
      name: "revolution per hour squared",
      plural: "revolutions per hour squared",
      symbol: "rev/h²",
      aliases: ["rev/h2", "rev/hr2", "rev/h^2"],
      definition: { kind: "linear", factor: "2*pi/h^2" },
    },
    {
      id: "degree-second-squared",
      name: "degree per second squared",
      plural: "degrees per second squared",
      symbol: "°/s²",
      aliases: ["deg/s2", "deg/s^2", "deg/sec2", "°/s2"],
      definition: { kind: "linear", factor: "pi/180" },
      source: "SI Brochure (2019)",
      about:
        "Angular acceleration in degrees, common in robotics and motion-control settings; 1 °/s² = π/180 rad/s².",
    },
    {
      id: "degree-minute-squared",
      name: "degree per minute squared",
      plural: "degrees per minute squared",
      symbol: "°/min²",
      aliases: ["deg/min2", "deg/min^2", "°/min2"],
      definition: { kind: "linear", factor: "pi/(180*3600)" },
      source: "SI Brochure (2019)",
    },
    {
      id: "radian-minute-squared",
      name: "radian per minute squared",
      plural: "radians per minute squared",
      symbol: "rad/min²",
      aliases: ["rad/min2", "rad/min^2"],
      definition: { kind: "linear", factor: "1/3600" },
      source: "SI Brochure (2019)",
    },
    {
      id: "radian-hour-squared",
      name: "radian per hour squared",
      plural: "radians per hour squared",
      symbol: "rad/h²",
      aliases: ["rad/h2", "rad/hr2", "rad/h^2"],
      definition: { kind: "linear", factor: "1/h^2" },
      source: "SI Brochure (2019)",
    },
    {
      id: "milliradian-second-squared",
      name: "milliradian per second squared",
      plural: "milliradians per second squared",
      symbol: "mrad/s²",
      aliases: ["mrad/s2", "mrad/s^2"],
      definition: { kind: "linear", factor: "1/1000" },
      source: "SI Brochure (2019)",
    },
    {
      id: "gradian-second-squared",
      name: "gradian per second squared",
      plural: "gradians per second squared",
      symbol: "gon/s²",
      aliases: ["grad/s2", "gon/s2", "gon/s^2"],
      definition: { kind: "linear", factor: "pi/200" },
      source: "NIST SP 811 (2008)",
    },
  ],
} satisfies UnitTable;
