import type { Converter } from "../types";
import { converter } from "./define";

/** The converters of the heat, fluids and light categories, in the order pages show them. */
export const heatFluidLightConverters: Converter[] = [
  // heat
  converter(
    "fuel-efficiency-mass",
    "Fuel Efficiency (Mass) Converter",
    "Convert the heating value of fuels per mass between joules per kilogram, kilojoules per kilogram, Btu per pound and calories per gram.",
    "heat",
  ),
  converter(
    "fuel-efficiency-volume",
    "Fuel Efficiency (Volume) Converter",
    "Convert the heating value of fuels per volume between megajoules per cubic meter, megajoules per liter, Btu per cubic foot and Btu per gallon.",
    "heat",
  ),
  converter(
    "temperature-interval",
    "Temperature Interval Converter",
    "Convert temperature differences between kelvins, degrees Celsius, degrees Fahrenheit and degrees Rankine, with no zero offset.",
    "heat",
  ),
  converter(
    "thermal-expansion",
    "Thermal Expansion Converter",
    "Convert coefficients of thermal expansion between per kelvin, per degree Fahrenheit, parts per million per kelvin and percent per kelvin.",
    "heat",
  ),
  converter(
    "thermal-resistance",
    "Thermal Resistance Converter",
    "Convert thermal resistance between kelvins per watt, degrees Fahrenheit hour per Btu and related units.",
    "heat",
  ),
  converter(
    "thermal-conductivity",
    "Thermal Conductivity Converter",
    "Convert thermal conductivity between watts per meter kelvin, Btu per hour foot degree Fahrenheit and calories per second centimeter degree Celsius.",
    "heat",
  ),
  converter(
    "specific-heat-capacity",
    "Specific Heat Capacity Converter",
    "Convert specific heat capacity between joules per kilogram kelvin, calories per gram degree Celsius and Btu per pound degree Fahrenheit.",
    "heat",
  ),
  converter(
    "heat-density",
    "Heat Density Converter",
    "Convert heat per area between joules per square meter, calories per square centimeter (langleys) and Btu per square foot.",
    "heat",
  ),
  converter(
    "heat-flux-density",
    "Heat Flux Density Converter",
    "Convert heat flux between watts per square meter, kilowatts per square meter, Btu per hour square foot and calories per second square centimeter.",
    "heat",
  ),
  converter(
    "heat-transfer-coefficient",
    "Heat Transfer Coefficient Converter",
    "Convert heat transfer coefficients (U-values) between watts per square meter kelvin and Btu per hour square foot degree Fahrenheit.",
    "heat",
  ),
  // fluids
  converter(
    "flow",
    "Flow Rate Converter",
    "Convert volumetric flow rates between cubic meters per second, liters per minute, gallons per minute (US and imperial) and cubic feet per minute.",
    "fluids",
  ),
  converter(
    "flow-mass",
    "Mass Flow Rate Converter",
    "Convert mass flow rates between kilograms per second, kilograms per hour, pounds per hour, tonnes per hour and tons per day.",
    "fluids",
  ),
  converter(
    "flow-molar",
    "Molar Flow Rate Converter",
    "Convert molar flow rates between moles per second, kilomoles per hour and millimoles per minute.",
    "fluids",
  ),
  converter(
    "mass-flux-density",
    "Mass Flux Density Converter",
    "Convert mass flux between kilograms per second square meter, grams per second square centimeter and pounds per hour square foot.",
    "fluids",
  ),
  converter(
    "concentration-molar",
    "Molar Concentration Converter",
    "Convert molar concentration between moles per liter (molar), millimoles per liter, micromoles per liter and moles per cubic meter.",
    "fluids",
  ),
  converter(
    "concentration-solution",
    "Solution Concentration Converter",
    "Convert mass concentration of solutions between kilograms per liter, grams per liter, milligrams per liter and grains per gallon.",
    "fluids",
  ),
  converter(
    "viscosity-dynamic",
    "Dynamic Viscosity Converter",
    "Convert dynamic viscosity between pascal seconds, poise, centipoise and pound-force seconds per square foot.",
    "fluids",
  ),
  converter(
    "viscosity-kinematic",
    "Kinematic Viscosity Converter",
    "Convert kinematic viscosity between square meters per second, stokes, centistokes and square feet per second.",
    "fluids",
  ),
  converter(
    "surface-tension",
    "Surface Tension Converter",
    "Convert surface tension between newtons per meter, millinewtons per meter, dynes per centimeter and pound-force per inch.",
    "fluids",
  ),
  converter(
    "permeability",
    "Permeability Converter",
    "Convert the permeability of rock and soil to fluids between darcys, millidarcys, square meters and square micrometers.",
    "fluids",
  ),
  // light
  converter(
    "luminance",
    "Luminance Converter",
    "Convert luminance between candelas per square meter (nits), foot-lamberts, stilbs, lamberts and apostilbs.",
    "light",
  ),
  converter(
    "luminous-intensity",
    "Luminous Intensity Converter",
    "Convert luminous intensity between candelas, millicandelas, kilocandelas and historical candles.",
    "light",
  ),
  converter(
    "illumination",
    "Illuminance Converter",
    "Convert illuminance between lux, foot-candles, phots and lumens per square inch.",
    "light",
  ),
  converter(
    "digital-image-resolution",
    "Digital Image Resolution Converter",
    "Convert image and print resolution between dots per inch (dpi), pixels per inch (ppi) and dots per centimeter.",
    "light",
  ),
  converter(
    "frequency-wavelength",
    "Frequency and Wavelength Converter",
    "Convert between frequency and wavelength of electromagnetic waves: hertz, kilohertz, megahertz, gigahertz and meters, using the speed of light.",
    "light",
  ),
];
