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
    expect(categories.reduce((sum, c) => sum + (c.converters as number), 0)).toBe(79);
    expect(categories[0]).toMatchObject({ name: "Common Converters", icon: "calculator" });
  });
});

describe("GET /api/converters", () => {
  it("lists all 79 converters, none without units", async () => {
    const { body } = await getJson("/api/converters");
    const converters = body.converters as Array<Record<string, unknown>>;
    expect(converters).toHaveLength(79);
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
