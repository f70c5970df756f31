import type { Converter } from "../types";
import { converter } from "./define";

/** The converters of the common and engineering categories, in the order pages show them. */
export const everydayConverters: Converter[] = [
  // common
  converter(
    "length",
    "Length Converter",
    "Convert lengths and distances between meters, feet, inches, kilometers, miles, nautical miles, light-years and more.",
    "common",
    true,
  ),
  converter(
    "weight",
    "Weight and Mass Converter",
    "Convert weight and mass between kilograms, pounds, ounces, grams, stone, tons, troy ounces and carats.",
    "common",
    true,
  ),
  converter(
    "volume",
    "Volume Converter",
    "Convert liquid and solid volumes between liters, US and imperial gallons, cups, fluid ounces, cubic meters and cubic feet.",
    "common",
    true,
  ),
  converter(
    "temperature",
    "Temperature Converter",
    "Convert temperatures between Celsius, Fahrenheit, Kelvin, Rankine and historical scales such as Réaumur and Delisle.",
    "common",
    true,
  ),
  converter(
    "area",
    "Area Converter",
    "Convert areas between square meters, square feet, acres, hectares, square kilometers, square miles and more.",
    "common",
  ),
  converter(
    "pressure",
    "Pressure Converter",
    "Convert pressures between pascals, bar, psi, atmospheres, mmHg, inches of mercury and inches of water.",
    "common",
  ),
  converter(
    "energy",
    "Energy Converter",
    "Convert energy between joules, calories, kilocalories, kilowatt-hours, Btu, electronvolts and therms.",
    "common",
  ),
  converter(
    "power",
    "Power Converter",
    "Convert power between watts, kilowatts, mechanical and metric horsepower, Btu per hour and tons of refrigeration.",
    "common",
  ),
  converter(
    "force",
    "Force Converter",
    "Convert forces between newtons, kilonewtons, pounds-force, kilograms-force, dynes and kips.",
    "common",
  ),
  converter(
    "time",
    "Time Converter",
    "Convert durations between seconds, minutes, hours, days, weeks, months, years and milliseconds.",
    "common",
  ),
  converter(
    "speed",
    "Speed Converter",
    "Convert speeds between kilometers per hour, miles per hour, meters per second, knots, feet per second and Mach.",
    "common",
  ),
  converter(
    "angle",
    "Angle Converter",
    "Convert angles between degrees, radians, gradians, arcminutes, arcseconds, turns and mils.",
    "common",
  ),
  converter(
    "fuel-consumption",
    "Fuel Consumption Converter",
    "Convert fuel consumption and economy between liters per 100 km, miles per gallon (US and imperial) and kilometers per liter.",
    "common",
  ),
  converter(
    "energy-consumption",
    "Energy Consumption Converter",
    "Convert electric-car and EV energy consumption between kWh per 100 km, kWh per 100 miles, Wh/km, miles per kWh and kilometers per kWh.",
    "common",
  ),
  converter(
    "numbers",
    "Number Base Converter",
    "Convert whole numbers between decimal, binary, octal, hexadecimal, any base from 2 to 36 and Roman numerals.",
    "common",
  ),
  converter(
    "data-storage",
    "Data Storage Converter",
    "Convert data sizes between bits, bytes, kilobytes, megabytes, gigabytes and terabytes, and binary units like KiB, MiB and GiB.",
    "common",
  ),
  converter(
    "volume-dry",
    "Dry Volume Converter",
    "Convert dry volumes between liters, US bushels, pecks, dry quarts and dry pints, and imperial bushels.",
    "common",
  ),
  converter(
    "currency",
    "Currency Converter",
    "Convert between US dollars, euros, pounds sterling, yen and 28 other currencies at dated European Central Bank reference rates.",
    "common",
  ),
  converter(
    "case",
    "Text Case Converter",
    "Convert text between lowercase, UPPERCASE, Title Case, camelCase, snake_case, kebab-case and other naming styles.",
    "common",
  ),
  converter(
    "cooking",
    "Cooking Converter",
    "Convert cups, tablespoons and teaspoons to grams and ounces for over 50 ingredients such as flour, sugar, butter, rice, milk and honey, using sourced densities.",
    "common",
  ),
  // engineering
  converter(
    "velocity-angular",
    "Angular Velocity Converter",
    "Convert angular velocity between radians per second, revolutions per minute (rpm), degrees per second and more.",
    "engineering",
  ),
  converter(
    "acceleration",
    "Acceleration Converter",
    "Convert acceleration between meters per second squared, feet per second squared, standard gravity (g) and gals.",
    "engineering",
  ),
  converter(
    "acceleration-angular",
    "Angular Acceleration Converter",
    "Convert angular acceleration between radians per second squared, revolutions per minute squared and degrees per second squared.",
    "engineering",
  ),
  converter(
    "density",
    "Density Converter",
    "Convert density between kilograms per cubic meter, grams per cubic centimeter, pounds per cubic foot and pounds per gallon.",
    "engineering",
  ),
  converter(
    "specific-volume",
    "Specific Volume Converter",
    "Convert specific volume between cubic meters per kilogram, cubic centimeters per gram, cubic feet per pound and gallons per pound.",
    "engineering",
  ),
  converter(
    "moment-of-inertia",
    "Moment of Inertia Converter",
    "Convert moment of inertia between kilogram square meters, gram square centimeters and pound square feet.",
    "engineering",
  ),
  converter(
    "moment-of-force",
    "Moment of Force Converter",
    "Convert moments of force between newton meters, kilonewton meters, pound-force feet and kilogram-force meters.",
    "engineering",
  ),
  converter(
    "torque",
    "Torque Converter",
    "Convert torque between newton meters, pound-force feet, pound-force inches, ounce-force inches and kilogram-force meters.",
    "engineering",
  ),
];
