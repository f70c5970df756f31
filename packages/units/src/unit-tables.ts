import type { UnitTable } from "./types";
import acceleration from "./data/acceleration";
import accelerationAngular from "./data/acceleration-angular";
import angle from "./data/angle";
import area from "./data/area";
import textCase from "./data/case";
import charge from "./data/charge";
import concentrationMolar from "./data/concentration-molar";
import concentrationSolution from "./data/concentration-solution";
import cooking from "./data/cooking";
import currency from "./data/currency";
import current from "./data/current";
import dataStorage from "./data/data-storage";
import dataTransfer from "./data/data-transfer";
import density from "./data/density";
import digitalImageResolution from "./data/digital-image-resolution";
import electricConductance from "./data/electric-conductance";
import electricConductivity from "./data/electric-conductivity";
import electricFieldStrength from "./data/electric-field-strength";
import electricPotential from "./data/electric-potential";
import electricResistance from "./data/electric-resistance";
import electricResistivity from "./data/electric-resistivity";
import electrostaticCapacitance from "./data/electrostatic-capacitance";
import energy from "./data/energy";
import energyConsumption from "./data/energy-consumption";
import flow from "./data/flow";
import flowMass from "./data/flow-mass";
import flowMolar from "./data/flow-molar";
import force from "./data/force";
import frequencyWavelength from "./data/frequency-wavelength";
import fuelConsumption from "./data/fuel-consumption";
import fuelEfficiencyMass from "./data/fuel-efficiency-mass";
import fuelEfficiencyVolume from "./data/fuel-efficiency-volume";
import heatDensity from "./data/heat-density";
import heatFluxDensity from "./data/heat-flux-density";
import heatTransferCoefficient from "./data/heat-transfer-coefficient";
import illumination from "./data/illumination";
import inductance from "./data/inductance";
import length from "./data/length";
import linearChargeDensity from "./data/linear-charge-density";
import linearCurrentDensity from "./data/linear-current-density";
import luminance from "./data/luminance";
import luminousIntensity from "./data/luminous-intensity";
import magneticFieldStrength from "./data/magnetic-field-strength";
import magneticFlux from "./data/magnetic-flux";
import magneticFluxDensity from "./data/magnetic-flux-density";
import magnetomotiveForce from "./data/magnetomotive-force";
import massFluxDensity from "./data/mass-flux-density";
import momentOfForce from "./data/moment-of-force";
import momentOfInertia from "./data/moment-of-inertia";
import numbers from "./data/numbers";
import permeability from "./data/permeability";
import power from "./data/power";
import prefixes from "./data/prefixes";
import pressure from "./data/pressure";
import radiation from "./data/radiation";
import radiationAbsorbedDose from "./data/radiation-absorbed-dose";
import radiationActivity from "./data/radiation-activity";
import radiationExposure from "./data/radiation-exposure";
import sound from "./data/sound";
import specificHeatCapacity from "./data/specific-heat-capacity";
import specificVolume from "./data/specific-volume";
import speed from "./data/speed";
import surfaceChargeDensity from "./data/surface-charge-density";
import surfaceCurrentDensity from "./data/surface-current-density";
import surfaceTension from "./data/surface-tension";
import temperature from "./data/temperature";
import temperatureInterval from "./data/temperature-interval";
import thermalConductivity from "./data/thermal-conductivity";
import thermalExpansion from "./data/thermal-expansion";
import thermalResistance from "./data/thermal-resistance";
import time from "./data/time";
import torque from "./data/torque";
import typography from "./data/typography";
import velocityAngular from "./data/velocity-angular";
import viscosityDynamic from "./data/viscosity-dynamic";
import viscosityKinematic from "./data/viscosity-kinematic";
import volume from "./data/volume";
import volumeChargeDensity from "./data/volume-charge-density";
import volumeDry from "./data/volume-dry";
import volumeLumber from "./data/volume-lumber";
import weight from "./data/weight";

/**
 * Every unit table, one file each in ./data (in any order: the catalogue orders them by its converter
 * list). A test checks that each file of ./data is listed here.
 */
export const unitTables: readonly UnitTable[] = [
  acceleration,
  accelerationAngular,
  angle,
  area,
  textCase,
  charge,
  concentrationMolar,
  concentrationSolution,
  cooking,
  currency,
  current,
  dataStorage,
  dataTransfer,
  density,
  digitalImageResolution,
  electricConductance,
  electricConductivity,
  electricFieldStrength,
  electricPotential,
  electricResistance,
  electricResistivity,
  electrostaticCapacitance,
  energy,
  energyConsumption,
  flow,
  flowMass,
  flowMolar,
  force,
  frequencyWavelength,
  fuelConsumption,
  fuelEfficiencyMass,
  fuelEfficiencyVolume,
  heatDensity,
  heatFluxDensity,
  heatTransferCoefficient,
  illumination,
  inductance,
  length,
  linearChargeDensity,
  linearCurrentDensity,
  luminance,
  luminousIntensity,
  magneticFieldStrength,
  magneticFlux,
  magneticFluxDensity,
  magnetomotiveForce,
  massFluxDensity,
  momentOfForce,
  momentOfInertia,
  numbers,
  permeability,
  power,
  prefixes,
  pressure,
  radiation,
  radiationAbsorbedDose,
  radiationActivity,
  radiationExposure,
  sound,
  specificHeatCapacity,
  specificVolume,
  speed,
  surfaceChargeDensity,
  surfaceCurrentDensity,
  surfaceTension,
  temperature,
  temperatureInterval,
  thermalConductivity,
  thermalExpansion,
  thermalResistance,
  time,
  torque,
  typography,
  velocityAngular,
  viscosityDynamic,
  viscosityKinematic,
  volume,
  volumeChargeDensity,
  volumeDry,
  volumeLumber,
  weight,
];
