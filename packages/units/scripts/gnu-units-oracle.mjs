#!/usr/bin/env node
// Asks GNU units (2.22, Debian's `units` package) the calculator's expressions and writes its
// answers to src/__fixtures__/gnu-units-expressions.tsv, which
// src/calculator/gnu-units.test.ts compares with ours. The TSV is committed, so the test never
// needs GNU units; run this again after changing the lists below.
// Run: npm run oracle:gnu -w @unitwise/units   (needs `units`: apt-get install -y units; or set
// GNU_UNITS=<path to units>)
// docs/calculator-gnu-units.md explains the columns, the bound and each difference.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * @typedef {{ ours: string, gnu: string }} Unit  one unit as we write it and as GNU does
 * @typedef {{ table: string, expression: string, target: string, gnuExpression: string,
 *   gnuTarget: string, note: string }} Pair
 */

/**
 * Units of every table of TABLE_DIMENSIONS (src/calculator/table-dimensions.ts), written
 * "ours = GNU's; ...": the names differ where GNU's do ("h" is Planck's constant there, so the
 * hour is "hr"; "gallon", "cup" and "ton" follow UNITS_ENGLISH, so "usgallon", "uscup",
 * "shortton"; "rad" is the absorbed dose, so the angle is "radian"; "year" is tropical, so
 * ours, the Gregorian year, is "gregorianyear"). Only units both define alike are listed here;
 * those defined differently are in DIFFERENCES. A table may have several groups (fuel
 * consumption: volume per distance, and the reciprocal distance per volume).
 * @type {Array<[string, string]>}
 */
const UNITS = [
  [
    "length",
    "m = m; ft = ft; in = inch; yd = yd; mi = mile; km = km; cm = cm; mm = mm; " +
      "nmi = nauticalmile; ftm = fathom; rd = rod; ch = chain; fur = furlong; lea = league; " +
      "hh = hand; li = link; Å = angstrom; fm = fermi; µm = micron; thou = thou; au = au; " +
      "ly = lightyear; survey foot = surveyfoot; survey mile = surveymile; dam = dam; nm = nm",
  ],
  [
    "weight",
    "kg = kg; g = g; mg = mg; µg = ug; lb = lb; oz = oz; gr = grain; ozt = troyounce; " +
      "lbt = troypound; st = stone; slug = slug; cwt = shorthundredweight; " +
      "long cwt = longhundredweight; tn = shortton; uk ton = longton; t = tonne; ct = carat; " +
      "dwt = pennyweight; dr = dram; q = quintal; tola = tola; Mg = Mg",
  ],
  [
    "volume",
    "L = l; mL = ml; usgal = usgallon; uk gal = brgallon; qt = usquart; imp qt = brquart; " +
      "pint = uspint; uk pint = brpint; fl oz = usfloz; uk fl oz = brfloz; gill = usgill; " +
      "uk gill = brgill; in3 = in^3; ft3 = ft^3; yd3 = yd^3; bbl = bbl; acre foot = acrefoot; " +
      "cc = cc; m3 = m^3; hL = hl; cL = cl; dL = dl; au tbsp = australiatablespoon; " +
      "mm3 = mm^3; km3 = km^3",
  ],
  [
    "cooking",
    "cup = uscup; tbsp = ustablespoon; tsp = usteaspoon; fl oz = usfloz; " +
      "metric cup = metriccup; metric tbsp = 15 ml; metric tsp = 5 ml; legal cup = 240 ml; " +
      "uk cup = brcup; mL = ml",
  ],
  ["temperature", "°C = degC; °F = degF; K = K; °R = degR; °Ré = degreaumur"],
  [
    "temperature-interval",
    "ΔF = degF; ΔC = degC; mK = mK; µK = uK; degRe = degreaumur; delta K = K; degR = degR",
  ],
  [
    "area",
    "m2 = m^2; ft2 = ft^2; in2 = in^2; yd2 = yd^2; mi2 = mile^2; km2 = km^2; ha = hectare; " +
      "ac = acre; ares = are; b = barn; cmil = circularmil; circular inches = circularinch; " +
      "sq rd = rod^2; sq ch = chain^2; roods = rood; tsubo = tsubo; " +
      "mil2 = mil^2; cm2 = cm^2; mm2 = mm^2",
  ],
  [
    "pressure",
    "Pa = Pa; kPa = kPa; bar = bar; mbar = millibar; psi = psi; atm = atm; Torr = torr; " +
      "mmHg = mmHg; inHg = inHg; mmH2O = mmH2O; inH2O = inH2O; ftH2O = ft water; " +
      "psf = lbf/ft^2; ksi = ksi; at = at; Ba = barye; hPa = hPa; MPa = MPa; GPa = GPa; " +
      "mTorr = millitorr; cmHg = 10 mmHg",
  ],
  [
    "energy",
    "J = J; kJ = kJ; MJ = MJ; GJ = GJ; cal = cal; kcal = kcal; cal_IT = cal_IT; " +
      "kcal_IT = kcal_IT; Btu = btu; btu_th = btu_th; eV = eV; keV = keV; MeV = MeV; " +
      "erg = erg; Wh = Wh; kWh = kWh; MWh = MWh; ft lbf = ft lbf; in lbf = inch lbf; " +
      "hph = hp hr; therm = therm; ec therm = ECtherm; tTNT = ton tnt; toe = toe; quad = quad",
  ],
  [
    "power",
    "W = W; kW = kW; MW = MW; GW = GW; mW = mW; µW = uW; hp = hp; PS = metrichorsepower; " +
      "electrical horsepower = electrichorsepower; Btu/h = btu/hr; Btu/min = btu/min; " +
      "TR = tonrefrigeration; erg/s = erg/s; cal/s = cal/s; ft lbf/s = ft lbf/s",
  ],
  [
    "force",
    "N = N; kN = kN; MN = MN; mN = mN; lbf = lbf; kgf = kgf; dyn = dyne; pdl = poundal; " +
      "kip = kip; tf = tonne force; gf = gram force; ozf = ounce force; " +
      "short ton force = shortton force; long ton force = longton force",
  ],
  [
    "time",
    "s = s; min = min; h = hr; d = day; wk = week; fortnight = fortnight; " +
      "mo = gregorianyear/12; yr = gregorianyear; julian years = julianyear; " +
      "decade = 10 gregorianyear; century = 100 gregorianyear; " +
      "millennium = 1000 gregorianyear; ms = ms; µs = us; ns = ns; ps = ps; fs = fs",
  ],
  [
    "speed",
    "m/s = m/s; km/h = km/hr; mph = mph; kn = knot; ft/s = ft/s; ft/min = ft/min; " +
      "km/s = km/s; in/s = inch/s; mi/s = mile/s; cm/s = cm/s; kph = kph; fps = fps",
  ],
  [
    "angle",
    "deg = degree; rad = radian; arcmin = arcmin; arcsec = arcsec; gon = gon; " +
      "mrad = milliradian; mas = mas; rev = rev; turn = turn; quadrant = quadrant; " +
      "sextant = sextant; nato mil = 2 pi radian/6400",
  ],
  [
    "fuel-consumption",
    "L/100km = l/100km; L/km = l/km; gal/100mi = usgallon/100 mile; " +
      "uk gal/100 mi = brgallon/100 mile; mL/km = ml/km",
  ],
  [
    "fuel-consumption",
    "mpg = mile/usgallon; km/L = km/l; mi/L = mile/l; mpg uk = mile/brgallon; " +
      "km/gal = km/usgallon",
  ],
  [
    "energy-consumption",
    "kWh/100km = kWh/100km; Wh/km = Wh/km; Wh/mi = Wh/mile; kWh/mi = kWh/mile; " +
      "kWh/km = kWh/km; J/m = J/m; MJ/100 km = MJ/100 km; kWh/100 mi = kWh/100 mile",
  ],
  ["energy-consumption", "mi/kWh = mile/kWh; km/kWh = km/kWh; m/J = m/J"],
  [
    "data-storage",
    "B = B; bit = bit; kB = kB; MB = MB; GB = GB; TB = TB; PB = PB; KiB = KiB; MiB = MiB; " +
      "GiB = GiB; TiB = TiB; kbit = kbit; Mbit = Mbit; Gbit = Gbit; nibble = nibble; " +
      "Kibit = Kibit",
  ],
  [
    "data-transfer",
    "bit/s = bit/s; kbps = kbit/s; Mbps = Mbit/s; Gbps = Gbit/s; MB/s = MB/s; kB/s = kB/s; " +
      "B/s = B/s; KiB/s = KiB/s; MiB/s = MiB/s; T1 = 1.544 Mbit/s; DS0 = 64 kbit/s; " +
      "E1 = 2.048 Mbit/s; GbE = Gbit/s",
  ],
  [
    "volume-dry",
    "bu = usbushel; peck = uspeck; dry gallon = drygallon; dry qt = dryquart; dry pt = drypint; " +
      "uk bushel = brbushel; uk peck = brpeck; dry barrel = drybarrel; daL = dal",
  ],
  [
    "velocity-angular",
    "rpm = rpm; rad/s = radian/s; deg/s = degree/s; rps = rps; rev/h = rev/hr; " +
      "deg/min = degree/min; rad/min = radian/min; gon/s = gon/s",
  ],
  [
    "acceleration",
    "m/s2 = m/s^2; gee = gravity; ft/s2 = ft/s^2; Gal = galileo; mGal = milligalileo; " +
      "cm/s2 = cm/s^2; kph/s = kph/s; mph/s = mph/s; kn/s = knot/s; km/h2 = km/hr^2; " +
      "in/s2 = inch/s^2",
  ],
  [
    "acceleration-angular",
    "rad/s2 = radian/s^2; rpm/s = rpm/s; deg/s2 = degree/s^2; rev/min2 = rev/min^2; " +
      "rev/s2 = rev/s^2",
  ],
  [
    "density",
    "kg/m3 = kg/m^3; g/cm3 = g/cm^3; lb/ft3 = lb/ft^3; lb/in3 = lb/in^3; ppg = lb/usgallon; " +
      "slug/ft3 = slug/ft^3; oz/in3 = oz/in^3; pcf = lb/ft^3; t/m3 = tonne/m^3; " +
      "lb/yd3 = lb/yd^3; g/L = g/l",
  ],
  [
    "specific-volume",
    "m3/kg = m^3/kg; ft3/lb = ft^3/lb; cm3/g = cm^3/g; L/kg = l/kg; in3/lb = in^3/lb; " +
      "usgal/lb = usgallon/lb; ft3/slug = ft^3/slug",
  ],
  [
    "moment-of-inertia",
    "kg m2 = kg m^2; lb ft2 = lb ft^2; lb in2 = lb in^2; slug ft2 = slug ft^2; " +
      "g cm2 = g cm^2; oz in2 = oz in^2; kgf m s2 = kgf m s^2; t m2 = tonne m^2",
  ],
  [
    "moment-of-force",
    "N m = N m; kN m = kN m; lbf ft = lbf ft; kip ft = kip ft; kgf m = kgf m; " +
      "tf m = tonne force m; dyn cm = dyne cm; pdl ft = poundal ft; gf cm = gram force cm",
  ],
  [
    "torque",
    "N m = N m; lbf in = lbf inch; ozf in = ounce force inch; N cm = N cm; " +
      "kgf cm = kgf cm; ozf ft = ounce force ft; N mm = N mm",
  ],
  [
    "fuel-efficiency-mass",
    "MJ/kg = MJ/kg; Btu/lb = btu/lb; J/kg = J/kg; kJ/kg = kJ/kg; Wh/kg = Wh/kg; " +
      "kWh/kg = kWh/kg; ft lbf/lb = ft lbf/lb; cal_IT/g = cal_IT/g",
  ],
  [
    "fuel-efficiency-volume",
    "MJ/m3 = MJ/m^3; Btu/ft3 = btu/ft^3; J/m3 = J/m^3; kJ/m3 = kJ/m^3; MJ/L = MJ/l; " +
      "kWh/m3 = kWh/m^3; Btu/usgal = btu/usgallon; kWh/L = kWh/l",
  ],
  ["thermal-expansion", "1/K = 1/K; 1/°F = 1/degF; 1/°R = 1/degR; 1/mK = 1/mK"],
  [
    "thermal-resistance",
    "K/W = K/W; K/kW = K/kW; K/mW = K/mW; °F h/Btu = degF hr/btu; °F s/Btu = degF s/btu; " +
      "°C h/kcal = degC hr/kcal",
  ],
  [
    "thermal-conductivity",
    "W/(m K) = W/(m K); Btu/(h ft °F) = btu/(hr ft degF); " +
      "Btu in/(h ft2 °F) = btu inch/(hr ft^2 degF); W/(cm K) = W/(cm K); " +
      "mW/(m K) = mW/(m K); kcal/(h m °C) = kcal/(hr m degC); cal/(s cm °C) = cal/(s cm degC)",
  ],
  [
    "specific-heat-capacity",
    "J/(kg K) = J/(kg K); kJ/(kg K) = kJ/(kg K); Btu/(lb °F) = btu/(lb degF); " +
      "cal/(g °C) = cal/(g degC); J/(g K) = J/(g K)",
  ],
  [
    "heat-density",
    "J/m2 = J/m^2; kWh/m2 = kWh/m^2; MJ/m2 = MJ/m^2; Ly = langley; Btu/ft2 = btu/ft^2; " +
      "Wh/m2 = Wh/m^2; J/cm2 = J/cm^2",
  ],
  [
    "heat-flux-density",
    "W/m2 = W/m^2; kW/m2 = kW/m^2; Btu/(h ft2) = btu/(hr ft^2); W/ft2 = W/ft^2; " +
      "W/in2 = W/inch^2; W/cm2 = W/cm^2; mW/m2 = mW/m^2; erg/(s cm2) = erg/(s cm^2)",
  ],
  [
    "heat-transfer-coefficient",
    "W/(m2 K) = W/(m^2 K); Btu/(h ft2 °F) = btu/(hr ft^2 degF); kW/(m2 K) = kW/(m^2 K); " +
      "W/(cm2 K) = W/(cm^2 K); kcal/(h m2 °C) = kcal/(hr m^2 degC)",
  ],
  [
    "flow",
    "m3/s = m^3/s; L/min = l/min; gpm = usgallon/min; cfm = ft^3/min; cfs = ft^3/s; " +
      "MGD = 1e6 usgallon/day; bpd = bbl/day; L/s = l/s; m3/h = m^3/hr; " +
      "igpm = brgallon/min; gph = usgallon/hr; mL/min = ml/min",
  ],
  [
    "flow-mass",
    "kg/s = kg/s; lb/h = lb/hr; t/h = tonne/hr; g/s = g/s; lb/s = lb/s; slug/s = slug/s; " +
      "kg/h = kg/hr; lb/min = lb/min; kg/d = kg/day",
  ],
  [
    "flow-molar",
    "mol/s = mol/s; kmol/h = kmol/hr; mol/min = mol/min; mmol/s = mmol/s; " +
      "µmol/min = umol/min; kmol/s = kmol/s",
  ],
  [
    "mass-flux-density",
    "kg/(m2 s) = kg/(m^2 s); lb/(ft2 h) = lb/(ft^2 hr); g/(cm2 s) = g/(cm^2 s); " +
      "lb/(ft2 s) = lb/(ft^2 s); g/(m2 d) = g/(m^2 day)",
  ],
  [
    "concentration-molar",
    "mol/L = mol/l; mmol/L = mmol/l; mol/m3 = mol/m^3; µmol/L = umol/l; nmol/L = nmol/l; " +
      "mol/ft3 = mol/ft^3; mol/cm3 = mol/cm^3",
  ],
  [
    "concentration-solution",
    "g/L = g/l; mg/L = mg/l; mg/dL = mg/dl; g/dL = g/dl; µg/m3 = ug/m^3; kg/m3 = kg/m^3; " +
      "gr/usgal = grain/usgallon; lb/usgal = lb/usgallon; ng/L = ng/l",
  ],
  [
    "viscosity-dynamic",
    "Pa s = Pa s; cP = centipoise; P = poise; lbf s/ft2 = lbf s/ft^2; reyn = reyn; " +
      "lb/(ft s) = lb/(ft s); mPa s = mPa s; kgf s/m2 = kgf s/m^2; lb/(ft h) = lb/(ft hr)",
  ],
  [
    "viscosity-kinematic",
    "m2/s = m^2/s; cSt = centistokes; St = stokes; ft2/s = ft^2/s; mm2/s = mm^2/s; " +
      "in2/s = inch^2/s; m2/h = m^2/hr",
  ],
  [
    "surface-tension",
    "N/m = N/m; mN/m = mN/m; dyn/cm = dyne/cm; lbf/in = lbf/inch; lbf/ft = lbf/ft; " +
      "kgf/m = kgf/m; pdl/in = poundal/inch",
  ],
  [
    "permeability",
    "darcy = darcy; mD = millidarcy; nD = nanodarcy; µm2 = um^2; m2 = m^2; cm2 = cm^2",
  ],
  [
    "luminance",
    "cd/m2 = cd/m^2; nit = nit; fL = footlambert; sb = stilb; lambert = lambert; " +
      "asb = apostilb; sk = skot; cd/ft2 = cd/ft^2; cd/in2 = cd/inch^2; kcd/m2 = kcd/m^2",
  ],
  ["luminous-intensity", "cd = cd; mcd = mcd; kcd = kcd; Mcd = Mcd; µcd = ucd; candle = candle"],
  [
    "illumination",
    "lx = lux; fc = footcandle; ph = phot; klx = klux; mlx = mlux; lm/m2 = lm/m^2; " +
      "lm/in2 = lumen/inch^2",
  ],
  [
    "digital-image-resolution",
    "dpi = 1/inch; dpcm = 1/cm; ppi = 1/inch; dpmm = 1/mm; ppcm = 1/cm; ppmm = 1/mm",
  ],
  ["frequency-wavelength", "Hz = Hz; kHz = kHz; MHz = MHz; GHz = GHz; THz = THz; mHz = mHz"],
  [
    "charge",
    "coulomb = coulomb; mC = mC; µC = uC; nC = nC; kC = kC; amp hour = Ah; " +
      "milliamp hour = mAh; abC = abcoulomb; statC = statcoulomb; faraday = faraday",
  ],
  [
    "linear-charge-density",
    "coulomb/m = coulomb/m; coulomb/cm = coulomb/cm; µC/m = uC/m; nC/m = nC/m; " +
      "coulomb/in = coulomb/inch; abC/cm = abcoulomb/cm; statC/cm = statcoulomb/cm",
  ],
  [
    "surface-charge-density",
    "coulomb/m2 = coulomb/m^2; µC/cm2 = uC/cm^2; mC/m2 = mC/m^2; nC/m2 = nC/m^2; " +
      "coulomb/in2 = coulomb/inch^2",
  ],
  [
    "volume-charge-density",
    "coulomb/m3 = coulomb/m^3; coulomb/cm3 = coulomb/cm^3; µC/m3 = uC/m^3; " +
      "coulomb/L = coulomb/l; coulomb/ft3 = coulomb/ft^3",
  ],
  ["current", "A = A; mA = mA; kA = kA; µA = uA; nA = nA; abA = abampere; statA = statampere"],
  [
    "linear-current-density",
    "A/m = A/m; A/cm = A/cm; kA/m = kA/m; A/in = A/inch; A/ft = A/ft; abA/cm = abampere/cm",
  ],
  [
    "surface-current-density",
    "A/m2 = A/m^2; A/mm2 = A/mm^2; A/cm2 = A/cm^2; A/in2 = A/inch^2; " +
      "A/cmil = A/circularmil; mA/cm2 = mA/cm^2; ASF = A/ft^2",
  ],
  [
    "electric-field-strength",
    "V/m = V/m; kV/m = kV/m; kV/cm = kV/cm; V/cm = V/cm; V/mil = V/mil; V/in = V/inch; " +
      "statV/cm = statvolt/cm; abV/cm = abvolt/cm; mV/m = mV/m",
  ],
  [
    "electric-potential",
    "V = V; kV = kV; mV = mV; µV = uV; MV = MV; abV = abvolt; statV = statvolt",
  ],
  [
    "electric-resistance",
    "ohm = ohm; kΩ = kohm; MΩ = megohm; mΩ = milliohm; Ω = ohm; abohm = abohm; " +
      "statohm = statohm; kohm = kohm",
  ],
  [
    "electric-resistivity",
    "ohm m = ohm m; ohm cm = ohm cm; µΩ cm = microohm cm; ohm in = ohm inch; " +
      "ohm ft = ohm ft; ohm cmil/ft = ohm circularmil/ft; nΩ m = nanoohm m",
  ],
  [
    "electric-conductance",
    "S = S; mS = mS; µS = uS; kS = kS; mho = mho; abmho = abmho; statmho = statmho",
  ],
  ["electric-conductivity", "S/m = S/m; µS/cm = uS/cm; mS/cm = mS/cm; S/cm = S/cm; mS/m = mS/m"],
  [
    "electrostatic-capacitance",
    "farad = F; µF = uF; nF = nF; pF = pF; mF = mF; abF = abfarad; statF = statfarad",
  ],
  ["inductance", "H = H; mH = mH; µH = uH; nH = nH; abH = abhenry; statH = stathenry"],
  ["magnetomotive-force", "At = A; kAt = kA; mAt = mA; abA = abampere; A = A"],
  ["magnetic-field-strength", "A/m = A/m; kA/m = kA/m; A/cm = A/cm; A/in = A/inch; mA/m = mA/m"],
  [
    "magnetic-flux",
    "Wb = Wb; Mx = maxwell; mWb = mWb; µWb = uWb; V s = V s; kMx = kilomaxwell; " +
      "statWb = statweber; unit pole = unitpole",
  ],
  [
    "magnetic-flux-density",
    "T = T; mT = mT; µT = uT; nT = nT; gauss = gauss; kG = kilogauss; mG = milligauss; " +
      "Wb/m2 = Wb/m^2; gamma = nT",
  ],
  [
    "radiation",
    "Gy/s = Gy/s; Gy/h = Gy/hr; mGy/h = mGy/hr; µGy/h = uGy/hr; W/kg = W/kg; " +
      "Gy/min = Gy/min; erg/(g s) = erg/(g s)",
  ],
  [
    "radiation-absorbed-dose",
    "Gy = Gy; mGy = mGy; cGy = cGy; µGy = uGy; J/kg = J/kg; kGy = kGy; krad = krad; " +
      "erg/g = erg/g; J/g = J/g",
  ],
  [
    "radiation-activity",
    "Bq = Bq; Ci = curie; mCi = mCi; µCi = uCi; nCi = nCi; kBq = kBq; MBq = MBq; " +
      "GBq = GBq; Rd = rutherford",
  ],
  [
    "radiation-exposure",
    "coulomb/kg = coulomb/kg; roentgen = roentgen; mR = milliroentgen; kR = kiloroentgen; " +
      "mC/kg = mC/kg; µC/kg = uC/kg",
  ],
  [
    "typography",
    "point = point; twip = twip; didot = didotpoint; cicero = cicero; TeX pt = texpoint; " +
      "sp = texscaledpoint; pica = computerpica; Q = Q; pixel = 1|96 inch",
  ],
  [
    "volume-lumber",
    "FBM = fbm; board foot = boardfoot; cord = cord; stere = stere; Hoppus ft = hoppusfoot; " +
      "HT = hoppuston; pet std = standard; MBF = 1000 boardfoot; cunit = 100 ft^3",
  ],
];

/**
 * Expressions across tables: products and quotients that make another table's dimension, the
 * issue's questions, mixed amounts and fractions, powers and roots, prefixes and constants.
 * Each: [table of the answer, ours, our target, GNU's, GNU's target].
 * @type {Array<[string, string, string, string, string]>}
 */
const EXPRESSIONS = [
  // the questions
  ["energy-consumption", "3 kWh/100km", "J/m", "3 kWh/100km", "J/m"],
  ["length", "60 mph * 2 h", "km", "60 mph * 2 hr", "km"],
  ["length", "5 ft + 3 in", "cm", "5 ft + 3 inch", "cm"],
  ["energy-consumption", "kwh per 100 km", "Wh/km", "kWh / 100 km", "Wh/km"],
  // juxtaposition, mixed amounts and fractions as people type them
  ["length", "5 ft 3 in", "m", "5 ft + 3 inch", "m"],
  ["length", "6 ft 2 in - 1 ft 11 in", "mm", "6 ft + 2 inch - (1 ft + 11 inch)", "mm"],
  ["volume", "1 1/2 cups", "mL", "1.5 uscup", "ml"],
  ["volume", "1½ cups + 2 tbsp", "fl oz", "1.5 uscup + 2 ustablespoon", "usfloz"],
  ["length", "3/8 in", "mm", "3|8 inch", "mm"],
  ["weight", "3 lb 4 oz", "kg", "3 lb + 4 oz", "kg"],
  ["time", "1 h 14 min 4.2 s", "s", "1 hr + 14 min + 4.2 s", "s"],
  ["speed", "100 km per h", "m/s", "100 km / hr", "m/s"],
  ["acceleration", "1 m/s s", "ft/s^2", "1 m/s s", "ft/s^2"],
  ["thermal-conductivity", "1 W/m K", "Btu/(h ft °F)", "1 W/m K", "btu/(hr ft degF)"],
  ["length", "1,500 m", "mi", "1500 m", "mile"],
  ["length", "1.5e3 m", "ft", "1.5e3 m", "ft"],
  ["area", "3 ft squared", "in^2", "3 ft^2", "inch^2"],
  ["volume", "2 cubic feet", "L", "2 ft^3", "l"],
  ["area", "3 square miles", "km2", "3 mile^2", "km^2"],
  ["force", "1 kg·m·s⁻²", "dyn", "1 kg m s^-2", "dyne"],
  ["area", "2 m²", "ft²", "2 m^2", "ft^2"],
  ["volume", "2 ft³", "L", "2 ft^3", "l"],
  ["speed", "-3 m/s", "km/h", "-3 m/s", "km/hr"],
  // length, area, volume
  ["length", "(12 m/s) * (3 min)", "ft", "(12 m/s) * (3 min)", "ft"],
  ["length", "2 acre / 40 m", "ft", "2 acre / 40 m", "ft"],
  ["length", "3 L / (20 cm^2)", "in", "3 l / (20 cm^2)", "inch"],
  ["area", "3 ft * 4 yd", "m^2", "3 ft * 4 yd", "m^2"],
  ["area", "(3 ft)^2", "m^2", "(3 ft)^2", "m^2"],
  ["area", "(1 mi)^2", "acre", "(1 mile)^2", "acre"],
  ["area", "100 ft * 100 ft", "ha", "100 ft * 100 ft", "hectare"],
  ["area", "5 gal / (2 mm)", "ft^2", "5 usgallon / (2 mm)", "ft^2"],
  ["volume", "2 m * 3 ft * 4 in", "L", "2 m * 3 ft * 4 inch", "l"],
  ["volume", "(2 ft)^3", "gal", "(2 ft)^3", "usgallon"],
  ["volume", "(5 in)^3", "L", "(5 inch)^3", "l"],
  ["volume", "10 L/min * 3 h", "usgal", "10 l/min * 3 hr", "usgallon"],
  ["volume", "3 acre * 2 ft", "m3", "3 acre * 2 ft", "m^3"],
  // roots
  ["length", "sqrt(2 acre)", "m", "sqrt(2 acre)", "m"],
  ["length", "sqrt(16 m^2)", "ft", "sqrt(16 m^2)", "ft"],
  ["length", "(8 L)^(1/3)", "cm", "cuberoot(8 l)", "cm"],
  ["length", "(27 ft^3)^(1/3)", "yd", "cuberoot(27 ft^3)", "yd"],
  ["speed", "sqrt(2 * 9.80665 m/s^2 * 10 m)", "km/h", "sqrt(2 * 9.80665 m/s^2 * 10 m)", "km/hr"],
  // mechanics
  ["speed", "100 km / 45 min", "mph", "100 km / 45 min", "mph"],
  ["speed", "1 mi / 4 min", "km/h", "1 mile / 4 min", "km/hr"],
  ["speed", "26.2 mi / (3 h + 30 min)", "m/s", "26.2 mile / (3 hr + 30 min)", "m/s"],
  ["acceleration", "60 mph / 8 s", "m/s2", "60 mph / 8 s", "m/s^2"],
  ["speed", "9.8 m/s2 * 3 s", "km/h", "9.8 m/s^2 * 3 s", "km/hr"],
  ["force", "10 kg * 9.80665 m/s2", "lbf", "10 kg * 9.80665 m/s^2", "lbf"],
  ["force", "2 lb * g0", "N", "2 lb * gravity", "N"],
  ["force", "1500 kg * 0.3 gee", "kN", "1500 kg * 0.3 gravity", "kN"],
  ["energy", "5 N * 3 m", "J", "5 N * 3 m", "J"],
  ["energy", "2 kW * 3 h", "kWh", "2 kW * 3 hr", "kWh"],
  ["energy", "1 lbf * 1 ft", "J", "1 lbf * 1 ft", "J"],
  ["energy", "(3 m/s)^2 * 2 kg / 2", "J", "(3 m/s)^2 * 2 kg / 2", "J"],
  ["energy", "70 kg * g0 * 300 m", "kcal", "70 kg * gravity * 300 m", "kcal"],
  ["energy", "1/2 * 1200 kg * (100 km/h)^2", "Wh", "1|2 1200 kg (100 km/hr)^2", "Wh"],
  ["power", "3 kWh / 20 min", "W", "3 kWh / 20 min", "W"],
  ["power", "500 N * 3 m/s", "hp", "500 N * 3 m/s", "hp"],
  ["power", "1000 ft lbf / 5 s", "W", "1000 ft lbf / 5 s", "W"],
  ["power", "2 PS + 3 hp", "kW", "2 metrichorsepower + 3 hp", "kW"],
  ["pressure", "100 lbf / (2 in)^2", "kPa", "100 lbf / (2 inch)^2", "kPa"],
  ["pressure", "10 kN / 3 m2", "psi", "10 kN / 3 m^2", "psi"],
  ["pressure", "1 atm - 1 bar", "Pa", "1 atm - 1 bar", "Pa"],
  ["pressure", "1000 kg/m3 * g0 * 10 m", "bar", "1000 kg/m^3 * gravity * 10 m", "bar"],
  ["density", "5 kg / 2 L", "lb/ft3", "5 kg / 2 l", "lb/ft^3"],
  ["density", "3 lb / 2 usgal", "g/cm3", "3 lb / 2 usgallon", "g/cm^3"],
  ["specific-volume", "3 L / 2 kg", "ft3/lb", "3 l / 2 kg", "ft^3/lb"],
  ["moment-of-inertia", "3 kg * (20 cm)^2", "lb ft2", "3 kg * (20 cm)^2", "lb ft^2"],
  ["torque", "50 N * 0.3 m", "lbf ft", "50 N * 0.3 m", "lbf ft"],
  ["torque", "20 lbf * 18 in", "N m", "20 lbf * 18 inch", "N m"],
  ["flow", "3 m3 / 2 min", "gpm", "3 m^3 / 2 min", "usgallon/min"],
  ["flow", "20 ft/s * 2 ft2", "cfs", "20 ft/s * 2 ft^2", "ft^3/s"],
  ["flow", "5000 gal / (1 h + 15 min)", "L/s", "5000 usgallon / (1 hr + 15 min)", "l/s"],
  ["flow-mass", "1000 kg / 3 h", "lb/s", "1000 kg / 3 hr", "lb/s"],
  ["flow-mass", "2 kg/L * 3 L/s", "lb/h", "2 kg/l * 3 l/s", "lb/hr"],
  ["mass-flux-density", "3 kg/s / 2 m2", "lb/(ft2 h)", "3 kg/s / 2 m^2", "lb/(ft^2 hr)"],
  [
    "viscosity-kinematic",
    "3 cP / (0.8 g/cm3)",
    "cSt",
    "3 centipoise / (0.8 g/cm^3)",
    "centistokes",
  ],
  ["viscosity-dynamic", "2 Pa * 3 s", "cP", "2 Pa * 3 s", "centipoise"],
  ["surface-tension", "3 N / 2 m", "dyn/cm", "3 N / 2 m", "dyne/cm"],
  ["velocity-angular", "90 deg / 3 s", "rpm", "90 degree / 3 s", "rpm"],
  ["velocity-angular", "2 pi rad / min", "rpm", "2 pi radian / min", "rpm"],
  ["acceleration-angular", "30 rpm / 5 s", "rad/s2", "30 rpm / 5 s", "radian/s^2"],
  ["speed", "3000 rpm * 30 cm / rad", "m/s", "3000 rpm * 30 cm / radian", "m/s"],
  ["angle", "10.5125 deg", "arcsec", "10.5125 degree", "arcsec"],
  ["angle", "90 deg + 30 arcmin", "rad", "90 degree + 30 arcmin", "radian"],
  ["angle", "1 turn / 7", "deg", "1 turn / 7", "degree"],
  ["frequency-wavelength", "3 / ms", "kHz", "3 / ms", "kHz"],
  ["frequency-wavelength", "c / 500 nm", "THz", "c / 500 nm", "THz"],
  ["frequency-wavelength", "1 / (20 µs)", "kHz", "1 / (20 us)", "kHz"],
  ["radiation-activity", "3000 / min", "Bq", "3000 / min", "Bq"],
  ["digital-image-resolution", "1200 / in", "dpcm", "1200 / inch", "1/cm"],
  ["digital-image-resolution", "1920 / (13.3 in)", "dpmm", "1920 / (13.3 inch)", "1/mm"],
  // heat
  ["heat-flux-density", "3 W / 2 cm2", "W/m2", "3 W / 2 cm^2", "W/m^2"],
  ["heat-density", "3 kWh / 2 m2", "Btu/ft2", "3 kWh / 2 m^2", "btu/ft^2"],
  [
    "heat-transfer-coefficient",
    "10 W / (2 m2 * 5 K)",
    "Btu/(h ft2 °F)",
    "10 W / (2 m^2 * 5 K)",
    "btu/(hr ft^2 degF)",
  ],
  [
    "thermal-conductivity",
    "10 W * 0.2 m / (2 m2 * 5 K)",
    "W/(m K)",
    "10 W * 0.2 m / (2 m^2 * 5 K)",
    "W/(m K)",
  ],
  [
    "specific-heat-capacity",
    "10 kJ / (2 kg * 5 K)",
    "Btu/(lb °F)",
    "10 kJ / (2 kg * 5 K)",
    "btu/(lb degF)",
  ],
  ["thermal-resistance", "5 K / 20 W", "°F h/Btu", "5 K / 20 W", "degF hr/btu"],
  ["thermal-expansion", "3 mm / (2 m * 10 K)", "1/°F", "3 mm / (2 m * 10 K)", "1/degF"],
  ["energy", "2 kg * 4186 J/(kg K) * 30 K", "Btu", "2 kg * 4186 J/(kg K) * 30 K", "btu"],
  ["temperature-interval", "(212 °F - 32 °F) * 5/9", "K", "(212 degF - 32 degF) * 5|9", "K"],
  ["temperature-interval", "10 °F + 5 °F", "K", "10 degF + 5 degF", "K"],
  ["temperature-interval", "20 °C * 2", "°F", "20 degC * 2", "degF"],
  ["fuel-efficiency-mass", "50 MJ / 2 kg", "Btu/lb", "50 MJ / 2 kg", "btu/lb"],
  ["fuel-efficiency-volume", "38 MJ / 3 L", "Btu/usgal", "38 MJ / 3 l", "btu/usgallon"],
  // fuel and energy consumption
  ["fuel-consumption", "30 L / 500 km", "gal/100mi", "30 l / 500 km", "usgallon/100 mile"],
  ["fuel-consumption", "500 mi / 15 usgal", "km/L", "500 mile / 15 usgallon", "km/l"],
  ["fuel-consumption", "500 mi / 15 usgal", "mpg", "500 mile / 15 usgallon", "mile/usgallon"],
  ["energy-consumption", "15 kWh / 100 km", "Wh/mi", "15 kWh / 100 km", "Wh/mile"],
  ["energy-consumption", "300 mi / 75 kWh", "km/kWh", "300 mile / 75 kWh", "km/kWh"],
  // electricity and magnetism
  ["charge", "2 A * 3 h", "coulomb", "2 A * 3 hr", "coulomb"],
  ["charge", "3 mA * 20 min", "mA h", "3 mA * 20 min", "mA hr"],
  ["current", "5 mC / 2 s", "mA", "5 mC / 2 s", "mA"],
  ["electric-potential", "60 W / 5 A", "V", "60 W / 5 A", "V"],
  ["electric-resistance", "12 V / 3 mA", "kohm", "12 V / 3 mA", "kohm"],
  ["electric-conductance", "3 A / 12 V", "mS", "3 A / 12 V", "mS"],
  ["electrostatic-capacitance", "3 mC / 12 V", "µF", "3 mC / 12 V", "uF"],
  ["inductance", "2 Wb / 4 A", "mH", "2 Wb / 4 A", "mH"],
  ["magnetic-flux-density", "3 Wb / 2 m2", "gauss", "3 Wb / 2 m^2", "gauss"],
  ["magnetic-flux", "2 T * 3 cm2", "Mx", "2 T * 3 cm^2", "maxwell"],
  ["electric-field-strength", "12 V / 3 mm", "kV/m", "12 V / 3 mm", "kV/m"],
  ["electric-resistivity", "3 ohm * 2 mm2 / 4 m", "ohm m", "3 ohm * 2 mm^2 / 4 m", "ohm m"],
  ["electric-conductivity", "1 / (3 ohm * 2 cm)", "mS/cm", "1 / (3 ohm * 2 cm)", "mS/cm"],
  ["power", "12 V * 3 A", "W", "12 V * 3 A", "W"],
  ["power", "(3 A)^2 * 4 ohm", "W", "(3 A)^2 * 4 ohm", "W"],
  ["energy", "12 V * 3 amp hour", "Wh", "12 V * 3 Ah", "Wh"],
  ["energy", "1 e * 1000 V", "J", "1 e * 1000 V", "J"],
  ["electric-resistance", "2 pi * 60 Hz * 3 mH", "ohm", "2 pi * 60 Hz * 3 mH", "ohm"],
  [
    "frequency-wavelength",
    "1 / (2 pi * sqrt(10 mH * 100 nF))",
    "kHz",
    "1 / (2 pi sqrt(10 mH * 100 nF))",
    "kHz",
  ],
  ["linear-current-density", "3 A / (2 pi * 10 cm)", "A/m", "3 A / (2 pi * 10 cm)", "A/m"],
  ["surface-charge-density", "3 µC / 2 cm2", "coulomb/m2", "3 uC / 2 cm^2", "coulomb/m^2"],
  ["volume-charge-density", "3 nC / 2 cm3", "µC/m3", "3 nC / 2 cm^3", "uC/m^3"],
  ["linear-charge-density", "3 nC / 2 mm", "µC/m", "3 nC / 2 mm", "uC/m"],
  ["surface-current-density", "3 A / (2 mm)^2", "A/cm2", "3 A / (2 mm)^2", "A/cm^2"],
  // chemistry, light, radiation, data
  ["concentration-molar", "3 mol / 2 L", "mmol/L", "3 mol / 2 l", "mmol/l"],
  ["concentration-solution", "5 g / 250 mL", "mg/dL", "5 g / 250 ml", "mg/dl"],
  ["flow-molar", "3 mol / 2 min", "mol/s", "3 mol / 2 min", "mol/s"],
  ["luminance", "3 cd / 2 m2", "nit", "3 cd / 2 m^2", "nit"],
  ["illumination", "300 lm / 2 m2", "fc", "300 lm / 2 m^2", "footcandle"],
  ["illumination", "300 cd * 1 sr / (2 m)^2", "lx", "300 cd * 1 sr / (2 m)^2", "lux"],
  ["radiation-absorbed-dose", "3 J / 2 kg", "rad", "3 J / 2 kg", "rad"],
  ["radiation", "3 mGy / 2 h", "µGy/h", "3 mGy / 2 hr", "uGy/hr"],
  ["radiation-exposure", "3 mC / 2 kg", "R", "3 mC / 2 kg", "roentgen"],
  ["data-storage", "100 Mbit/s * 2 min", "GB", "100 Mbit/s * 2 min", "GB"],
  ["data-transfer", "3 GB / 10 s", "Mbit/s", "3 GB / 10 s", "Mbit/s"],
  ["data-transfer", "4.7 GB / (1 h)", "Mbps", "4.7 GB / (1 hr)", "Mbit/s"],
  ["data-storage", "3 GiB", "MB", "3 GiB", "MB"],
  [
    "permeability",
    "3 cP * 2 cm/s * 5 cm / (2 atm)",
    "darcy",
    "3 centipoise * 2 cm/s * 5 cm / (2 atm)",
    "darcy",
  ],
  // prefixes
  ["force", "2 kN", "lbf", "2 kN", "lbf"],
  ["energy", "1 MWh", "GJ", "1 MWh", "GJ"],
  ["energy", "5 kilojoules", "J", "5 kilojoule", "J"],
  ["time", "1 µs", "ns", "1 us", "ns"],
  ["time", "1 us", "ns", "1 us", "ns"],
  ["time", "3 ks", "h", "3 ks", "hr"],
  ["weight", "500 mg", "gr", "500 mg", "grain"],
  ["pressure", "30 kPa", "psi", "30 kPa", "psi"],
  ["length", "532 nm", "Å", "532 nm", "angstrom"],
  ["length", "2 Gm", "au", "2 Gm", "au"],
  ["pressure", "1013 mbar", "inHg", "1013 millibar", "inHg"],
  ["energy", "2 kcal", "kJ", "2 kcal", "kJ"],
  ["energy", "3 MeV", "pJ", "3 MeV", "pJ"],
  ["energy", "2 PJ", "GWh", "2 PJ", "GWh"],
  ["data-storage", "2 TB", "TiB", "2 TB", "TiB"],
  ["data-storage", "3 Kibit", "bit", "3 Kibit", "bit"],
  ["data-storage", "2 EiB", "PB", "2 EiB", "PB"],
  ["electric-resistance", "4.7 kΩ", "MΩ", "4.7 kohm", "megohm"],
  ["electrostatic-capacitance", "220 µF", "nF", "220 uF", "nF"],
  ["length", "3 kilometers", "mi", "3 kilometer", "mile"],
  ["power", "2 megawatts", "hp", "2 megawatt", "hp"],
  ["weight", "2 Mg", "lb", "2 Mg", "lb"],
  ["time", "250 fs", "ps", "250 fs", "ps"],
  ["length", "5 dam", "yd", "5 dam", "yd"],
  ["pressure", "2 hPa", "mmHg", "2 hPa", "mmHg"],
  ["current", "3 µA", "nA", "3 uA", "nA"],
  ["frequency-wavelength", "2.4 GHz", "MHz", "2.4 GHz", "MHz"],
  ["energy", "5 meV", "J", "5 meV", "J"],
  // constants defined alike (the SI's defining constants and those derived from them alone)
  ["speed", "c", "km/s", "c", "km/s"],
  ["length", "c * 365.25 d", "ly", "c * 365.25 day", "lightyear"],
  ["energy", "h_planck * 500 THz", "eV", "h * 500 THz", "eV"],
  ["energy", "hbar * 2 pi * 1 GHz", "µeV", "hbar * 2 pi * 1 GHz", "ueV"],
  ["charge", "e", "coulomb", "e", "coulomb"],
  ["energy", "k_B * 300 K", "meV", "k * 300 K", "meV"],
  [
    "specific-heat-capacity",
    "N_A * k_B / (28.97 g/mol)",
    "J/(kg K)",
    "N_A k / (28.97 g/mol)",
    "J/(kg K)",
  ],
  ["volume", "R_gas * 300 K / 1 atm * 1 mol", "L", "R 300 K / atm * 1 mol", "l"],
  ["charge", "F_faraday * 1 mol", "amp hour", "N_A e mol", "Ah"],
  ["acceleration", "g0", "ft/s^2", "gravity", "ft/s^2"],
  [
    "acceleration",
    "G_N * 5.972e24 kg / (6371 km)^2",
    "m/s^2",
    "G 5.972e24 kg / (6371 km)^2",
    "m/s^2",
  ],
  ["heat-flux-density", "sigma_sb * (300 K)^4", "W/m2", "stefanboltzmann (300 K)^4", "W/m^2"],
  ["magnetic-flux", "h_planck / (2 e)", "Wb", "h / (2 e)", "Wb"],
  ["energy", "hbar * c / (1 fm)", "MeV", "hbar c / fm", "MeV"],
  ["energy", "N_A * h_planck * c / (500 nm)", "kJ/mol", "N_A h c / (500 nm)", "kJ/mol"],
  ["electric-potential", "k_B * 300 K / e", "mV", "k 300 K / e", "mV"],
  ["thermal-expansion", "10 ppm/K", "1/K", "10 ppm/K", "1/K"],
  // fixed readings (decision 073: a symbol before an alias, compound names read whole, qualifiers)
  ["electrostatic-capacitance", "2 F", "µF", "2 F", "uF"],
  ["radiation-exposure", "2 R", "mC/kg", "2 roentgen", "mC/kg"],
  ["charge", "2 C", "mC", "2 C", "mC"],
  ["power", "1 kcal/h", "kcal/h", "1 kcal/hr", "kcal/hr"],
  ["fuel-efficiency-mass", "1 cal/g", "cal/g", "1 cal/g", "cal/g"],
  ["temperature-interval", "2 °De", "K", "2 * 2|3 K", "K"],
  ["volume", "2 us pt", "L", "2 uspint", "l"],
];

/**
 * Known differences: [table, ours, our target, GNU's, GNU's target, why]. The test checks each
 * still differs (so the reason stays true); docs/calculator-gnu-units.md lists them.
 * @type {Array<[string, string, string, string, string, string]>}
 */
const DIFFERENCES = [
  // definitions
  [
    "length",
    "1 pc",
    "au",
    "1 parsec",
    "au",
    "GNU's parsec is 1 au/tan(1 arcsec); ours is the IAU's 648000/pi au (2015 B2), 8e-12 apart",
  ],
  [
    "time",
    "1 yr",
    "d",
    "1 year",
    "day",
    "GNU's year is the tropical year, 365.242198781 d; ours (yr, year) is the Gregorian 365.2425 d, GNU's gregorianyear",
  ],
  [
    "time",
    "1 mo",
    "d",
    "1 month",
    "day",
    "GNU's month is 1/12 of its tropical year; ours is 1/12 of the Gregorian year, 30.436875 d",
  ],
  [
    "time",
    "1 century",
    "d",
    "1 century",
    "day",
    "GNU's century is 100 tropical years; ours is 100 Gregorian years",
  ],
  [
    "speed",
    "1 mach",
    "km/h",
    "1 mach",
    "km/hr",
    "GNU's mach is 331.46 m/s (dry air at 0 °C); ours is 343 m/s (20 °C)",
  ],
  [
    "weight",
    "1 Da",
    "kg",
    "1 u",
    "kg",
    "the dalton of CODATA 2022 (ours, 1.66053906892e-27 kg) against GNU's CODATA 2018 (1.66053906660e-27 kg)",
  ],
  [
    "energy",
    "m_e * c^2",
    "keV",
    "electronmass c^2",
    "keV",
    "the electron mass of CODATA 2022 (ours) against GNU's CODATA 2018",
  ],
  [
    "weight",
    "m_p",
    "kg",
    "protonmass",
    "kg",
    "the proton mass of CODATA 2022 (ours) against GNU's CODATA 2018",
  ],
  [
    "constant",
    "mu0",
    "H/m",
    "mu0",
    "H/m",
    "the vacuum permeability of CODATA 2022 (ours) against GNU's CODATA 2018",
  ],
  [
    "constant",
    "eps0",
    "farad/m",
    "epsilon0",
    "F/m",
    "the vacuum permittivity of CODATA 2022 (ours) against GNU's CODATA 2018",
  ],
  [
    "constant",
    "alpha",
    "1",
    "alpha",
    "1",
    "the fine-structure constant of CODATA 2022 (ours) against GNU's CODATA 2018",
  ],
  [
    "magnetic-field-strength",
    "1 Oe",
    "A/m",
    "1 oersted",
    "A/m",
    "GNU's oersted is gauss/mu0 with its measured mu0; ours is the CGS 1000/(4 pi) A/m, 5.5e-10 apart",
  ],
  [
    "magnetomotive-force",
    "1 gilbert",
    "A",
    "1 gilbert",
    "A",
    "GNU's gilbert is gauss cm/mu0 with its measured mu0; ours is the CGS 10/(4 pi) A",
  ],
  [
    "angle",
    "1 octant",
    "deg",
    "1 octant",
    "degree",
    "GNU's octant is a solid angle, 0.5 pi sr (90° with sr = 1); ours is an eighth of a turn, 45°",
  ],
  [
    "luminous-intensity",
    "1 HK",
    "cd",
    "1 hefnercandle",
    "cd",
    "GNU's Hefner candle is 0.9 international candle, 0.918 cd; ours is 0.903 cd",
  ],
  [
    "typography",
    "1 agate",
    "in",
    "1 agate",
    "inch",
    "GNU's agate is the type size of 5.5 points; ours is the agate line of newspaper advertising, 1/14 inch",
  ],
  [
    "area",
    "1 section",
    "acre",
    "1 section",
    "acre",
    "GNU's section is the international square mile; ours is the survey section, a square US survey mile",
  ],
  [
    "area",
    "1 township",
    "km2",
    "1 township",
    "km^2",
    "GNU's township is 36 international square miles; ours is 36 square US survey miles",
  ],
  [
    "area",
    "2 survey acre",
    "m2",
    "2 surveyacre",
    "m^2",
    "GNU's survey- prefix multiplies the acre by the survey foot's ratio once, not squared; ours is 43,560 square survey feet",
  ],
  [
    "velocity-angular",
    "60 rpm",
    "Hz",
    "60 rpm",
    "Hz",
    "angle is a dimension of ours, so an angular velocity is not a frequency and ours refuses; GNU's radian is 1, so 60 rpm = 2 pi Hz",
  ],
  [
    "velocity-angular",
    "1 rad/s",
    "Hz",
    "1 radian/s",
    "Hz",
    "angle is a dimension of ours, so ours refuses; GNU's radian is 1, so 1 rad/s = 1 Hz",
  ],
  [
    "illumination",
    "1 lx",
    "cd/m2",
    "1 lux",
    "cd/m^2",
    "a lux is a lumen per m² and a lumen a cd sr: the steradian is rad² in ours, so ours refuses; GNU's is 1",
  ],
  [
    "luminous-intensity",
    "1 lm",
    "cd",
    "1 lumen",
    "cd",
    "a lumen is a cd sr: the steradian is rad² in ours, so ours refuses; GNU's is 1",
  ],
  [
    "frequency-wavelength",
    "1 kayser",
    "Hz",
    "1 kayser",
    "Hz",
    "the frequency converter lists the wavenumber 1/cm as the frequency c/cm, 29.98 GHz; GNU's kayser is 1/cm, a reciprocal length",
  ],
  [
    "temperature",
    "20 °C",
    "°F",
    "tempC(20)",
    "tempF",
    "inside a calculation °C is a difference (36 °F); GNU's tempC(20) is a temperature, 68 °F (the site converts a lone temperature with the converter)",
  ],
  [
    "pressure",
    "2 bar",
    "kg/cm2",
    "2 bar",
    "kg/cm^2",
    "the target kg/cm² is read whole as the catalogue's alias of kgf/cm², the technical atmosphere; GNU's kg/cm^2 is a mass per area, so GNU refuses",
  ],
  // the same name for different things
  [
    "time",
    "2 h",
    "min",
    "2 h",
    "min",
    "h is the hour in ours (Planck's constant is h_planck), Planck's constant in GNU (the hour is hr)",
  ],
  [
    "angle",
    "2 rad",
    "deg",
    "2 rad",
    "degree",
    "rad is the radian in ours (as in the converters), the absorbed dose of 0.01 Gy in GNU (the radian is radian)",
  ],
  // wrong or doubtful readings of ours (see the report in docs/calculator-gnu-units.md)
  [
    "specific-heat-capacity",
    "1 cal/(g °C)",
    "cal/(g·°C)",
    "1 cal/(g degC)",
    "cal/(g degC)",
    "differs: written with a space or parentheses, cal is read word by word as the thermochemical calorie; the target cal/(g·°C), one catalogue name, is the converters' IT one (a name with a slash and no space is read whole), so 1 cal/(g °C) is 0.99933 cal/(g·°C)",
  ],
  [
    "volume-dry",
    "2 pk",
    "L",
    "2 uspeck",
    "l",
    "doubtful: ours reads pk as the metric horsepower (Dutch pk) before the US peck, and refuses",
  ],
  [
    "speed",
    "30 kt",
    "km/h",
    "30 knot",
    "km/hr",
    "doubtful: ours reads kt as the kiloton of TNT before the knot (the speed converter lists kt too), and refuses",
  ],
];

/**
 * Expressions both refuse, the dimensions not matching: [table, ours, our target, GNU's, GNU's
 * target, why]. The test checks ours still refuses.
 * @type {Array<[string, string, string, string, string, string]>}
 */
const REFUSALS = [
  [
    "magnetic-flux-density",
    "2 G",
    "m/s^2",
    "2 G",
    "m/s^2",
    "G is the gauss in ours (its symbol), the gravitational constant in GNU: neither is an acceleration",
  ],
  ["length", "1 m + 1 s", "m", "1 m + 1 s", "m", "a length plus a time"],
  ["speed", "60 mph + 2 h", "mph", "60 mph + 2 hr", "mph", "a speed plus a time"],
  ["weight", "1 kg", "m", "1 kg", "m", "a mass is not a length"],
  ["energy", "1 J", "N", "1 J", "N", "an energy is not a force"],
  ["length", "sqrt(2 m)", "m", "sqrt(2 m)", "m", "the square root of a length"],
  [
    "fuel-consumption",
    "30 mpg",
    "L/100km",
    "30 mile/usgallon",
    "l/100km",
    "a distance per volume is not a volume per distance (GNU -t does not invert)",
  ],
  ["pressure", "1 atm - 1 N", "Pa", "1 atm - 1 N", "Pa", "a pressure minus a force"],
  ["data-storage", "1 GB", "s", "1 GB", "s", "information is not a time"],
];

/** Numbers the generated expressions use, in turn. */
const NUMBERS = ["2.5", "7", "0.125", "12", "3.75", "100", "0.6", "45", "1.5", "250", "9", "0.04"];

/** @returns {Pair[]} */
function pairs() {
  /** @type {Pair[]} */
  const list = [];
  let turn = 0;
  const number = () => NUMBERS[turn++ % NUMBERS.length] ?? "1";
  // GNU's name in an expression: parenthesised when it is one (so "2.5 (btu/(hr ft^2 degF))")
  const g = (/** @type {Unit} */ u) => (/[\s/*^|]/.test(u.gnu) ? `(${u.gnu})` : u.gnu);
  for (const [table, text] of UNITS) {
    const units = text.split(";").map((entry) => {
      const [ours = "", gnu = ""] = entry.split(" = ").map((s) => s.trim());
      if (!ours || !gnu) throw new Error(`"${entry}" in ${table} is not "ours = GNU's"`);
      return { ours, gnu };
    });
    const n = units.length;
    const at = (/** @type {number} */ i) => /** @type {Unit} */ (units[i % n]);
    const add = (
      /** @type {string[]} */ [expression = "", target = "", gnu = "", gnuTarget = ""],
    ) => list.push({ table, expression, target, gnuExpression: gnu, gnuTarget, note: "" });
    // each unit converted to the next
    for (let i = 0; i < n; i++) {
      const v = number();
      add([`${v} ${at(i).ours}`, at(i + 1).ours, `${v} ${g(at(i))}`, at(i + 1).gnu]);
    }
    // a sum of two units, in a third
    const [a, b] = [number(), number()];
    add([
      `${a} ${at(0).ours} + ${b} ${at(1).ours}`,
      at(2).ours,
      `${a} ${g(at(0))} + ${b} ${g(at(1))}`,
      at(2).gnu,
    ]);
    // a difference, parenthesised and divided
    const [c, d] = [number(), number()];
    add([
      `(${c} ${at(n - 1).ours} - ${d} ${at(0).ours}) / 4`,
      at(1).ours,
      `(${c} ${g(at(n - 1))} - ${d} ${g(at(0))}) / 4`,
      at(1).gnu,
    ]);
  }
  for (const [table, expression, target, gnuExpression, gnuTarget] of EXPRESSIONS) {
    list.push({ table, expression, target, gnuExpression, gnuTarget, note: "" });
  }
  for (const [table, expression, target, gnuExpression, gnuTarget, why] of DIFFERENCES) {
    list.push({ table, expression, target, gnuExpression, gnuTarget, note: `differs: ${why}` });
  }
  for (const [table, expression, target, gnuExpression, gnuTarget, why] of REFUSALS) {
    list.push({ table, expression, target, gnuExpression, gnuTarget, note: `refused: ${why}` });
  }
  return list;
}

/** The GNU units program: `units` on the PATH, or GNU_UNITS=<path>. */
const GNU_UNITS = process.env["GNU_UNITS"] ?? "units";
/** GNU units with the system's definitions only (no ~/.units), US English units, 17 digits. */
const GNU_ARGS = ["-f", "", "-t", "-o", "%.17g", "--"];
const GNU_ENV = { ...process.env, UNITS_ENGLISH: "US", LC_ALL: "C" };

/** GNU's answer: the number it prints, or "error: " and its first line. */
function askGnu(/** @type {string} */ expression, /** @type {string} */ target) {
  const run = spawnSync(GNU_UNITS, [...GNU_ARGS, expression, target], {
    env: GNU_ENV,
    encoding: "utf8",
  });
  if (run.error) throw new Error(`GNU units did not run (apt-get install -y units): ${run.error}`);
  const first = `${run.stdout}${run.stderr}`.trim().split("\n")[0] ?? "";
  if (run.status === 0 && /^-?\d/.test(first)) return first;
  return `error: ${first}`;
}

const version = spawnSync(GNU_UNITS, ["--version"], { encoding: "utf8" }).stdout?.split("\n")[0];
if (!version) throw new Error("GNU units is not installed: apt-get install -y units");
if (!/ 2\.22$/.test(version)) {
  console.warn(`${version}: the test expects 2.22 (issue 28), and its bound is GNU's doubles`);
}

const rows = pairs();
/** @type {string[]} */
const problems = [];
const lines = rows.map((row) => {
  for (const [name, text] of Object.entries(row)) {
    if (/[\t\n]/.test(text)) problems.push(`${name} of "${row.expression}" holds a tab`);
  }
  if (/[^\x20-\x7e]/.test(row.gnuExpression + row.gnuTarget)) {
    problems.push(`GNU's side of "${row.expression}" is not ASCII`);
  }
  const answer = askGnu(row.gnuExpression, row.gnuTarget);
  if (
    answer.startsWith("error") !== row.note.startsWith("refused") &&
    !row.note.startsWith("differs")
  ) {
    problems.push(`GNU answers ${row.gnuExpression} → ${row.gnuTarget}: ${answer} (${row.note})`);
  }
  return [
    row.table,
    row.expression,
    row.target,
    row.gnuExpression,
    row.gnuTarget,
    answer,
    row.note,
  ].join("\t");
});
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}

const out = fileURLToPath(
  new URL("../src/__fixtures__/gnu-units-expressions.tsv", import.meta.url),
);
const header = [
  `# Expressions worked out by ${version} (Debian), written by scripts/gnu-units-oracle.mjs:`,
  `# units ${GNU_ARGS.map((a) => (a === "" ? "''" : a)).join(" ")} '<gnu expression>' '<gnu target>'`,
  "# with UNITS_ENGLISH=US. GNU computes in doubles; ours is exact. No note: ours equals GNU's",
  '# answer to 1e-15. "refused:": both refuse. "differs:": a difference of definition or a known',
  "# wrong answer of ours, listed in docs/calculator-gnu-units.md. src/calculator/gnu-units.test.ts",
  "# checks every row.",
  ["table", "expression", "target", "gnu expression", "gnu target", "gnu", "note"].join("\t"),
];
writeFileSync(out, `${[...header, ...lines].join("\n")}\n`);
const count = (/** @type {string} */ kind) => rows.filter((r) => r.note.startsWith(kind)).length;
console.log(
  `wrote ${rows.length} rows to ${out}: ${count("differs")} known differences, ` +
    `${count("refused")} refused by both, the rest agreeing`,
);
