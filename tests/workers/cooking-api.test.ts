import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

// The cooking converter through the public API: `ingredient` on GET and POST /api/convert and
// batch items, the 400s when it is missing or unknown, and the ingredients in the converter's
// detail (decision 051).

const BASE = "http://example.com";
type Json = Record<string, unknown>;

async function getJson(path: string) {
  const response = await SELF.fetch(`${BASE}${path}`);
  return { response, body: (await response.json()) as Json };
}

async function postJson(path: string, body: unknown) {
  const response = await SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Json };
}

describe("converting with an ingredient", () => {
  it("answers a cup of flour in grams exactly, naming the ingredient and its source", async () => {
    const { response, body } = await getJson(
      "/api/convert?value=1&from=cup&to=g&ingredient=all-purpose-flour",
    );
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      result: "125",
      toValue: 125,
      fromUnit: "us-cup",
      toUnit: "gram",
      converter: "cooking-converter",
      ingredient: {
        id: "all-purpose-flour",
        name: "All-purpose flour",
        grams: "125",
        per: "us-cup",
      },
    });
    expect(String(body.note)).toContain("USDA FoodData Central, SR Legacy 20081");
  });

  it("converts mass back to volume with a name or alias, in POST and in a batch", async () => {
    const post = await postJson("/api/convert", {
      value: 113.5,
      fromUnit: "g",
      toUnit: "cup",
      ingredient: "Butter",
    });
    expect(post.response.status).toBe(200);
    expect(post.body).toMatchObject({ result: "0.5", fromUnit: "gram", toUnit: "us-cup" });

    const batch = await postJson("/api/convert/batch", {
      items: [
        { value: 1, fromUnit: "tsp", toUnit: "g", ingredient: "salt" },
        { value: 1, fromUnit: "cup", toUnit: "g" },
        { value: 1, fromUnit: "cup", toUnit: "g", ingredient: "moon dust" },
      ],
    });
    expect(batch.response.status).toBe(200);
    const results = batch.body.results as Json[];
    expect(results[0]).toMatchObject({ ok: true, result: "6", toUnit: "gram" });
    expect(results[1]).toMatchObject({ ok: false, status: 400 });
    expect(String(results[1]?.error)).toContain("ingredient is required to convert volume to mass");
    expect(results[2]).toMatchObject({ ok: false, status: 400 });
    expect(String(results[2]?.error)).toContain('Unknown ingredient "moon dust"');
  });

  it("needs no ingredient within volumes or within masses", async () => {
    const { response, body } = await getJson("/api/convert?value=1&from=lb&to=g&converter=cooking");
    expect(response.status).toBe(200);
    expect(body.result).toBe("453.59237");
    expect(body.ingredient).toBeUndefined();
  });
});

describe("refusing a conversion the ingredient can't make", () => {
  it("says an ingredient is required between volume and mass, both ways", async () => {
    const cupToGram = await getJson("/api/convert?value=1&from=cup&to=g");
    expect(cupToGram.response.status).toBe(400);
    expect(String(cupToGram.body.error)).toContain(
      "ingredient is required to convert volume to mass",
    );
    const ounceToMl = await postJson("/api/convert", {
      value: 1,
      fromUnit: "oz",
      toUnit: "ml",
      converter: "cooking-converter",
    });
    expect(ounceToMl.response.status).toBe(400);
    expect(String(ounceToMl.body.error)).toContain(
      "ingredient is required to convert mass to volume",
    );
  });

  it("names an unknown ingredient, an empty one, and one sent to another converter", async () => {
    const unknown = await getJson("/api/convert?value=1&from=cup&to=g&ingredient=unobtainium");
    expect(unknown.response.status).toBe(400);
    expect(unknown.body.error).toBe(
      'Unknown ingredient "unobtainium": GET /api/converters/cooking lists the ingredients',
    );
    const empty = await postJson("/api/convert", {
      value: 1,
      fromUnit: "cup",
      toUnit: "g",
      ingredient: " ",
    });
    expect(empty.response.status).toBe(400);
    expect(String(empty.body.error)).toContain("ingredient is empty");
    const elsewhere = await getJson("/api/convert?value=1&from=ft&to=m&ingredient=butter");
    expect(elsewhere.response.status).toBe(400);
    expect(String(elsewhere.body.error)).toContain(
      "ingredient applies only to the cooking converter",
    );
  });
});

describe("GET /api/converters/cooking", () => {
  it("lists its volumes and masses and its ingredients with densities and sources", async () => {
    const { response, body } = await getJson("/api/converters/cooking-converter");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ id: "cooking", baseUnit: "liter", massBaseUnit: "kilogram" });
    const units = body.units as Json[];
    expect(units.find((u) => u.id === "us-cup")).toMatchObject({ quantity: "volume" });
    expect(units.find((u) => u.id === "gram")).toMatchObject({ quantity: "mass" });
    const ingredients = body.ingredients as Json[];
    expect(ingredients.length).toBeGreaterThanOrEqual(40);
    expect(ingredients.find((i) => i.id === "granulated-sugar")).toMatchObject({
      grams: "200",
      per: "us-cup",
      gramsPerMilliliter: "0.845350567546075",
    });
    for (const ingredient of ingredients) expect(ingredient.source).not.toBe("");
  });

  it("keeps ingredients out of other converters' details", async () => {
    const { body } = await getJson("/api/converters/length");
    expect(body.ingredients).toBeUndefined();
    expect((body.units as Json[])[0]?.quantity).toBeUndefined();
  });
});

describe("a free-text query naming an ingredient", () => {
  it("converts '1 cup flour in grams' with the flour's density, on GET and POST", async () => {
    const get = await getJson(`/api/convert?q=${encodeURIComponent("1 cup flour in grams")}`);
    expect(get.response.status).toBe(200);
    expect(get.body).toMatchObject({
      result: "125",
      fromUnit: "us-cup",
      toUnit: "gram",
      converter: "cooking-converter",
      ingredient: {
        id: "all-purpose-flour",
        gramsPerMilliliter: "0.528344104716297",
        grams: "125",
        per: "us-cup",
      },
    });
    expect(String(get.body.note)).toContain("SR Legacy 20081");

    const post = await postJson("/api/convert", { query: "250 g butter to cups" });
    expect(post.response.status).toBe(200);
    expect(post.body).toMatchObject({
      result: "1.10132158590308",
      fromValue: 250,
      ingredient: { id: "butter", grams: "227" },
    });
  });

  it("reads the question's numbers in the locale and writes the result in it", async () => {
    const { response, body } = await postJson("/api/convert", {
      query: "1,5 cup flour in g",
      locale: "de-DE",
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      result: "187.5",
      formatted: "187,5",
      locale: "de-DE",
      ingredient: { id: "all-purpose-flour" },
    });
  });

  it("answers in a batch item too", async () => {
    const batch = await postJson("/api/convert/batch", {
      items: [{ query: "2 tbsp honey in g" }, { query: "2 tbsp moon dust in g" }],
    });
    expect(batch.response.status).toBe(200);
    const results = batch.body.results as Json[];
    expect(results[0]).toMatchObject({ ok: true, result: "42.375", ingredient: { id: "honey" } });
    expect(results[1]).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses an unknown ingredient, a missing one and a unit no ingredient is measured in", async () => {
    const unknown = await getJson(`/api/convert?q=${encodeURIComponent("1 cup moon dust in g")}`);
    expect(unknown.response.status).toBe(400);
    expect(unknown.body.error).toBe(
      `I don't know the ingredient "moon dust": the Cooking Converter lists the ones it knows (flour, sugar, butter, honey…)`,
    );
    const missing = await postJson("/api/convert", { query: "1 cup in g" });
    expect(missing.response.status).toBe(400);
    expect(missing.body.error).toBe(
      `An ingredient is required to convert volume to mass: name it in the question, e.g. "1 cup flour to g"`,
    );
    const elsewhere = await postJson("/api/convert", { query: "1 cup flour to ft" });
    expect(elsewhere.response.status).toBe(400);
    expect(String(elsewhere.body.error)).toContain('"ft" is not one of them');
  });
});
