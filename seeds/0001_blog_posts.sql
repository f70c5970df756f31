-- Seed blog posts: educational articles, published. Idempotent: INSERT OR IGNORE by slug, so
-- posts edited or deleted locally through the editor are never overwritten or brought back.

INSERT OR IGNORE INTO blog_posts
  (slug, title, excerpt, content, meta_description, author, tags, category, featured_image_url, is_published, published_at, created_at, updated_at)
VALUES (
  'why-an-inch-is-exactly-25-4-millimeters',
  'Why an Inch Is Exactly 25.4 Millimeters',
  'The inch has been defined by the meter since 1959. Here is how the English-speaking world ended up with two slightly different inches, why 25.4 mm was the compromise, and where the old values still linger.',
  'Type "1 inch in mm" into any converter and you get **25.4** — not 25.39 or 25.4001, but exactly 25.4. That neat number is not a coincidence of nature. It is an agreement, and a fairly recent one: for most of the twentieth century the United States and the United Kingdom used inches that differed in the sixth significant figure.

## Two inches that almost matched

In 1893 the United States stopped relying on British brass yard bars and, through the **Mendenhall Order**, defined its customary units in terms of the new international meter and kilogram. The yard became 3600/3937 of a meter, which made

- 1 US inch = 1/39.37 m ≈ **25.400 051** mm.

Britain kept its own physical standard, the Imperial Standard Yard, a bronze bar made after the fire of 1834 destroyed the previous one. Careful comparisons with the meter put the British inch at about

- 1 imperial inch ≈ **25.399 956** mm.

The two inches differed by roughly 4 parts per million. That sounds negligible, and for a carpenter it is. For precision engineering it was not: gauge blocks, screw threads and interchangeable parts made on either side of the Atlantic had to agree to a ten-thousandth of an inch or better, and a systematic difference of a few parts per million eats a noticeable share of such a tolerance over larger dimensions.

## The "industrial inch"

Industry solved the problem before governments did. In 1930 the British Standards Institution adopted an inch of exactly 25.4 mm for industrial use, and the American Standards Association followed in 1933. The value was a natural choice: it sits between the two national inches, it is within a few parts per million of both, and it is a short, exact decimal, so converting a drawing from inches to millimeters never produces an endless fraction. By the mid-1930s industry in many countries used this "industrial inch"; Canada made it its legal inch in 1951.

## The 1959 agreement

On 1 July 1959 the national standards laboratories of the United States, the United Kingdom, Canada, Australia, New Zealand and South Africa put the industrial values into law through the **international yard and pound agreement**:

| Unit | Exact definition |
|---|---|
| yard | 0.9144 m |
| foot | 0.3048 m |
| inch | 0.0254 m = 25.4 mm |
| mile | 1609.344 m |
| pound (avoirdupois) | 0.453 592 37 kg |

Everything else follows from these numbers. A foot is 12 × 25.4 mm = 304.8 mm, a mile is 5280 × 0.3048 m = 1609.344 m, and a square inch is exactly 645.16 mm². Because every step is an exact decimal multiplication, a converter that does its arithmetic exactly (as [ours does](/length-converter)) never needs to round any of them.

## Where the old inch survived: the US survey foot

Surveyors had a problem with the change. Decades of land records, state plane coordinates and maps in the United States had been computed with the 1893 foot, and re-expressing them all at once was impractical. So the old definition was kept under a new name, the **US survey foot**:

- 1 US survey foot = 1200/3937 m ≈ 0.304 800 6 m

The difference is only 2 parts per million, but coordinates in state plane systems run to millions of feet, where 2 ppm becomes several feet. A mile measured in survey feet is about 3.2 mm longer than an international mile. Mixing the two feet in one project was a classic source of errors, and in 2020 NIST and NOAA announced that the survey foot would be retired. Since 1 January 2023 the international foot is the only foot for new work in the United States; the survey foot remains only for reading historical data.

## What this means when you convert

- **Inches, feet, yards and miles convert exactly** to metric units. If a converter shows 1 ft = 0.30479999999 m, that is floating-point noise in the software, not a property of the foot.
- **Old documents may use old inches.** A British engineering drawing from the 1920s or a US land survey from the 1980s may use a pre-1959 unit. The difference matters only at the parts-per-million level, but that is exactly the level at which surveying and metrology work.
- **25.4 is a definition, so it has no uncertainty.** The only uncertainty in a length measured in inches is the uncertainty of the measurement itself.

The next time a conversion to millimeters comes out perfectly round, you can thank a committee of standards engineers who decided, almost a century ago, that a little rounding once was better than a little rounding forever.
',
  'Why is an inch exactly 25.4 mm? The 1959 international yard and pound agreement, the old US and British inches, and the US survey foot explained.',
  'UnitWise Team',
  '["length","inch","metric","history","standards"]',
  'History of Measurement',
  NULL,
  1,
  '2025-01-14T09:00:00.000Z',
  '2025-01-12T09:00:00.000Z',
  '2025-01-14T09:00:00.000Z'
);

INSERT OR IGNORE INTO blog_posts
  (slug, title, excerpt, content, meta_description, author, tags, category, featured_image_url, is_published, published_at, created_at, updated_at)
VALUES (
  'us-gallons-vs-imperial-gallons',
  'US Gallons vs Imperial Gallons: Why They Differ by 20%',
  'A US gallon is 3.785 liters, an imperial gallon 4.546 liters. The gap comes from two different 18th- and 19th-century definitions, and it carries over to pints, fluid ounces and miles per gallon.',
  'If a British recipe calls for a pint of stock and an American cook pours a US pint, the dish comes out short by about a sixth. The reason is that the United States and the United Kingdom use different gallons, and every smaller unit is derived from the gallon differently as well.

## Two definitions, both exact today

**The US gallon** descends from the English *wine gallon*, fixed in 1707 under Queen Anne as a volume of exactly **231 cubic inches**. The United States kept it after independence. Since the inch is exactly 25.4 mm, the US gallon is exactly

- 231 × (2.54 cm)³ = **3.785 411 784 liters**.

**The imperial gallon** was created by the British Weights and Measures Act of 1824, which swept away the old wine, ale and corn gallons and replaced them with one gallon: the volume of 10 pounds of distilled water weighed under specified conditions. In 1985 it was redefined as exactly

- **4.546 09 liters**.

So one imperial gallon is about **1.201 US gallons**, and one US gallon is about **0.833 imperial gallons**.

## The smaller units don''t scale the same way

You might expect every smaller unit to differ by the same 20%. They don''t, because the two systems also divide the gallon differently:

| Unit | US customary | Imperial |
|---|---|---|
| gallon | 3.785 411 784 L | 4.546 09 L |
| quart (¼ gallon) | 946.352 946 mL | 1.136 522 5 L |
| pint (⅛ gallon) | 473.176 473 mL | 568.261 25 mL |
| fluid ounces per pint | 16 | 20 |
| fluid ounce | 29.573 529 562 5 mL | 28.413 062 5 mL |

The surprise is the fluid ounce: the **imperial fluid ounce is about 4% smaller** than the US one, even though the imperial pint is 20% larger. An imperial pint simply contains 20 of its smaller ounces, while a US pint contains 16 larger ones.

## Cups and spoons

Cooking measures add another layer:

- The **US customary cup** is 8 US fluid ounces, about 236.6 mL. US nutrition labels use a rounded "legal cup" of exactly **240 mL**.
- Australia, New Zealand, South Africa and, in most modern recipes, Canada use a **metric cup of 250 mL**.
- The UK uses metric volumes in modern recipes; older British recipes that say "cup" often meant about half an imperial pint.

For most recipes the few percent between these cups doesn''t matter. For baking, where ratios of flour to liquid count, it is worth checking which cup a recipe was written for, or weighing ingredients instead.

## Gallons on the road

Fuel economy inherits the difference. A car rated at **40 miles per imperial gallon** in the UK manages only about **33.3 miles per US gallon**, because the US gallon holds less fuel. Comparing British and American mpg figures directly makes American cars look worse than they are. Converting both to liters per 100 km removes the ambiguity; our [fuel consumption converter](/fuel-consumption-converter) does this for either gallon.

## Other gallons you may meet

- **US dry gallon**: 268.8025 cubic inches (about 4.405 L). It is rarely used as such, but US dry pints and quarts (for berries, for example) are based on it.
- **Oil barrel**: 42 US gallons, exactly 158.987 294 928 L.
- **Beer barrels, hogsheads and firkins** came in several national and historical sizes; check which one a source means before converting.

## Converting without mistakes

1. Find out which country the figure comes from. "Gallon" in a US source means the US gallon; in British sources before metrication, the imperial gallon; in Canada, usually imperial for older material.
2. Convert through liters, where both gallons have exact definitions.
3. For pints and fluid ounces, convert within the same system first, since the number of ounces per pint differs.

Our [volume converter](/volume-converter) lists US and imperial units separately, so you always know which gallon you are getting.
',
  'US gallon = 3.785411784 L, imperial gallon = 4.54609 L. Where the two gallons come from and how pints, fluid ounces and mpg differ between them.',
  'UnitWise Team',
  '["volume","gallon","imperial units","US customary units","cooking"]',
  'Everyday Conversions',
  NULL,
  1,
  '2025-01-28T09:00:00.000Z',
  '2025-01-26T09:00:00.000Z',
  '2025-01-28T09:00:00.000Z'
);

INSERT OR IGNORE INTO blog_posts
  (slug, title, excerpt, content, meta_description, author, tags, category, featured_image_url, is_published, published_at, created_at, updated_at)
VALUES (
  'celsius-fahrenheit-and-kelvin-explained',
  'Celsius, Fahrenheit and Kelvin: Three Scales, One Temperature',
  'Why converting temperatures needs an offset as well as a factor, why a 10 °C rise is an 18 °F rise and not a 50 °F one, and what the kelvin has been defined by since 2019.',
  'Most unit conversions are a single multiplication: meters to feet, liters to gallons, joules to calories. Temperature is different. Converting between Celsius and Fahrenheit needs a multiplication **and** an offset, because the scales disagree about where zero is as well as about how big a degree is.

## The formulas

| From | To | Formula |
|---|---|---|
| °C | °F | °F = °C × 9/5 + 32 |
| °F | °C | °C = (°F − 32) × 5/9 |
| °C | K | K = °C + 273.15 |
| K | °C | °C = K − 273.15 |
| °F | K | K = (°F + 459.67) × 5/9 |
| K | °F | °F = K × 9/5 − 459.67 |

A few values worth remembering:

- Water freezes at about **0 °C = 32 °F = 273.15 K** at standard pressure.
- Normal body temperature is often quoted as **37 °C = 98.6 °F**.
- Absolute zero is **0 K = −273.15 °C = −459.67 °F**.
- The two everyday scales meet at **−40**: −40 °C is exactly −40 °F.

## Where the scales come from

**Fahrenheit** (Daniel Gabriel Fahrenheit, 1724) set 0° at the temperature of a mixture of ice, water and ammonium chloride, a reproducible cold point for his thermometers, and put human body temperature at about 96 degrees. Later recalibration fixed the freezing and boiling points of water at 32 °F and 212 °F, 180 degrees apart.

**Celsius** (Anders Celsius, 1742) divided the interval between the freezing and boiling points of water into 100 degrees. Celsius himself put 0 at the boiling point and 100 at the freezing point; the scale was turned the right way up soon after his death in 1744.

**Kelvin** (William Thomson, Lord Kelvin, 1848) started from a different idea: a temperature scale whose zero is the lowest temperature possible. The kelvin uses degrees the same size as Celsius degrees, so the two scales differ only by their offset of 273.15.

## Differences are not readings

The most common temperature mistake is converting a *change* in temperature with the formula for a *reading*. If the weather forecast says it will be 10 °C warmer tomorrow, that is **not** 50 °F warmer. A change of 1 °C is a change of 1.8 °F, so a 10 °C rise is an **18 °F** rise. The +32 belongs only to readings, because it moves the zero point, and a difference has no zero point to move.

| Change | Equals |
|---|---|
| 1 °C | 1.8 °F = 1 K |
| 1 °F | 5/9 °C ≈ 0.556 °C |
| 1 K | 1 °C = 1.8 °F |

This is why UnitWise has a separate [temperature interval converter](/temperature-interval-converter) next to the [temperature converter](/temperature-converter). Heating and cooling loads, thermal expansion coefficients and "degrees per hour" rates all involve differences, not readings.

## Why scientists use kelvin

Many physical laws depend on absolute temperature. The ideal gas law, pV = nRT, only works with T in kelvins: doubling the temperature from 10 °C to 20 °C does not double the pressure of a gas in a sealed container, but going from 283.15 K to 566.3 K does. Ratios of temperatures mean something only on an absolute scale.

A few conventions:

- The unit is the **kelvin** (lowercase), with the symbol **K** and no degree sign: "300 K", not "300 °K". The degree sign was dropped in 1967–68.
- The **Rankine** scale is the Fahrenheit equivalent of kelvin: absolute zero at 0 °R, with Fahrenheit-sized degrees, so °R = °F + 459.67. It still appears in some US engineering work.

## What defines the kelvin today

Until 2019 the kelvin was defined by the triple point of water, the unique temperature and pressure at which ice, liquid water and water vapor coexist, fixed at 273.16 K. Since 20 May 2019 the kelvin is instead defined by fixing the value of the **Boltzmann constant**, which links temperature to energy:

- k = 1.380 649 × 10⁻²³ J/K, exactly.

For everyday purposes nothing changed; the triple point of water is still 273.16 K to within a fraction of a millikelvin. What changed is that the definition no longer depends on the purity and isotopic composition of a sample of water.

## Does water boil at exactly 100 °C?

Not quite, even at sea-level pressure. On the current international temperature scale (ITS-90), pure water at one standard atmosphere boils at about **99.97 °C**. The old definition of the Celsius scale by the freezing and boiling points of water was replaced long ago; today the Celsius scale is defined through the kelvin, and 100 °C is simply 373.15 K. At altitude, where the pressure is lower, water boils at noticeably lower temperatures: around 90 °C at 3000 m.

## Converting exactly

Because 9/5 and the offsets are exact, temperature conversions can be done without rounding: 37 °C is exactly 98.6 °F, and 300 K is exactly 80.33 °F. A converter that works in binary floating point may show 98.60000000000001; one that uses exact arithmetic shows what the formula says.
',
  'How Celsius, Fahrenheit and Kelvin relate, the exact conversion formulas, the -40 crossover, temperature differences vs readings and the 2019 kelvin definition.',
  'UnitWise Team',
  '["temperature","celsius","fahrenheit","kelvin","SI units"]',
  'Science',
  NULL,
  1,
  '2025-02-11T09:00:00.000Z',
  '2025-02-09T09:00:00.000Z',
  '2025-02-11T09:00:00.000Z'
);

INSERT OR IGNORE INTO blog_posts
  (slug, title, excerpt, content, meta_description, author, tags, category, featured_image_url, is_published, published_at, created_at, updated_at)
VALUES (
  'decimal-vs-binary-storage-prefixes',
  'Why Your 1 TB Drive Shows 931 GB: Decimal vs Binary Prefixes',
  'Drive makers count in powers of 1000, operating systems often count in powers of 1024, and both call the result "GB". Here is how kilobytes, kibibytes and their big siblings relate, and which one each label means.',
  'You buy a 1 TB drive, plug it in, and your computer reports **931 GB**. Nothing is missing. The drive holds exactly the number of bytes printed on the box; the manufacturer and the operating system are simply using the same words for two different units.

## Two kinds of prefix

**Decimal (SI) prefixes** mean powers of 1000, as they do everywhere else in science:

| Prefix | Symbol | Bytes |
|---|---|---|
| kilo | kB | 1000 |
| mega | MB | 1000² = 1 000 000 |
| giga | GB | 1000³ = 1 000 000 000 |
| tera | TB | 1000⁴ = 1 000 000 000 000 |

**Binary prefixes** mean powers of 1024 = 2¹⁰, which suit memory chips and file systems built around powers of two:

| Prefix | Symbol | Bytes |
|---|---|---|
| kibi | KiB | 1024 |
| mebi | MiB | 1024² = 1 048 576 |
| gibi | GiB | 1024³ = 1 073 741 824 |
| tebi | TiB | 1024⁴ = 1 099 511 627 776 |

The binary prefixes were standardized by the International Electrotechnical Commission in 1998 (now part of IEC 80000-13) precisely because "kilobyte" had been used for both 1000 and 1024 bytes for decades.

## The 931 GB mystery, solved

A 1 TB drive holds 10¹² bytes. Divide by 1024³ and you get

- 10¹² ÷ 1 073 741 824 ≈ **931.3 GiB**.

Windows shows this as "931 GB": it computes in binary units but labels them with decimal symbols. macOS has reported sizes in decimal units since version 10.6 (2009), so the same drive appears there as 1 TB. Linux tools differ: `df -h` uses powers of 1024, `df -H` powers of 1000.

## The gap grows with every prefix

Because each step multiplies by 1024 instead of 1000, the difference compounds:

| Level | Binary ÷ decimal | Difference |
|---|---|---|
| kilo / kibi | 1.024 | 2.4% |
| mega / mebi | 1.048 576 | 4.9% |
| giga / gibi | 1.073 741 824 | 7.4% |
| tera / tebi | 1.099 511 627 776 | 10.0% |
| peta / pebi | 1.125 899 906 842 624 | 12.6% |

At the kilobyte level, nobody noticed. At the terabyte level, a tenth of the capacity seems to vanish, and with petabyte-scale storage the confusion becomes expensive.

## Which unit does each label use?

- **Storage devices** (hard drives, SSDs, USB sticks, memory cards): decimal. A 256 GB SSD has about 256 × 10⁹ bytes, some of which the file system uses for its own bookkeeping.
- **Memory (RAM)**: binary, by long-standing convention. A "16 GB" memory module holds 16 GiB = 17 179 869 184 bytes.
- **Network and transfer speeds**: decimal, and in **bits**, not bytes. 100 Mbit/s is 12.5 MB/s (decimal megabytes), and 1 Gbit/s is 125 MB/s, before protocol overhead.
- **File sizes in operating systems**: binary on Windows and in many Linux tools, decimal on macOS and in many phones.

## A famous mixed unit

The "1.44 MB" floppy disk used neither convention consistently. It held 1440 KiB, that is 1440 × 1024 = **1 474 560 bytes**, and its "MB" meant 1000 × 1024 bytes. In decimal megabytes it held about 1.47 MB; in mebibytes, about 1.41 MiB.

## Converting without surprises

1. Decide whether the figure is decimal or binary. When in doubt, storage capacities are decimal and RAM is binary.
2. Check bits versus bytes: a lowercase **b** usually means bits (Mbit/s, Mbps), an uppercase **B** bytes. There are 8 bits in a byte.
3. Use the binary symbols (KiB, MiB, GiB) when you mean powers of 1024. They are unambiguous.

Our [data storage converter](/data-storage-converter) keeps the two families apart, with decimal units such as gigabytes and binary units such as gibibytes listed separately, and the [data transfer converter](/data-transfer-converter) handles bits per second.
',
  'Decimal (kB, MB, GB, TB) vs binary (KiB, MiB, GiB, TiB) prefixes explained: why a 1 TB drive shows 931 GB, RAM sizes, network speeds and the 1.44 MB floppy.',
  'UnitWise Team',
  '["data storage","bytes","binary prefixes","SI prefixes","computers"]',
  'Technology',
  NULL,
  1,
  '2025-02-25T09:00:00.000Z',
  '2025-02-23T09:00:00.000Z',
  '2025-02-25T09:00:00.000Z'
);

INSERT OR IGNORE INTO blog_posts
  (slug, title, excerpt, content, meta_description, author, tags, category, featured_image_url, is_published, published_at, created_at, updated_at)
VALUES (
  'how-fuel-economy-units-relate',
  'Miles per Gallon, Liters per 100 km and km/L: How Fuel Economy Units Relate',
  'Miles per gallon measures distance per fuel, liters per 100 km measures fuel per distance. That single inversion explains the exact conversion constants, and why mpg figures mislead so many buyers.',
  'Fuel economy is measured two opposite ways. In the United States and the United Kingdom it is **distance per unit of fuel**: miles per gallon (mpg). In most of the rest of the world it is **fuel per unit of distance**: liters per 100 kilometers (L/100 km). Some countries, including Japan and India, use kilometers per liter (km/L), which is distance per fuel again.

Because one kind is the reciprocal of the other, converting between them is a division, not a multiplication. Higher mpg is better; lower L/100 km is better.

## The exact constants

All the units involved have exact metric definitions: a mile is 1.609 344 km, a US gallon 3.785 411 784 L and an imperial gallon 4.546 09 L. From these:

- **L/100 km = 235.214 583 ÷ mpg (US)**
- **L/100 km = 282.480 936 ÷ mpg (imperial)**
- **km/L = mpg (US) × 0.425 143 7**
- **km/L = 100 ÷ (L/100 km)**

The first constant is 100 × 3.785 411 784 ÷ 1.609 344; the second uses the imperial gallon instead. Note that the same formula converts in both directions: 235.215 ÷ 30 mpg = 7.84 L/100 km, and 235.215 ÷ 7.84 L/100 km = 30 mpg.

## A quick conversion table

| mpg (US) | mpg (imperial) | L/100 km | km/L |
|---|---|---|---|
| 15 | 18.0 | 15.68 | 6.38 |
| 20 | 24.0 | 11.76 | 8.50 |
| 25 | 30.0 | 9.41 | 10.63 |
| 30 | 36.0 | 7.84 | 12.75 |
| 40 | 48.0 | 5.88 | 17.01 |
| 50 | 60.0 | 4.70 | 21.26 |

The imperial column is about 20% higher than the US column for the same car, only because the imperial gallon is larger (see [US gallons vs imperial gallons](/blog/us-gallons-vs-imperial-gallons)).

## The mpg illusion

Suppose you drive 10 000 miles a year and can replace one of two vehicles:

- a pickup that does **10 mpg** with one that does **20 mpg**, or
- a sedan that does **20 mpg** with one that does **50 mpg**.

The second upgrade looks far bigger: a gain of 30 mpg against 10. But count the fuel. Over 10 000 miles the pickup upgrade cuts consumption from 1000 gallons to 500, **saving 500 gallons**. The sedan upgrade cuts it from 500 gallons to 200, **saving 300 gallons**. The smaller-looking improvement saves more fuel.

Researchers Richard Larrick and Jack Soll called this the **"mpg illusion"** in a 2008 paper in *Science*. It happens because fuel used is proportional to 1/mpg, so equal steps in mpg mean ever smaller savings as mpg rises. Fuel-per-distance units such as L/100 km don''t have this problem: a drop from 23.5 to 11.8 L/100 km (the pickup) is visibly bigger than a drop from 11.8 to 4.7 (the sedan). This is one reason the US fuel economy label also shows **gallons per 100 miles**.

## Electric vehicles

Electric cars bring their own units:

- **kWh/100 km** or **kWh/100 mi**: energy per distance, the electric counterpart of L/100 km.
- **mi/kWh** or **km/kWh**: distance per energy, the counterpart of mpg.
- **MPGe** (miles per gallon equivalent), used on US labels: the distance a car travels on 33.7 kWh of electricity, the energy content the US EPA assigns to one gallon of gasoline.

An EV that uses 30 kWh per 100 miles achieves 33.7 ÷ 30 × 100 ≈ **112 MPGe**.

## Converting correctly

1. Find out which gallon the figure uses. US and UK mpg figures are not comparable without conversion.
2. Remember the inversion: to go between distance-per-fuel and fuel-per-distance, divide a constant by the value.
3. When comparing vehicles or estimating costs, convert to fuel per distance first. Costs are proportional to fuel used, not to mpg.

Our [fuel consumption converter](/fuel-consumption-converter) handles US and imperial mpg, L/100 km, km/L and more, with the reciprocal conversions done exactly.
',
  'Convert mpg (US and imperial), L/100 km and km/L exactly: the 235.215 and 282.481 constants, a conversion table, and the "mpg illusion".',
  'UnitWise Team',
  '["fuel economy","mpg","liters per 100 km","cars","volume"]',
  'Everyday Conversions',
  NULL,
  1,
  '2025-03-11T09:00:00.000Z',
  '2025-03-09T09:00:00.000Z',
  '2025-03-11T09:00:00.000Z'
);

INSERT OR IGNORE INTO blog_posts
  (slug, title, excerpt, content, meta_description, author, tags, category, featured_image_url, is_published, published_at, created_at, updated_at)
VALUES (
  'the-pound-is-defined-by-the-kilogram',
  'The Pound Is Defined by the Kilogram: 0.45359237 kg, Exactly',
  'Since 1959 the avoirdupois pound has been defined as exactly 0.45359237 kg, and since 2019 the kilogram itself has been defined by a constant of nature. Here is what that means for pounds, ounces, stones and troy ounces.',
  'Ask how many kilograms are in a pound and you will often hear "about 0.454" or "0.4536". The full answer is shorter than it looks: one pound is **exactly 0.453 592 37 kg**. No further digits exist, because the pound is not measured against the kilogram; it is defined by it.

## A definition from 1959

Before 1959, the United States defined its pound through the metric system (since 1893, as 0.453 592 427 7 kg), while Britain kept a platinum standard pound of its own. The two pounds differed by a few parts in ten million. The same international yard and pound agreement that fixed the inch at 25.4 mm (see [why an inch is exactly 25.4 millimeters](/blog/why-an-inch-is-exactly-25-4-millimeters)) defined the **international avoirdupois pound** as exactly 0.453 592 37 kg.

The value was chosen to be divisible by 7, because a pound is 7000 grains. That makes the grain an exact metric unit too:

- 1 grain = 64.798 91 mg
- 1 pound = 7000 grains = 453.592 37 g
- 1 ounce = 1/16 pound = 28.349 523 125 g
- 1 stone = 14 pounds = 6.350 293 18 kg

## Troy ounces are different ounces

Precious metals are still weighed in **troy** units, a separate system that shares the grain with the avoirdupois system and little else:

| Unit | Grains | Metric value |
|---|---|---|
| avoirdupois ounce (oz) | 437.5 | 28.349 523 125 g |
| troy ounce (oz t) | 480 | 31.103 476 8 g |
| avoirdupois pound (lb) | 7000 | 453.592 37 g |
| troy pound | 5760 | 373.241 721 6 g |

So a troy ounce is about **10% heavier** than an ordinary ounce, while a troy pound (12 troy ounces) is about **18% lighter** than an ordinary pound (16 ounces). Gold and silver prices are quoted per troy ounce; if you weigh jewelry on a kitchen scale set to ounces, convert before you check a price.

## What defines the kilogram?

If the pound is defined by the kilogram, what defines the kilogram? From 1889 to 2019 the answer was a physical object: the **International Prototype of the Kilogram**, a polished cylinder of platinum–iridium about 39 mm tall, kept in a vault of the International Bureau of Weights and Measures near Paris. By definition it weighed exactly one kilogram, whatever happened to it.

That was a problem. Over a century of comparisons, the prototype and its official copies drifted apart by up to about 50 micrograms, and there was no way to tell which of them was changing. An artifact can be scratched, contaminated or cleaned, and every mass measurement in the world would follow it.

On **20 May 2019** the kilogram was redefined by fixing the numerical value of the **Planck constant**:

- h = 6.626 070 15 × 10⁻³⁴ J·s, exactly.

Since the second and the meter were already defined through constants of nature (a frequency of the cesium atom and the speed of light), fixing h fixes the kilogram. Laboratories realize it with instruments such as the **Kibble balance**, which weighs a mass against an electromagnetic force measured in terms of h, or by counting the atoms in a nearly perfect sphere of silicon-28.

For anyone weighing flour or freight, nothing changed: the new kilogram was set equal to the old one within the uncertainty of the best measurements. What changed is that the definition can now be realized anywhere, at any time, without a trip to France.

## Practical consequences

- **Pounds to kilograms is a single exact multiplication**: 150 lb = 150 × 0.453 592 37 kg = 68.038 855 5 kg, exactly. Any rounding is a choice of how many digits to show.
- **Kilograms to pounds** divides by the same number, so the result is usually a non-terminating decimal: 1 kg ≈ 2.204 622 621 85 lb.
- **Weight and mass**: strictly, pounds and kilograms are units of mass. "Pound-force" and "kilogram-force" are force units used in some engineering fields; they are different quantities and need a different converter.

Our [weight and mass converter](/weight-converter) uses the exact 1959 definitions for every avoirdupois and troy unit, and shows as many digits as you ask for.
',
  'Why 1 lb = 0.45359237 kg exactly, how the kilogram was redefined through the Planck constant in 2019, and how avoirdupois, troy ounces and stones relate.',
  'UnitWise Team',
  '["mass","pound","kilogram","SI units","history"]',
  'History of Measurement',
  NULL,
  1,
  '2025-03-25T09:00:00.000Z',
  '2025-03-23T09:00:00.000Z',
  '2025-03-25T09:00:00.000Z'
);
