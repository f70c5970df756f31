import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const BASE = "http://example.com";

async function getJson(path: string) {
  const response = await SELF.fetch(`${BASE}${path}`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/categories", () => {
  it("lists the nine categories with their converter counts", async () => {
    const { response, body } = await getJson("/api/categories");
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const categories = body.categories as Array<Record<string, unknown>>;
    expect(categories.map((c) => c.id)).toEqual([
      "common",
      "engineering",
      "heat",
      "fluids",
      "light",
      "electricity",
      "magnetism",
      "radiology",
      "other",
    ]);
    expect(categories.reduce((sum, c) => sum + (c.converters as number), 0)).toBe(81);
    expect(categories[0]).toMatchObject({ name: "Common Converters", icon: "calculator" });
  });
});

describe("GET /api/converters", () => {
  it("lists all 81 converters, none without units", async () => {
    const { body } = await getJson("/api/converters");
    const converters = body.converters as Array<Record<string, unknown>>;
    expect(converters).toHaveLength(81);
    for (const converter of converters) {
      expect((converter.units as string[]).length, String(converter.id)).toBeGreaterThanOrEqual(2);
      expect(converter.unitCount).toBe((converter.units as string[]).length);
    }
    expect(converters.find((c) => c.id === "length")).toMatchObject({
      slug: "length-converter",
      category: "common",
      popular: true,
    });
  });

  it("answers one converter by id or slug, with linear factors", async () => {
    const byId = await getJson("/api/converters/length");
    const bySlug = await getJson("/api/converters/length-converter");
    expect(byId.response.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    const units = byId.body.units as Array<Record<string, unknown>>;
    expect(units.find((u) => u.id === "foot")).toMatchObject({ symbol: "ft", factor: "0.3048" });
    expect(byId.body.baseUnit).toBe("meter");

    const temperature = await getJson("/api/converters/temperature");
    const fahrenheit = (temperature.body.units as Array<Record<string, unknown>>).find(
      (u) => u.id === "fahrenheit",
    );
    expect(fahrenheit?.factor).toBeNull();
  });

  it("answers 404 in JSON for an unknown converter", async () => {
    const { response, body } = await getJson("/api/converters/flux-capacitor");
    expect(response.status).toBe(404);
    expect(body.error).toContain("flux-capacitor");
  });
});

describe("/api/convert", () => {
  it("takes a blank q beside value, from and to as not given (a form with both ways)", async () => {
    const { response, body } = await getJson("/api/convert?value=1&from=mile&to=km&q=");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ result: "1.609344" });
    const blank = await getJson("/api/convert?q=");
    expect(blank.response.status).toBe(400);
    expect(blank.body.error).toMatch(/query is empty/);
  });

  it("converts with GET parameters, exactly", async () => {
    const { response, body } = await getJson("/api/convert?value=1&from=mile&to=km");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      result: "1.609344",
      fromValue: 1,
      fromUnit: "mile",
      toValue: 1.609344,
      toUnit: "kilometer",
      converter: "length-converter",
    });
    expect(typeof body.formula).toBe("string");
  });

  it("converts POSTed JSON with ids, symbols or aliases and no float noise", async () => {
    const cases: Array<[unknown, string]> = [
      [{ value: 100, fromUnit: "celsius", toUnit: "fahrenheit" }, "212"],
      [{ value: "212", fromUnit: "°F", toUnit: "C" }, "100"],
      [{ value: 1, fromUnit: "ft", toUnit: "m" }, "0.3048"],
      [{ value: 1, fromUnit: "us-gallon", toUnit: "liter" }, "3.785411784"],
      [{ value: 1, fromUnit: "eV", toUnit: "kJ" }, "1.602176634e-22"],
    ];
    for (const [request, result] of cases) {
      const { response, body } = await postJson("/api/convert", request);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.result, JSON.stringify(request)).toBe(result);
    }
  });

  it("honours precision and the converter hint", async () => {
    const { body } = await postJson("/api/convert", {
      value: 1,
      fromUnit: "degree",
      toUnit: "radian",
      precision: 5,
      converter: "angle",
    });
    expect(body.result).toBe("0.017453");
  });

  it("answers a free-text query", async () => {
    const { response, body } = await postJson("/api/convert", { query: "5 ft 3 in to cm" });
    expect(response.status).toBe(200);
    expect(body.result).toBe("160.02");
    expect(body.toUnit).toBe("centimeter");
  });

  it("gives the currency rates' date with a currency result", async () => {
    const { body } = await getJson("/api/convert?value=10&from=eur&to=usd");
    expect(body.result).toBe("11.252");
    expect(String(body.note)).toContain("2025-05-09");
  });

  it("answers bad input with 400 and a clear message, never a 500", async () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ fromUnit: "m", toUnit: "ft" }, /value is required/],
      [{ value: 1, toUnit: "ft" }, /fromUnit is required/],
      [{ value: "abc", fromUnit: "m", toUnit: "ft" }, /not a number/],
      [{ value: 1, fromUnit: "blorp", toUnit: "ft" }, /Unknown unit "blorp"/],
      [{ value: 1, fromUnit: "kg", toUnit: "m" }, /weight.*length|length.*weight/],
      [{ value: 1, fromUnit: "m", toUnit: "ft", precision: 0 }, /precision/],
      [{ value: 1, fromUnit: "m", toUnit: "ft", converter: "nope" }, /Unknown converter/],
      [{ query: "5 blorps to cm" }, /blorps/],
      [[1, 2, 3], /JSON object/],
      [{ value: 1, fromUnit: "rub", toUnit: "usd" }, /RUB/],
    ];
    for (const [request, message] of bad) {
      const { response, body } = await postJson("/api/convert", request);
      expect(response.status, JSON.stringify(request)).toBe(400);
      expect(String(body.error), JSON.stringify(request)).toMatch(message);
    }
  });

  it("works out expressions exactly, with how they were read and their dimension", async () => {
    const { response, body } = await getJson(
      `/api/convert?q=${encodeURIComponent("3 kWh/100km to J/m")}`,
    );
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      result: "108",
      toValue: 108,
      toUnit: "J/m",
      formula: "1 kWh/100 km = 36 J/m",
      parsed: "3 kWh/100 km → J/m",
      dimension: "mass·length/time²",
      unit: "J/m",
      exact: true,
    });
    const sum = await postJson("/api/convert", { query: "1 atm - 1 bar to Pa" });
    expect(sum.body).toMatchObject({ result: "1325", toUnit: "pascal", exact: true });
    const { body: mixed } = await postJson("/api/convert", { query: "1.2345 h to h min s" });
    expect(mixed).toMatchObject({
      result: "4.2",
      unit: "h min s",
      parts: [
        { unit: "h", value: "1" },
        { unit: "min", value: "14" },
        { unit: "s", value: "4.2" },
      ],
    });
    const { body: thirds } = await postJson("/api/convert", {
      query: "1 m / 3 to cm",
      precision: 5,
    });
    expect(thirds).toMatchObject({ result: "33.333", exact: false });
  });

  it("refuses an expression whose dimensions disagree with 400 naming both", async () => {
    for (const [q, message] of [
      ["60 mph + 2 h", "I can't add a speed (length/time) to a time"],
      ["1 atm - 1 s to Pa", "I can't subtract a time from a pressure (mass/(length·time²))"],
      ["(m^1000)^1000", "Exponents go from -64 to 64, and roots up to the 12th"],
    ]) {
      const { response, body } = await getJson(`/api/convert?q=${encodeURIComponent(q ?? "")}`);
      expect(response.status, q).toBe(400);
      expect(body, q).toEqual({ error: message });
    }
  });

  it("refuses an exponent beyond ±1000 with 400 in every way a number comes in", async () => {
    const message =
      /^"1(?:[.,]5)?e999999" is too large or too small to convert: exponents go from -1000 to 1000$/;
    // A German locale is answered in German (decision 080).
    const german =
      /^„1(?:[.,]5)?e999999“ ist zu groß oder zu klein für die Umrechnung: Exponenten reichen von -1000 bis 1000$/;
    const asked: Array<[string, RegExp]> = [
      ["/api/convert?q=1e999999%20m%20to%20km", message],
      ["/api/convert?value=1e999999&from=m&to=km", message],
      ["/api/convert?value=1,5e999999&from=m&to=km&locale=de-DE", german],
      ["/api/convert?q=1,5e999999%20m%20to%20km&locale=de-DE", german],
    ];
    for (const [path, expected] of asked) {
      const { response, body } = await getJson(path);
      expect(response.status, path).toBe(400);
      expect(body, path).toEqual({ error: expect.stringMatching(expected) });
    }
    const batch = await postJson("/api/convert/batch", {
      items: [
        { query: "1e999999 m to km" },
        { query: "1 atm - 1 bar to Pa" },
        { query: "1 m to cm" },
      ],
    });
    expect(batch.response.status).toBe(200);
    expect(batch.body.results).toMatchObject([
      { ok: false, status: 400, error: expect.stringMatching(message) },
      { ok: true, result: "1325", toUnit: "pascal" },
      { ok: true, result: "100" },
    ]);
  });

  it("refuses malformed, mistyped and oversized bodies", async () => {
    const malformed = await postJson("/api/convert", "{value: 1");
    expect(malformed.response.status).toBe(400);
    expect(malformed.body.error).toMatch(/not valid JSON/);

    const wrongType = await SELF.fetch(`${BASE}/api/convert`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "value=1",
    });
    expect(wrongType.status).toBe(415);

    const huge = await postJson("/api/convert", {
      value: 1,
      fromUnit: "m",
      toUnit: "ft",
      padding: "x".repeat(64 * 1024),
    });
    expect(huge.response.status).toBe(413);

    const missing = await getJson("/api/convert?value=1&from=m");
    expect(missing.response.status).toBe(400);
    expect(missing.body.error).toMatch(/toUnit is required/);
  });

  it("answers CORS preflights and refuses other methods", async () => {
    const preflight = await SELF.fetch(`${BASE}/api/convert`, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    const put = await SELF.fetch(`${BASE}/api/convert`, { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
  });

  it("answers unknown API paths with JSON 404", async () => {
    const { response, body } = await getJson("/api/teleport");
    expect(response.status).toBe(404);
    expect(body.error).toContain("/api/teleport");
  });
});

describe("GET /api/units", () => {
  it("finds the units a symbol, name or alias may mean, with their converters", async () => {
    const { response, body } = await getJson("/api/units?q=ft");
    expect(response.status).toBe(200);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const units = body.units as Array<{ unit: { id: string }; converter: { id: string } }>;
    expect(units[0]).toEqual({
      unit: { id: "foot", name: "foot", symbol: "ft" },
      converter: { id: "length", slug: "length-converter", name: "Length Converter" },
    });
  });

  it("looks inside one converter when asked, where a plain name means its unit", async () => {
    const scale = await getJson("/api/units?q=fahrenheit");
    const ids = (scale.body.units as Array<{ unit: { id: string } }>).map((u) => u.unit.id);
    expect(ids[0]).toBe("fahrenheit");

    const { body } = await getJson("/api/units?q=fahrenheit&converter=temperature-interval");
    const units = body.units as Array<{ unit: { id: string }; converter: { id: string } }>;
    expect(units.map((u) => u.unit.id)).toEqual(["fahrenheit-difference"]);
    expect(units[0]?.converter.id).toBe("temperature-interval");

    // The same reading converts: a 9 °F rise is a 5 °C rise.
    const converted = await postJson("/api/convert", {
      value: 9,
      fromUnit: "fahrenheit",
      toUnit: "celsius",
      converter: "temperature-interval",
    });
    expect(converted.body.result).toBe("5");
  });

  it("answers no match with an empty list, and refuses what it cannot look up", async () => {
    const none = await getJson("/api/units?q=blorp");
    expect(none.response.status).toBe(200);
    expect(none.body.units).toEqual([]);

    const bad: Array<[string, number, RegExp]> = [
      ["/api/units", 400, /q is required/],
      ["/api/units?q=", 400, /q is empty/],
      [`/api/units?q=${"x".repeat(101)}`, 400, /longer than 100/],
      ["/api/units?q=ft&converter=flux-capacitor", 404, /No converter "flux-capacitor"/],
    ];
    for (const [path, status, message] of bad) {
      const { response, body } = await getJson(path);
      expect(response.status, path).toBe(status);
      expect(String(body.error), path).toMatch(message);
    }
  });
});

describe("POST /api/convert/batch", () => {
  it("answers each item on its own, in order", async () => {
    const { response, body } = await postJson("/api/convert/batch", {
      items: [
        { value: 1, fromUnit: "mile", toUnit: "km" },
        { value: "abc", fromUnit: "m", toUnit: "ft" },
        { query: "5 ft 3 in to cm" },
        { fromUnit: "m" },
        "not an object",
        { value: 1, fromUnit: "degree", toUnit: "radian", precision: 3 },
        { query: "60 mph * 2 h to km" },
      ],
      precision: 5,
    });
    expect(response.status).toBe(200);
    const results = body.results as Array<Record<string, unknown>>;
    expect(results).toHaveLength(7);
    expect(results[6]).toMatchObject({ ok: true, result: "193.12", exact: false, unit: "km" });
    expect(results[0]).toMatchObject({ ok: true, result: "1.6093", toUnit: "kilometer" });
    expect(results[1]).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringMatching(/not a number/),
    });
    expect(results[2]).toMatchObject({ ok: true, result: "160.02" });
    expect(results[3]).toMatchObject({
      ok: false,
      error: expect.stringMatching(/value is required/),
    });
    expect(results[4]).toMatchObject({ ok: false, error: expect.stringMatching(/JSON object/) });
    expect(results[5]).toMatchObject({ ok: true, result: "0.0175" });
    // A successful item is exactly what POST /api/convert answers.
    const single = await postJson("/api/convert", { query: "5 ft 3 in to cm" });
    expect(results[2]).toEqual({ ok: true, ...single.body });
  });

  it("takes 100 items, refuses 101 with 413, and refuses a body that is not a batch", async () => {
    const item = { value: 1, fromUnit: "m", toUnit: "ft" };
    const full = await postJson("/api/convert/batch", { items: Array(100).fill(item) });
    expect(full.response.status).toBe(200);
    expect(full.body.results).toHaveLength(100);

    const over = await postJson("/api/convert/batch", { items: Array(101).fill(item) });
    expect(over.response.status).toBe(413);
    expect(over.body.error).toMatch(/at most 100 items/);

    const bad: Array<[unknown, RegExp]> = [
      [{}, /items is required/],
      [{ items: [] }, /items is empty/],
      [{ items: "x" }, /items is required/],
      [[item], /JSON object/],
      [{ items: [item], precision: 99 }, /precision/],
    ];
    for (const [request, message] of bad) {
      const { response, body } = await postJson("/api/convert/batch", request);
      expect(response.status, JSON.stringify(request)).toBe(400);
      expect(String(body.error), JSON.stringify(request)).toMatch(message);
    }
  });

  it("refuses other methods, non-JSON and bodies over 64 KB", async () => {
    const get = await SELF.fetch(`${BASE}/api/convert/batch`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    const put = await SELF.fetch(`${BASE}/api/convert/batch`, { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);

    const text = await SELF.fetch(`${BASE}/api/convert/batch`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "items",
    });
    expect(text.status).toBe(415);

    const huge = await postJson("/api/convert/batch", {
      items: [{ query: "1 m to ft" }],
      padding: "x".repeat(65 * 1024),
    });
    expect(huge.response.status).toBe(413);
  });
});

describe("numbers as a locale writes them (locale)", () => {
  it("reads a decimal comma and grouping, and writes the result for the locale", async () => {
    const { response, body } = await getJson(
      "/api/convert?value=1.234,5&from=m&to=ft&locale=de-DE",
    );
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      fromValue: 1234.5,
      result: "4050.1968503937",
      formatted: "4.050,1968503937",
      locale: "de-DE",
    });
    expect(body).not.toHaveProperty("valueNote");
  });

  it("says how an input that reads two ways was read", async () => {
    const german = await getJson("/api/convert?value=1,500&from=m&to=cm&locale=de-DE");
    expect(german.body).toMatchObject({
      fromValue: 1.5,
      result: "150",
      // in the locale's language (decision 080)
      valueNote: "gelesen als 1,5: In de-DE ist das Komma das Dezimaltrennzeichen",
    });
    const american = await getJson("/api/convert?value=1,500&from=m&to=cm&locale=en-US");
    expect(american.body).toMatchObject({
      fromValue: 1500,
      result: "150000",
      formatted: "150,000",
    });
    const indian = await postJson("/api/convert", {
      value: "12,34,567",
      fromUnit: "g",
      toUnit: "kg",
      locale: "hi-IN",
    });
    expect(indian.body).toMatchObject({ result: "1234.567", formatted: "1,234.567" });
  });

  it("reads the numbers of a free-text query in the locale", async () => {
    const { response, body } = await postJson("/api/convert", {
      query: "1,5 m in ft",
      locale: "de-DE",
    });
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      fromUnit: "meter",
      toUnit: "foot",
      result: "4.92125984251969",
      formatted: "4,92125984251969",
    });
  });

  it("refuses a tag it does not know, and a number the locale does not write", async () => {
    const bad = await getJson("/api/convert?value=1&from=m&to=cm&locale=not_a_tag!");
    expect(bad.response.status).toBe(400);
    expect(bad.body).toEqual({
      error:
        'locale "not_a_tag!" is not a language tag this API knows, such as de-DE, fr-CH or hi-IN',
    });
    const garbled = await getJson("/api/convert?value=1,2,3&from=m&to=cm&locale=de-DE");
    expect(garbled.response.status).toBe(400);
    expect(garbled.body).toEqual({ error: 'value "1,2,3" is not a number as de-DE writes one' });
    // Without a locale a decimal comma is refused, never read as 15.
    const plain = await getJson("/api/convert?value=1,5&from=m&to=cm");
    expect(plain.response.status).toBe(400);
  });
});

describe("refusals", () => {
  it("carry the public API's CORS headers on its routes, and not on the private ones", async () => {
    const publicRefusals = [
      await getJson("/api/converters/flux-capacitor"),
      await getJson("/api/convert?value=1&from=m&to=kg"),
      await getJson("/api/units"),
      await postJson("/api/convert/batch", "{"),
      await getJson("/api/no-such-endpoint"),
    ];
    for (const { response, body } of publicRefusals) {
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(typeof body.error).toBe("string");
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    const privateRefusals = [
      await getJson("/api/admin/users"),
      await getJson("/api/me/preferences"),
    ];
    for (const { response, body } of privateRefusals) {
      expect(response.status, JSON.stringify(body)).toBe(401);
      expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
    }
  });
});
