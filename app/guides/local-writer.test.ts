import { withDefaultIngredient, convert } from "@unitwise/units";
import { describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { checkFacts } from "./fact-check";
import { converterFacts } from "./facts";
import { converterKind } from "./unit-words";
import { writtenGuideSchema, type ConverterFacts } from "./guide";
import { CONCLUSION_HEADINGS, INTRO_HEADINGS, SECTION_HEADINGS } from "./local-guide-sections";
import { LOCAL_WRITER_VERSION, localWriter, writeLocalGuide } from "./local-writer";

const keys = codeCatalogue.converters.map((converter) => converter.key);

function factsOf(key: string): ConverterFacts {
  const facts = converterFacts(codeCatalogue, key);
  if (!facts) throw new Error(`no facts for ${key}`);
  return facts;
}

function headings(content: string): string[] {
  return content
    .split("\n")
    .filter((line) => line.startsWith("## "))
    .map((line) => line.slice(3));
}

function wordCount(content: string): number {
  return content.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("localWriter", () => {
  it("is the free, versioned local writer", async () => {
    expect(localWriter.model).toBe(`local-writer@${LOCAL_WRITER_VERSION}`);
    expect(localWriter.promptVersion).toBe(LOCAL_WRITER_VERSION);
    expect(localWriter.costPerGuide).toBe(0);
    const facts = factsOf("length");
    await expect(localWriter.write(facts)).resolves.toEqual(writeLocalGuide(facts));
  });

  it("varies its wording from converter to converter", () => {
    const intros = new Set(keys.map((key) => headings(writeLocalGuide(factsOf(key)).content)[0]));
    const conclusions = new Set(
      keys.map((key) => headings(writeLocalGuide(factsOf(key)).content).at(-1)),
    );
    expect(intros.size).toBeGreaterThan(1);
    expect(conclusions.size).toBeGreaterThan(1);
  });

  it("writes the length guide: rule, examples, mistakes, history", () => {
    const { content } = writeLocalGuide(factsOf("length"));
    expect(content).toContain("From meters to feet: divide the value by 0.3048.");
    expect(content).toContain("- 5 ft = 1.524 m\n");
    expect(content).toContain("1 ft = 0.999998 ft (US survey)");
    // History only from the catalogue's own words.
    expect(content).toContain(
      `## ${SECTION_HEADINGS.history}\n\nSome of the units have a story behind them:`,
    );
    expect(content).toContain("officially retired at the end of 2022.");
  });

  it("leaves to the page's own sections what they show (decision 062)", () => {
    const facts = factsOf("length");
    const { content } = writeLocalGuide(facts);
    // No unit list (Conversion Information), no table of values (Quick Reference) and no
    // description (under the page's heading); it says where those are instead.
    expect(content).not.toContain("- **foot** (ft).");
    expect(content).not.toContain("1 ft = 0.3048 m");
    expect(content).not.toMatch(/^\|/m);
    expect(content).not.toContain(facts.description);
    expect(content).toContain("Conversion Information");
    expect(content).toContain("Quick Reference");
    // The default pair's own texts are under Conversion Information, whole: not in the history.
    expect(content).not.toContain("since 1959");
    // A conversion Quick Reference shows is not worked again.
    expect(content).not.toContain("- 1 m = 3.28083989501312 ft\n");
  });

  it("leaves history out where the units' texts tell none", () => {
    const { content } = writeLocalGuide(factsOf("speed"));
    expect(headings(content)).not.toContain(SECTION_HEADINGS.history);
  });

  it("writes temperature formulas", () => {
    const { content } = writeLocalGuide(factsOf("temperature"));
    expect(content).toContain(
      "From degrees Celsius to degrees Fahrenheit: °F = °C × 9/5 + 32. From degrees Fahrenheit to degrees Celsius: °C = (°F − 32) × 5/9.",
    );
    expect(content).toContain("- 98.6 °F = 37 °C\n");
  });

  it("writes the currency guide without a daily rate", () => {
    const facts = factsOf("currency");
    const guide = writeLocalGuide(facts);
    expect(guide.content).toContain("From euros to Bulgarian leva: multiply the value by 1.95583.");
    expect(guide.content).toContain("- 5 лв = 2.55645940598109 €\n");
    expect(guide.content).toContain("Rates change every working day");
    // No figure in a floating currency: the dollar's bundled rate appears nowhere.
    expect(guide.content).not.toMatch(/1\.1252|0\.888|\d \$|\$ \d/);
    expect(guide.metaDescription).toContain("US dollars to euros");
  });

  it("writes the text case guide as styles of one phrase", () => {
    const { content } = writeLocalGuide(factsOf("case"));
    expect(content).toContain('"first name" in snake_case is "first_name"');
    // The phrase in every style is a picture the page draws from the engine (visuals.server.ts).
    expect(writeLocalGuide(factsOf("case")).visualElements[0]).toMatchObject({
      type: "comparison_table",
      title: "One phrase in every style",
    });
  });

  it("writes prefixes as plain numbers, not as figures in the unit “1”", () => {
    const { content } = writeLocalGuide(factsOf("prefixes"));
    expect(content).toContain("From kilo to mega: divide the value by 1000.");
    expect(content).not.toMatch(/\d 1\b(?![./\d])/);
  });

  describe.each(keys)("%s", (key) => {
    const facts = factsOf(key);
    const guide = writeLocalGuide(facts);
    const { content } = guide;
    const stored = codeCatalogue.getTable(key);
    const table = stored && withDefaultIngredient(stored);

    it("validates as a written guide", () => {
      expect(() => writtenGuideSchema().parse(guide)).not.toThrow();
      expect(guide.metaTitle.length).toBeLessThanOrEqual(60);
      expect(guide.metaTitle.startsWith(facts.name)).toBe(true);
      expect(guide.metaDescription.length).toBeLessThanOrEqual(160);
      expect(guide.metaDescription).toMatch(/[.!?]$/);
      expect(guide.keywords.length).toBeGreaterThanOrEqual(3);
      expect(new Set(guide.keywords).size).toBe(guide.keywords.length);
      for (const keyword of guide.keywords) expect(keyword).toBe(keyword.toLowerCase());
    });

    it("contains nothing unfinished or unrendered", () => {
      const everything = JSON.stringify(guide);
      expect(everything).not.toMatch(/\bundefined\b|\bNaN\b|\bnull\b|\[object|lorem|TODO/i);
    });

    it("is the same for the same facts", () => {
      expect(writeLocalGuide(factsOf(key))).toEqual(guide);
      expect(writeLocalGuide(structuredClone(facts))).toEqual(guide);
    });

    it("has its sections in order", () => {
      const found = headings(content);
      expect(INTRO_HEADINGS).toContain(found[0]);
      expect(CONCLUSION_HEADINGS).toContain(found.at(-1));
      const expected = [SECTION_HEADINGS.howTo, SECTION_HEADINGS.mistakes];
      const middle = found.slice(1, -1).filter((heading) => heading !== SECTION_HEADINGS.history);
      expect(middle).toEqual(expected);
      const history = found.indexOf(SECTION_HEADINGS.history);
      if (history >= 0) expect(history).toBe(found.length - 2);
    });

    it("is a guide of about 200 to 1,200 words", () => {
      const words = wordCount(content);
      expect(words).toBeGreaterThanOrEqual(200);
      expect(words).toBeLessThanOrEqual(1200);
    });

    it("states every worked example the table does not, as the engine computed it", () => {
      const { rows } = facts.table;
      for (const example of facts.examples) {
        const tabled = rows.some(
          (row) =>
            row.from === example.from && row.to === example.to && row.value === example.value,
        );
        const line = new RegExp(`^- ${escape(example.statement)}$`, "m");
        if (tabled) expect(content).not.toMatch(line);
        else expect(content).toMatch(line);
      }
    });

    it("gives every mistake", () => {
      for (const confusion of facts.confusions) expect(content).toContain(`- ${confusion}`);
    });

    it("states no conversion the engine would not give", () => {
      // "1 ft = 0.3048 m" wherever it stands, read by the converter's own symbols.
      if (!table) throw new Error(`no table ${key}`);
      const units = [...table.units].sort((a, b) => b.symbol.length - a.symbol.length);
      const symbol = units.map((unit) => escape(unit.symbol)).join("|");
      const statement = new RegExp(
        `(?<![\\w.\\-/])(-?\\d[\\d.]*(?:e-?\\d+)?) (${symbol}) = (-?\\d[\\d.]*(?:e-?\\d+)?) (${symbol})(?=$|[\\s,;:)])`,
        "gmu",
      );
      for (const match of content.matchAll(statement)) {
        const [, value = "", fromSymbol, result, toSymbol] = match;
        const from = units.find((unit) => unit.symbol === fromSymbol);
        const to = units.find((unit) => unit.symbol === toSymbol);
        if (!from || !to) throw new Error(`unread: ${match[0]}`);
        expect(convert(table, value, from.id, to.id)).toMatchObject({ result });
      }
    });

    it("has a picture of the units and the steps in their places, and no table of the pair", () => {
      expect(guide.visualElements.map((visual) => [visual.type, visual.placement])).toEqual([
        ...(converterKind(facts) === "text" ? [["comparison_table", "after_intro"]] : []),
        [
          facts.units.filter((unit) => unit.inBase !== null).length >= 3
            ? "chart"
            : converterKind(facts) === "measure" || converterKind(facts) === "currency"
              ? "diagram"
              : "infographic",
          "middle_content",
        ],
        ["process_flow", "before_conclusion"],
      ]);
    });

    it("passes the fact-checker", () => {
      const result = checkFacts(content, codeCatalogue, key);
      expect(result.problems).toEqual([]);
      const kind = converterKind(facts);
      // Currency amounts are not judged, text is not a quantity, and numerals have no units.
      if (kind === "measure") expect(result.checked).toBeGreaterThan(0);
    });
  });
});
