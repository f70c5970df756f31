import { describe, expect, it } from "vitest";
import { categories as categoryList } from "@unitwise/units";
import { converters, tables } from "@unitwise/units/catalogue";
import { messageShape } from "./format";
import { LANGUAGES, PREFIXED_LANGUAGES } from "./languages";

// Every translation file against the English one (docs/decisions/080-languages.md): the same
// keys, the same placeholders and markup, plural branches the language has, nothing empty.

const files = import.meta.glob<Record<string, string>>("./messages/*/*.json", {
  eager: true,
  import: "default",
});
const read = (language: string, file: string) => files[`./messages/${language}/${file}`] ?? {};
const filesOf = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./messages/${language}/`))
    .map((path) => path.slice(`./messages/${language}/`.length));
const INTERFACE_AREAS = filesOf("en");
const tags = (message: string) => [...message.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

describe("interface messages", () => {
  it("English has areas, and each message parses", () => {
    expect(INTERFACE_AREAS).toContain("shell.json");
    for (const area of INTERFACE_AREAS) {
      for (const message of Object.values(read("en", area)))
        expect(() => messageShape(message)).not.toThrow();
    }
  });

  for (const language of PREFIXED_LANGUAGES) {
    const { tag } = LANGUAGES.find((l) => l.code === language)!;
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    describe(language, () => {
      it("has every area file, and no other", () => {
        const areas = filesOf(language).filter((file) => INTERFACE_AREAS.includes(file));
        expect(areas.sort()).toEqual([...INTERFACE_AREAS].sort());
      });

      for (const area of INTERFACE_AREAS) {
        it(`${area}: same keys, placeholders, markup and valid plurals`, () => {
          const english = read("en", area);
          const translated = read(language, area);
          expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
          for (const [key, source] of Object.entries(english)) {
            const message = translated[key] ?? "";
            expect(message.trim(), `${area} ${key} is empty`).not.toBe("");
            const shape = messageShape(message);
            expect(shape.names, `${area} ${key}: placeholders`).toEqual(messageShape(source).names);
            expect(tags(message), `${area} ${key}: markup`).toEqual(tags(source));
            for (const branches of shape.branches) {
              expect(branches, `${area} ${key}: a plural needs "other"`).toContain("other");
              for (const branch of branches) {
                expect(
                  branch.startsWith("=") || categories.includes(branch as Intl.LDMLPluralRule),
                  `${area} ${key}: "${branch}" is not a plural category of ${tag}`,
                ).toBe(true);
              }
            }
          }
        });
      }
    });
  }
});

// The catalogue's words (units.json, catalogue.json, unit-notes.json) against the engine's data.
describe("the catalogue's translations", () => {
  const units = (language: string) =>
    (files[`./messages/${language}/units.json`] ?? {}) as unknown as Record<
      string,
      Record<
        string,
        { name: string; forms?: Record<string, string>; symbol?: string; aliases?: string[] }
      >
    >;
  for (const language of PREFIXED_LANGUAGES) {
    const { tag } = LANGUAGES.find((l) => l.code === language)!;
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    it(`${language}: every unit and ingredient, with valid plural forms and aliases`, () => {
      const file = units(language);
      expect(Object.keys(file).sort()).toEqual(
        [...tables.map((table) => table.key), "cooking-ingredients"].sort(),
      );
      for (const table of tables) {
        const entries = file[table.key] ?? {};
        expect(Object.keys(entries).sort(), table.key).toEqual(table.units.map((u) => u.id).sort());
        const words = new Map<string, string>();
        for (const [id, entry] of Object.entries(entries)) {
          expect(entry.name.trim(), `${table.key}.${id}`).not.toBe("");
          const forms = Object.keys(entry.forms ?? {});
          expect(forms, `${table.key}.${id} forms`).toContain("other");
          if (categories.includes("one") && language !== "ja") expect(forms).toContain("one");
          for (const form of forms) {
            expect(categories, `${table.key}.${id}: "${form}"`).toContain(form);
          }
          for (const alias of entry.aliases ?? []) {
            const owner = words.get(alias.toLowerCase());
            expect(
              owner === undefined || owner === id,
              `${table.key}: "${alias}" names ${owner} and ${id}`,
            ).toBe(true);
            words.set(alias.toLowerCase(), id);
          }
        }
      }
      const cooking = tables.find((table) => table.key === "cooking");
      expect(Object.keys(file["cooking-ingredients"] ?? {}).sort()).toEqual(
        (cooking?.ingredients ?? []).map((i) => i.id).sort(),
      );
    });

    it(`${language}: every converter, category, about-text and source`, () => {
      const catalogue = files[`./messages/${language}/catalogue.json`] as unknown as {
        categories: Record<string, { name: string; description: string }>;
        converters: Record<string, { name: string; description: string }>;
      };
      expect(Object.keys(catalogue.converters).sort()).toEqual(converters.map((c) => c.key).sort());
      expect(Object.keys(catalogue.categories).sort()).toEqual(
        categoryList.map((c) => c.key).sort(),
      );
      const notes = files[`./messages/${language}/unit-notes.json`] as unknown as {
        about: Record<string, Record<string, string>>;
        sources: Record<string, string>;
        labels: Record<string, Record<string, string>>;
      };
      for (const table of tables) {
        const about = table.units
          .filter((u) => u.about)
          .map((u) => u.id)
          .sort();
        expect(Object.keys(notes.about[table.key] ?? {}).sort(), table.key).toEqual(about);
        const labelled = table.units
          .filter((u) => u.note)
          .map((u) => u.id)
          .sort();
        expect(Object.keys(notes.labels?.[table.key] ?? {}).sort(), table.key).toEqual(labelled);
        for (const unit of table.units) {
          if (unit.source) expect(notes.sources[unit.source], unit.source).toBeTruthy();
        }
      }
    });
  }
});
