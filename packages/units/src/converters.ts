import type { Category, Converter } from "./types";

/**
 * The converter catalogue (shared/CATALOGUE.md): nine categories and 80 converters, in the order
 * pages and menus show them. A converter's key is also the key of its unit table in ./data.
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

function converter(
  key: string,
  name: string,
  description: string,
  category: Converter["category"],
  popular = false,
): Converter {
  return { key, slug: `${key}-converter`, name, description, category, popular };
}

export const converters: Converter[] = [
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
  // electricity
  converter(
    "charge",
    "Electric Charge Converter",
    "Convert electric charge between coulombs, ampere-hours, milliampere-hours, faradays and CGS units.",
    "electricity",
  ),
  converter(
    "linear-charge-density",
    "Linear Charge Density Converter",
    "Convert linear charge density between coulombs per meter, coulombs per centimeter, coulombs per inch and CGS units.",
    "electricity",
  ),
  converter(
    "surface-charge-density",
    "Surface Charge Density Converter",
    "Convert surface charge density between coulombs per square meter, coulombs per square centimeter, coulombs per square inch and CGS units.",
    "electricity",
  ),
  converter(
    "volume-charge-density",
    "Volume Charge Density Converter",
    "Convert volume charge density between coulombs per cubic meter, coulombs per liter, coulombs per cubic inch and CGS units.",
    "electricity",
  ),
  converter(
    "current",
    "Electric Current Converter",
    "Convert electric current between amperes, milliamperes, microamperes, kiloamperes, abamperes and statamperes.",
    "electricity",
  ),
  converter(
    "linear-current-density",
    "Linear Current Density Converter",
    "Convert linear current density between amperes per meter, amperes per centimeter, amperes per inch and abamperes per centimeter.",
    "electricity",
  ),
  converter(
    "surface-current-density",
    "Surface Current Density Converter",
    "Convert current density between amperes per square meter, amperes per square millimeter, amperes per square inch and amperes per circular mil.",
    "electricity",
  ),
  converter(
    "electric-field-strength",
    "Electric Field Strength Converter",
    "Convert electric field strength between volts per meter, kilovolts per meter, volts per centimeter, volts per mil and CGS units.",
    "electricity",
  ),
  converter(
    "electric-potential",
    "Electric Potential Converter",
    "Convert electric potential and voltage between volts, millivolts, kilovolts, megavolts, abvolts and statvolts.",
    "electricity",
  ),
  converter(
    "electric-resistance",
    "Electric Resistance Converter",
    "Convert electric resistance between ohms, milliohms, kilohms, megohms, abohms and statohms.",
    "electricity",
  ),
  converter(
    "electric-resistivity",
    "Electric Resistivity Converter",
    "Convert electrical resistivity between ohm meters, ohm centimeters, microohm centimeters and ohm circular mils per foot.",
    "electricity",
  ),
  converter(
    "electric-conductance",
    "Electric Conductance Converter",
    "Convert electric conductance between siemens, millisiemens, microsiemens, mhos and CGS units.",
    "electricity",
  ),
  converter(
    "electric-conductivity",
    "Electric Conductivity Converter",
    "Convert electrical conductivity between siemens per meter, millisiemens per centimeter and microsiemens per centimeter.",
    "electricity",
  ),
  converter(
    "electrostatic-capacitance",
    "Capacitance Converter",
    "Convert capacitance between farads, microfarads, nanofarads, picofarads, abfarads and statfarads.",
    "electricity",
  ),
  converter(
    "inductance",
    "Inductance Converter",
    "Convert inductance between henries, millihenries, microhenries, nanohenries, abhenries and stathenries.",
    "electricity",
  ),
  // magnetism
  converter(
    "magnetomotive-force",
    "Magnetomotive Force Converter",
    "Convert magnetomotive force between amperes (ampere-turns), kiloamperes, milliamperes, gilberts and abampere-turns.",
    "magnetism",
  ),
  converter(
    "magnetic-field-strength",
    "Magnetic Field Strength Converter",
    "Convert magnetic field strength between amperes per meter, kiloamperes per meter, oersteds and amperes per inch.",
    "magnetism",
  ),
  converter(
    "magnetic-flux",
    "Magnetic Flux Converter",
    "Convert magnetic flux between webers, milliwebers, maxwells, kilomaxwells and flux quanta.",
    "magnetism",
  ),
  converter(
    "magnetic-flux-density",
    "Magnetic Flux Density Converter",
    "Convert magnetic flux density between teslas, millitesla, gauss, kilogauss and webers per square meter.",
    "magnetism",
  ),
  // radiology
  converter(
    "radiation",
    "Radiation Dose Rate Converter",
    "Convert absorbed dose rate between grays per second, milligrays per hour, micrograys per hour and rads per hour.",
    "radiology",
  ),
  converter(
    "radiation-absorbed-dose",
    "Radiation Absorbed Dose Converter",
    "Convert absorbed radiation dose between grays, milligrays, centigrays, rads and millirads.",
    "radiology",
  ),
  converter(
    "radiation-activity",
    "Radiation Activity Converter",
    "Convert radioactivity between becquerels, kilobecquerels, megabecquerels, curies, millicuries and rutherfords.",
    "radiology",
  ),
  converter(
    "radiation-exposure",
    "Radiation Exposure Converter",
    "Convert radiation exposure between coulombs per kilogram, roentgens, milliroentgens and microroentgens.",
    "radiology",
  ),
  // other
  converter(
    "prefixes",
    "Metric Prefixes Converter",
    "Convert between metric prefixes from quecto to quetta and binary prefixes such as kibi, mebi and gibi.",
    "other",
  ),
  converter(
    "data-transfer",
    "Data Transfer Rate Converter",
    "Convert data transfer rates between bits per second, kilobits, megabits and gigabits per second, and bytes per second.",
    "other",
  ),
  converter(
    "sound",
    "Sound Level Converter",
    "Convert sound levels between decibels, bels and nepers, and sound pressure or intensity against their reference values.",
    "other",
  ),
  converter(
    "typography",
    "Typography Converter",
    "Convert typographic measures between points, picas, inches, millimeters, pixels, twips and Didot points.",
    "other",
  ),
  converter(
    "volume-lumber",
    "Lumber Volume Converter",
    "Convert timber and lumber volume between board feet, cubic meters, cubic feet, cords and Hoppus feet.",
    "other",
  ),
];
