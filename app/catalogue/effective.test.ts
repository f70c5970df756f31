import { describe, expect, it } from "vitest";
import { convert } from "@unitwise/units";
import { categories, converters } from "@unitwise/units/catalogue";
import { NO_EDITS, type CatalogueEdits, type ConverterEdit } from "~/models/catalogue-edits";
import { buildCatalogue, tableHolding } from "./effective";

const edit = (fields: Partial<ConverterEdit> & { key: string }): ConverterEdit => ({
  builtin: true,
  name: "Length Converter",
  slug: `${fields.key}-converter`,
  description: "Lengths.",
  category: "common",
  popular: false,
  unitCountText: null,
  position: null,
  hidden: false,
  unitIds: null,
  updatedAt: "2026-11-25T00:00:00.000Z",
  ...fields,
});

const withEdits = (edits: Partial<CatalogueEdits>) =>
  buildCatalogue({ ...NO_EDITS, version: "v", ...edits });

describe("the effective catalogue", () => {
  it("is the code's catalogue when nothing was changed", () => {
    const catalogue = buildCatalogue(NO_EDITS);
    expect(catalogue.converters.map((c) => c.key)).toEqual(converters.map((c) => c.key));
    expect(catalogue.categories.map((c) => c.name)).toEqual(categories.map((c) => c.name));
    expect(catalogue.getConverter("length-converter")?.key).toBe("length");
    expect(catalogue.entries.every((entry) => entry.builtin && !entry.edited)).toBe(true);
  });

  it("takes a renamed converter's new name and slug, and sends its old slug there", () => {
    const catalogue = withEdits({
      converters: [edit({ key: "length", name: "Distance Converter", slug: "distance" })],
    });
    expect(catalogue.getConverter("distance")?.name).toBe("Distance Converter");
    expect(catalogue.getConverter("length-converter")).toBeUndefined();
    expect(catalogue.redirectFor("length-converter")).toBe("distance");
    expect(catalogue.searchIndex().find((item) => item.key === "length")?.name).toBe(
      "Distance Converter",
    );
  });

  it("follows a chain of renames to the slug of today", () => {
    const catalogue = withEdits({
      converters: [edit({ key: "length", slug: "distance-three" })],
      redirects: [
        { oldSlug: "length-converter", converterKey: "length" },
        { oldSlug: "distance-two", converterKey: "length" },
      ],
    });
    expect(catalogue.redirectFor("length-converter")).toBe("distance-three");
    expect(catalogue.redirectFor("distance-two")).toBe("distance-three");
    expect(catalogue.redirectFor("distance-three")).toBeUndefined();
  });

  it("keeps a hidden converter for the dashboard only", () => {
    const catalogue = withEdits({ converters: [edit({ key: "length", hidden: true })] });
    expect(catalogue.getConverter("length")).toBeUndefined();
    expect(catalogue.converters.some((c) => c.key === "length")).toBe(false);
    expect(catalogue.entry("length")?.hidden).toBe(true);
    expect(catalogue.searchIndex().some((item) => item.key === "length")).toBe(false);
  });

  it("builds an added converter's table from the units of one built-in table", () => {
    const catalogue = withEdits({
      converters: [
        edit({
          key: "stride",
          builtin: false,
          name: "Stride Converter",
          slug: "stride-converter",
          unitIds: ["foot", "meter", "inch"],
          unitCountText: "3",
        }),
      ],
    });
    const table = catalogue.getTable("stride");
    expect(table?.units.map((u) => u.id)).toEqual(["foot", "meter", "inch"]);
    const result = table && convert(table, "1", "foot", "meter");
    expect(result).toMatchObject({ status: "ok", result: "0.3048" });
    expect(catalogue.convertersIn("common").some((c) => c.key === "stride")).toBe(true);
  });

  it("finds no table for units of different quantities", () => {
    expect(tableHolding(["meter", "kilogram"])).toBeUndefined();
    expect(tableHolding(["meter", "foot"])?.key).toBe("length");
    expect(tableHolding([])).toBeUndefined();
  });

  it("orders categories and converters by their positions", () => {
    const catalogue = withEdits({
      categories: [
        {
          key: "other",
          name: "Everything Else",
          description: "The rest.",
          icon: "grid-3x3",
          position: 1,
          updatedAt: "2026-11-25T00:00:00.000Z",
        },
      ],
      converters: [edit({ key: "area", name: "Area Converter", position: 1 })],
    });
    expect(catalogue.categories[0]?.name).toBe("Everything Else");
    expect(catalogue.converters[0]?.category).toBe("other");
    expect(catalogue.convertersIn("common")[0]?.key).toBe("area");
  });
});
