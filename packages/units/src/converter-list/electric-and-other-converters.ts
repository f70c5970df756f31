import type { Converter } from "../types";
import { converter } from "./define";

/** The converters of the electricity, magnetism, radiology and other categories, in the order pages show them. */
export const electricAndOtherConverters: Converter[] = [
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
