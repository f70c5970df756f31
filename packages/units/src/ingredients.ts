import type { Ingredient, UnitTable } from "./types";

/**
 * The cooking converter's ingredients (docs/decisions/051-cooking-by-ingredient.md): how much a
 * measured volume of each weighs, with the source of the figure. The figures are the portion
 * weights of USDA FoodData Central's SR Legacy data set (each named by its NDB number and
 * description), kept as the source prints them; the density is that weight divided by the exact
 * volume of the measure, so it is exact too. One is King Arthur Baking's own figure for flour.
 *
 * Server data: the page sends the one table (with these) as loader data; no browser bundle has it.
 */

const USDA = "USDA FoodData Central, SR Legacy";

/** An ingredient weighed by USDA: `grams` per `per` of NDB entry `ndb` ("description"). */
function usda(
  id: string,
  name: string,
  aliases: string[],
  grams: string,
  per: "us-cup" | "us-tablespoon" | "us-teaspoon",
  ndb: string,
  description: string,
): Ingredient {
  const measure = { "us-cup": "1 cup", "us-tablespoon": "1 tbsp", "us-teaspoon": "1 tsp" }[per];
  return {
    id,
    name,
    aliases,
    grams,
    per,
    source: `${USDA} ${ndb} (${description}): ${measure} = ${grams} g`,
  };
}

export const ingredients: readonly Ingredient[] = [
  // flours and starches
  usda(
    "all-purpose-flour",
    "All-purpose flour",
    ["flour", "plain flour", "ap flour", "wheat flour"],
    "125",
    "us-cup",
    "20081",
    "Wheat flour, white, all-purpose, enriched, bleached",
  ),
  {
    id: "all-purpose-flour-spooned",
    name: "All-purpose flour (spooned, King Arthur)",
    aliases: ["king arthur flour", "spooned flour"],
    grams: "120",
    per: "us-cup",
    source:
      "King Arthur Baking, Ingredient Weight Chart: 1 cup all-purpose flour = 120 g (spooned into the cup and levelled)",
  },
  usda(
    "whole-wheat-flour",
    "Whole wheat flour",
    ["wholemeal flour", "whole-grain flour"],
    "120",
    "us-cup",
    "20080",
    "Wheat flour, whole-grain",
  ),
  usda(
    "cake-flour",
    "Cake flour",
    [],
    "137",
    "us-cup",
    "20084",
    "Wheat flour, white, cake, enriched",
  ),
  usda(
    "cornstarch",
    "Cornstarch",
    ["cornflour", "corn starch"],
    "128",
    "us-cup",
    "20027",
    "Cornstarch",
  ),
  usda(
    "cornmeal",
    "Cornmeal",
    ["polenta", "yellow cornmeal"],
    "157",
    "us-cup",
    "20022",
    "Cornmeal, degermed, enriched, yellow",
  ),
  usda(
    "rolled-oats",
    "Rolled oats",
    ["oats", "oatmeal", "porridge oats"],
    "81",
    "us-cup",
    "08120",
    "Cereals, oats, regular and quick, not fortified, dry",
  ),
  usda(
    "cocoa-powder",
    "Cocoa powder",
    ["cocoa", "unsweetened cocoa"],
    "86",
    "us-cup",
    "19165",
    "Cocoa, dry powder, unsweetened",
  ),
  // sugars and syrups
  usda(
    "granulated-sugar",
    "Granulated sugar",
    ["sugar", "white sugar", "caster sugar"],
    "200",
    "us-cup",
    "19335",
    "Sugars, granulated",
  ),
  usda(
    "brown-sugar",
    "Brown sugar (packed)",
    ["brown sugar", "light brown sugar"],
    "220",
    "us-cup",
    "19334",
    "Sugars, brown",
  ),
  usda(
    "powdered-sugar",
    "Powdered sugar",
    ["icing sugar", "confectioners sugar", "confectioners' sugar"],
    "120",
    "us-cup",
    "19336",
    "Sugars, powdered",
  ),
  usda("honey", "Honey", [], "339", "us-cup", "19296", "Honey"),
  usda("molasses", "Molasses", ["treacle"], "337", "us-cup", "19304", "Molasses"),
  // fats
  usda("butter", "Butter", ["salted butter"], "227", "us-cup", "01001", "Butter, salted"),
  usda(
    "olive-oil",
    "Olive oil",
    ["oil", "extra virgin olive oil"],
    "216",
    "us-cup",
    "04053",
    "Oil, olive, salad or cooking",
  ),
  usda(
    "canola-oil",
    "Canola oil",
    ["rapeseed oil", "vegetable oil"],
    "218",
    "us-cup",
    "04582",
    "Oil, canola",
  ),
  usda(
    "shortening",
    "Vegetable shortening",
    ["shortening", "crisco"],
    "205",
    "us-cup",
    "04615",
    "Shortening, vegetable, household, composite",
  ),
  usda("lard", "Lard", [], "205", "us-cup", "04002", "Lard"),
  usda(
    "peanut-butter",
    "Peanut butter",
    [],
    "258",
    "us-cup",
    "16098",
    "Peanut butter, smooth style, with salt",
  ),
  // dairy and eggs
  usda(
    "whole-milk",
    "Milk (whole)",
    ["milk"],
    "244",
    "us-cup",
    "01077",
    "Milk, whole, 3.25% milkfat, with added vitamin D",
  ),
  usda(
    "buttermilk",
    "Buttermilk",
    [],
    "245",
    "us-cup",
    "01088",
    "Milk, buttermilk, fluid, cultured, lowfat",
  ),
  usda(
    "heavy-cream",
    "Heavy cream",
    ["cream", "whipping cream", "double cream"],
    "238",
    "us-cup",
    "01053",
    "Cream, fluid, heavy whipping",
  ),
  usda("sour-cream", "Sour cream", [], "230", "us-cup", "01056", "Cream, sour, cultured"),
  usda(
    "plain-yogurt",
    "Plain yogurt",
    ["yogurt", "yoghurt"],
    "245",
    "us-cup",
    "01116",
    "Yogurt, plain, whole milk",
  ),
  usda("cream-cheese", "Cream cheese", [], "232", "us-cup", "01017", "Cheese, cream"),
  usda(
    "grated-parmesan",
    "Parmesan (grated)",
    ["parmesan"],
    "100",
    "us-cup",
    "01032",
    "Cheese, parmesan, grated",
  ),
  usda(
    "shredded-cheddar",
    "Cheddar (shredded)",
    ["cheddar", "cheese"],
    "113",
    "us-cup",
    "01009",
    "Cheese, cheddar",
  ),
  usda(
    "egg",
    "Egg (whole, beaten)",
    ["eggs", "whole egg"],
    "243",
    "us-cup",
    "01123",
    "Egg, whole, raw, fresh",
  ),
  // grains, pulses, nuts, fruit
  usda(
    "white-rice",
    "White rice (long-grain, raw)",
    ["rice", "long-grain rice"],
    "185",
    "us-cup",
    "20044",
    "Rice, white, long-grain, regular, raw, enriched",
  ),
  usda(
    "brown-rice",
    "Brown rice (long-grain, raw)",
    [],
    "185",
    "us-cup",
    "20036",
    "Rice, brown, long-grain, raw",
  ),
  usda("quinoa", "Quinoa (uncooked)", [], "170", "us-cup", "20035", "Quinoa, uncooked"),
  usda("bulgur", "Bulgur (dry)", ["bulgar", "burghul"], "140", "us-cup", "20012", "Bulgur, dry"),
  usda("couscous", "Couscous (dry)", [], "173", "us-cup", "20028", "Couscous, dry"),
  usda(
    "pearl-barley",
    "Pearl barley (raw)",
    ["barley"],
    "200",
    "us-cup",
    "20005",
    "Barley, pearled, raw",
  ),
  usda("lentils", "Lentils (raw)", ["lentil"], "192", "us-cup", "16069", "Lentils, raw"),
  usda(
    "chickpeas",
    "Chickpeas (dried)",
    ["garbanzo beans", "chickpea"],
    "200",
    "us-cup",
    "16056",
    "Chickpeas (garbanzo beans, bengal gram), mature seeds, raw",
  ),
  usda(
    "black-beans",
    "Black beans (dried)",
    ["black bean"],
    "194",
    "us-cup",
    "16014",
    "Beans, black, mature seeds, raw",
  ),
  usda("almonds", "Almonds (whole)", ["almond"], "143", "us-cup", "12061", "Nuts, almonds"),
  usda(
    "walnuts",
    "Walnuts (chopped)",
    ["walnut"],
    "117",
    "us-cup",
    "12155",
    "Nuts, walnuts, english",
  ),
  usda("pecans", "Pecans (chopped)", ["pecan"], "109", "us-cup", "12142", "Nuts, pecans"),
  usda(
    "sesame-seeds",
    "Sesame seeds",
    ["sesame"],
    "144",
    "us-cup",
    "12023",
    "Seeds, sesame seeds, whole, dried",
  ),
  usda(
    "raisins",
    "Raisins (packed)",
    ["raisin", "sultanas"],
    "165",
    "us-cup",
    "09298",
    "Raisins, seedless",
  ),
  usda(
    "chocolate-chips",
    "Chocolate chips (semisweet)",
    ["chocolate chips", "chocolate"],
    "168",
    "us-cup",
    "19080",
    "Candies, semisweet chocolate",
  ),
  // liquids and condiments
  usda("water", "Water", [], "237", "us-cup", "14411", "Beverages, water, tap, drinking"),
  usda("orange-juice", "Orange juice", ["juice"], "248", "us-cup", "09206", "Orange juice, raw"),
  usda(
    "coconut-milk",
    "Coconut milk (canned)",
    [],
    "226",
    "us-cup",
    "12118",
    "Nuts, coconut milk, canned (liquid expressed from grated meat and water)",
  ),
  usda(
    "cider-vinegar",
    "Cider vinegar",
    ["vinegar", "apple cider vinegar"],
    "239",
    "us-cup",
    "02048",
    "Vinegar, cider",
  ),
  usda(
    "soy-sauce",
    "Soy sauce",
    ["soya sauce", "shoyu"],
    "16",
    "us-tablespoon",
    "16123",
    "Soy sauce made from soy and wheat (shoyu)",
  ),
  usda(
    "tomato-paste",
    "Tomato paste",
    [],
    "262",
    "us-cup",
    "11546",
    "Tomato products, canned, paste, without salt added",
  ),
  // leaveners and seasonings
  usda("table-salt", "Table salt", ["salt"], "6", "us-teaspoon", "02047", "Salt, table"),
  usda(
    "baking-soda",
    "Baking soda",
    ["bicarbonate of soda", "bicarb"],
    "4.6",
    "us-teaspoon",
    "18372",
    "Leavening agents, baking soda",
  ),
  usda(
    "baking-powder",
    "Baking powder",
    [],
    "4.6",
    "us-teaspoon",
    "18369",
    "Leavening agents, baking powder, double-acting, sodium aluminum sulfate",
  ),
  usda(
    "active-dry-yeast",
    "Active dry yeast",
    ["yeast", "dry yeast"],
    "4",
    "us-teaspoon",
    "18375",
    "Leavening agents, yeast, baker's, active dry",
  ),
];

/**
 * How a name is compared: case, hyphens and spacing aside, and a typographic apostrophe read as a
 * plain one ("All-purpose flour" = "all purpose  flour", "confectioners’ sugar").
 */
function nameKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[\s-]+/g, " ");
}

const byName = new Map<string, Ingredient>();
for (const ingredient of ingredients) {
  for (const name of [ingredient.id, ingredient.name, ...(ingredient.aliases ?? [])]) {
    const key = nameKey(name);
    if (!byName.has(key)) byName.set(key, ingredient);
  }
}

/**
 * The ingredient of `table` an id, name or alias names ("flour", "All-purpose flour", "all
 * purpose flour"), if any; a plural the list doesn't hold is read without its "s" ("pecans",
 * "lentils" are listed; "almonds" is read as "almond").
 */
export function findIngredient(table: UnitTable, text: string): Ingredient | undefined {
  const own = table.ingredients ?? [];
  const exact = own.find((ingredient) => ingredient.id === text.trim());
  if (exact) return exact;
  const wanted = nameKey(text);
  const named =
    byName.get(wanted) ?? (wanted.endsWith("s") ? byName.get(wanted.slice(0, -1)) : undefined);
  return named && own.includes(named) ? named : undefined;
}

const kept = new WeakMap<UnitTable, Map<string, UnitTable>>();

/**
 * `table` converting across its volumes and masses with `ingredient`'s density. Kept per table
 * and ingredient, so each is compiled once, like the catalogue's own tables.
 */
export function withIngredient(table: UnitTable, ingredient: Ingredient): UnitTable {
  if (!table.ingredients?.includes(ingredient)) {
    throw new RangeError(`The ${table.key} table has no ingredient "${ingredient.id}"`);
  }
  let byId = kept.get(table);
  if (!byId) kept.set(table, (byId = new Map()));
  let replaced = byId.get(ingredient.id);
  if (!replaced) byId.set(ingredient.id, (replaced = { ...table, ingredient }));
  return replaced;
}

/** The ingredient a table converts with when none is named: all-purpose flour, the commonest. */
export const DEFAULT_INGREDIENT = "all-purpose-flour";

/** `table` with its default ingredient laid over it; a table without ingredients as it is. */
export function withDefaultIngredient(table: UnitTable): UnitTable {
  const known = table.ingredients;
  if (!known || table.ingredient) return table;
  const ingredient = known.find((i) => i.id === DEFAULT_INGREDIENT) ?? known[0];
  return ingredient ? withIngredient(table, ingredient) : table;
}
