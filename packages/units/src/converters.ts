import type { Category, Converter } from "./types";
import { everydayConverters } from "./converter-list/everyday-converters";
import { heatFluidLightConverters } from "./converter-list/heat-fluid-light-converters";
import { electricAndOtherConverters } from "./converter-list/electric-and-other-converters";

/**
 * The converter catalogue: nine categories and 81 converters, in the order pages and menus show
 * them (each category's converters are in ./converter-list). A converter's key is also the key
 * of its unit table in ./data.
 */
export const categories: Category[] = [
  {
    key: "common",
    name: "Common Converters",
    description:
      "Everyday measurements: length, weight, volume, temperature, area, speed, time, data, currency and more.",
    icon: "calculator",
  },
  {
    key: "engineering",
    name: "Engineering Converters",
    description:
      "Mechanical quantities for engineers: velocity and acceleration, density, moments and torque.",
    icon: "cog",
  },
  {
    key: "heat",
    name: "Heat Converters",
    description:
      "Thermal quantities: temperature differences, expansion, conductivity, heat capacity and heat flow.",
    icon: "flame",
  },
  {
    key: "fluids",
    name: "Fluids Converters",
    description:
      "Flow rates, concentrations, viscosity, surface tension and permeability of liquids and gases.",
    icon: "droplet",
  },
  {
    key: "light",
    name: "Light Converters",
    description:
      "Photometry and optics: luminance, luminous intensity, illuminance, image resolution and frequency to wavelength.",
    icon: "lightbulb",
  },
  {
    key: "electricity",
    name: "Electricity Converters",
    description:
      "Electrical quantities: charge, current, voltage, resistance, conductance, capacitance, inductance and their densities.",
    icon: "zap",
  },
  {
    key: "magnetism",
    name: "Magnetism Converters",
    description:
      "Magnetic quantities in SI and CGS units: magnetomotive force, field strength, flux and flux density.",
    icon: "magnet",
  },
  {
    key: "radiology",
    name: "Radiology Converters",
    description:
      "Ionising radiation: absorbed dose and dose rate, radioactivity and exposure, in SI and older units.",
    icon: "radiation",
  },
  {
    key: "other",
    name: "Other Converters",
    description:
      "Metric and binary prefixes, data transfer rates, sound levels, typography and lumber volume.",
    icon: "grid-3x3",
  },
];

export const converters: Converter[] = [
  ...everydayConverters,
  ...heatFluidLightConverters,
  ...electricAndOtherConverters,
];
