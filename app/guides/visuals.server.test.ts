import { withDefaultIngredient, type UnitTable } from "@unitwise/units";
import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeBlogHtml } from "~/blog/markdown.server";
import { codeCatalogue, type CatalogueReader } from "@unitwise/units/catalogue";
import { converterFacts } from "./facts";
import { VISUAL_TYPES, type ConverterFacts, type VisualElement, type VisualType } from "./guide";
import { writeLocalGuide } from "./local-writer";
import { chartAxis, chartBars, powerOfTen } from "./visual-chart.server";
import { flowSteps } from "./visual-flow.server";
import type { VisualContext } from "./visual-frame.server";
import { renderVisual } from "./visual-render.server";
import { guideParts, placementOffsets } from "./visuals.server";

function contextOf(key: string, catalogue: CatalogueReader = codeCatalogue): VisualContext {
  const facts = converterFacts(catalogue, key);
  const stored = catalogue.getTable(key);
  if (!facts || !stored) throw new Error(`no converter ${key}`);
  return { facts, table: withDefaultIngredient(stored) };
}

const element = (type: VisualType, overrides: Partial<VisualElement> = {}): VisualElement => ({
  type,
  title: "The picture",
  description: "What it shows",
  placement: "after_intro",
  ...overrides,
});

function draw(key: string, type: VisualType, catalogue?: CatalogueReader): string {
  const html = renderVisual(contextOf(key, catalogue), element(type));
  if (html === null) throw new Error(`${key}: no ${type}`);
  return html;
}

/** Text with the markup taken out and the entities this module writes read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** The [row header, cell] pairs of the first table in `html`. */
function tableRows(html: string): Array<[string, string]> {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [
    ...body.matchAll(/<tr[^>]*><th scope="row"[^>]*>(.*?)<\/th><td[^>]*>(.*?)<\/td><\/tr>/g),
  ].map((match) => [textOf(match[1] ?? ""), textOf(match[2] ?? "")]);
}

/** Every tag in `html` is well formed, and opened and closed in order (a rough parser). */
function expectBalanced(html: string) {
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*?(\/?)>/g)) {
    const [, closing, name = "", selfClosing] = match;
    if (["br", "hr", "img"].includes(name) || selfClosing) continue;
    if (closing) expect(open.pop()).toBe(name);
    else open.push(name);
  }
  expect(open).toEqual([]);
  // No stray angle bracket outside a tag: text and attribute values are escaped.
  expect(html.replace(/<\/?[a-zA-Z][^<>]*>/g, "")).not.toMatch(/[<>]/);
}

/** The length table with a foot whose names are markup. */
function hostileCatalogue(): CatalogueReader {
  const length = codeCatalogue.getTable("length") as UnitTable;
  const hostile: UnitTable = {
    ...length,
    units: length.units.map((unit) =>
      unit.id === "foot"
        ? {
            ...unit,
            name: '<script>alert("name")</script>',
            plural: "<script>alert('plural')</script>",
            symbol: '"><img src=x onerror=alert(1)>',
          }
        : unit,
    ),
  };
  return {
    ...codeCatalogue,
    getTable: (key: string) => (key === "length" ? hostile : codeCatalogue.getTable(key)),
  };
}

describe("the pictures escape what they show", () => {
  it("never lets a unit's name, symbol or the writer's words out as markup", () => {
    const catalogue = hostileCatalogue();
    expect(contextOf("length", catalogue).facts.units.map((unit) => unit.id)).toContain("foot");
    for (const type of VISUAL_TYPES) {
      const html = renderVisual(
        contextOf("length", catalogue),
        element(type, {
          title: '<script>alert("title")</script>',
          description: "</figcaption><img src=x onerror=alert(2)>",
        }),
      ) as string;
      expect(html, type).not.toMatch(/<script|<img|<\/?b>/i);
      expect(html, type).toContain("&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;");
      expect(html, type).toContain("&lt;/figcaption&gt;&lt;img src=x onerror=alert(2)&gt;");
      // The hostile foot itself is in every picture, as text.
      expect(html, type).toMatch(/&lt;script&gt;alert\((&quot;name&quot;|&apos;plural&apos;)\)/);
      expect(textOf(html), type).toMatch(/<script>alert\(("name"|'plural')\)<\/script>/);
      expectBalanced(html);
    }
    // The chart's accessible name is an attribute: its quotes are escaped too.
    const chart = renderVisual(
      contextOf("length", catalogue),
      element("chart", { title: '<script>alert("title")</script>' }),
    ) as string;
    const label = /<svg [^>]*aria-label="([^"]*)"/.exec(chart)?.[1] ?? "";
    expect(textOf(label)).toContain('<script>alert("title")</script>');
  });
});

describe("comparison_table", () => {
  it("has the facts' table as rows, with a caption and column and row headers", () => {
    const { facts } = contextOf("length");
    const html = draw("length", "comparison_table");
    expect(tableRows(html)).toEqual(facts.table.rows.map((row) => [row.value, row.result]));
    expect(html).toMatch(/<caption[^>]*><span[^>]*>The picture<\/span><span[^>]*>What it shows/);
    const heads = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => m[1]);
    expect(heads).toEqual(["Meters (m)", "Feet (ft)"]);
    expect(html).toContain('data-visual="comparison_table"');
  });

  it("lists a phrase in every style for case styles", () => {
    const { facts, table } = contextOf("case");
    const rows = tableRows(draw("case", "comparison_table"));
    expect(rows).toEqual(
      facts.table.rows.map((row) => [
        table.units.find((unit) => unit.id === row.to)?.name,
        row.result,
      ]),
    );
    expect(rows.length).toBeGreaterThan(3);
  });
});

describe("chart", () => {
  it("draws one bar per linear unit, smallest first, its length the log of its size", () => {
    const { facts } = contextOf("length");
    const html = draw("length", "chart");
    const bars = [
      ...html.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"[^>]*data-unit="([^"]+)"/g),
    ].map((m) => ({ x: Number(m[1]), width: Number(m[2]), id: m[3] ?? "" }));
    const sizes = new Map(facts.units.map((unit) => [unit.id, Number(unit.inBase)]));
    const size = (id: string) => sizes.get(id) ?? NaN;
    expect(bars.map((bar) => bar.id)).toEqual(
      [...facts.units].sort((a, b) => Number(a.inBase) - Number(b.inBase)).map((unit) => unit.id),
    );
    expect(bars.map((bar) => bar.id).slice(0, 2)).toEqual(["micrometer", "thou"]);
    expect(bars.at(-1)?.id).toBe("nautical-mile");
    // Every bar starts at the axis, and ten times the size is always the same length more.
    expect(new Set(bars.map((bar) => bar.x)).size).toBe(1);
    const [first, second] = bars;
    if (!first || !second) throw new Error("fewer than two bars");
    const decade = (second.width - first.width) / Math.log10(size(second.id) / size(first.id));
    expect(decade).toBeGreaterThan(10);
    for (const bar of bars) {
      const expected = first.width + decade * Math.log10(size(bar.id) / size(first.id));
      expect(bar.width, bar.id).toBeCloseTo(expected, 0);
    }
    // Bars start at the axis's lowest power: even the smallest is not empty.
    const { low } = chartAxis(chartBars(facts));
    expect(first.width).toBeCloseTo(decade * (Math.log10(size(first.id)) - low), 0);
    expect(first.width).toBeGreaterThan(decade / 2);
  });

  it("labels powers of ten on its axis, and names itself for screen readers", () => {
    const html = draw("length", "chart");
    const bars = chartBars(contextOf("length").facts);
    expect(chartAxis(bars)).toEqual({ low: -8, high: 4, step: 2 });
    const ticks = [...html.matchAll(/<text [^>]*text-anchor="middle"[^>]*>([^<]+)<\/text>/g)].map(
      (m) => m[1],
    );
    expect(ticks).toEqual(["10⁻⁸", "10⁻⁶", "10⁻⁴", "10⁻²", "10⁰", "10²", "10⁴"]);
    expect(powerOfTen(0)).toBe("10⁰");
    expect(powerOfTen(-12)).toBe("10⁻¹²");
    expect(html).toMatch(
      /<svg [^>]*role="img"[^>]*aria-label="The picture: one of each unit in meters, on a logarithmic scale, from the micrometer \(0\.000001 m\) to the nautical mile \(1852 m\)"/,
    );
    expect(html).toMatch(/<svg[^>]*><title>The picture: one of each unit/);
    // The same numbers in a table, in the bars' order.
    const numbers = html.slice(html.indexOf("<details"));
    expect(tableRows(numbers)).toEqual(
      bars.map((bar) => [`${bar.name} (${bar.symbol})`, bar.inBase]),
    );
    expect(html).toMatch(/<figure [^>]*data-visual="chart"[^>]*><figcaption>/);
  });

  it("keeps the axis short for near units and labels at most nine powers for far ones", () => {
    const bar = (id: string, log: number) => ({ id, name: id, symbol: id, inBase: "", log });
    expect(chartAxis([bar("a", 0), bar("b", 0.5)])).toEqual({ low: -1, high: 1, step: 1 });
    const wide = chartAxis([bar("a", -30), bar("b", 30)]);
    expect(wide.high).toBe(30);
    expect(wide.low).toBeLessThanOrEqual(-31);
    expect((wide.high - wide.low) / wide.step).toBeLessThanOrEqual(8);
    expect((wide.high - wide.low) % wide.step).toBe(0);
  });

  it("falls back to the comparison table with fewer than two linear units", () => {
    for (const key of ["temperature", "case", "currency"]) {
      expect(chartBars(contextOf(key).facts).length, key).toBeLessThan(2);
      const html = draw(key, "chart");
      expect(html, key).toContain('data-visual="comparison_table"');
      expect(html, key).not.toContain("<svg");
    }
  });
});

describe("process_flow", () => {
  it("goes from the value to the base unit to the result, with the engine's rules", () => {
    const flow = flowSteps(contextOf("speed"));
    expect(flow).toEqual({
      steps: [
        { label: "In kilometers per hour", value: "1 km/h", rule: "the value you start from" },
        {
          label: "To meters per second, the base unit",
          value: "0.277777777777778 m/s",
          rule: "divide the value by 3.6",
        },
        {
          label: "To miles per hour",
          value: "0.621371192237334 mph",
          rule: "divide the value by 0.44704",
        },
      ],
      rule: "divide the value by 1.609344",
    });
    const html = draw("speed", "process_flow");
    const items = [...html.matchAll(/<li [^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1] ?? ""));
    expect(items).toEqual([
      "In kilometers per hour1 km/hthe value you start from",
      "To meters per second, the base unit0.277777777777778 m/sdivide the value by 3.6",
      "To miles per hour0.621371192237334 mphdivide the value by 0.44704",
    ]);
    expect(html).toContain("In one step, the converter&apos;s rule: divide the value by 1.609344");
    expect(html).toMatch(/<figure [^>]*data-visual="process_flow"[^>]*><figcaption>.*<ol /);
  });

  it("starts in the base unit when the example does, and reads offsets and text", () => {
    expect(flowSteps(contextOf("length"))).toEqual({
      steps: [
        { label: "In meters, the base unit", value: "1 m", rule: "the value you start from" },
        { label: "To feet", value: "3.28083989501312 ft", rule: "divide the value by 0.3048" },
      ],
    });
    const temperature = flowSteps(contextOf("temperature"));
    expect(temperature?.steps.at(-1)?.rule).toMatch(/°F = °C × 9\/5 \+ 32/);
    const text = flowSteps(contextOf("case"));
    expect(text?.steps[0]?.value).toMatch(/^“.+” \(.+\)$/);
  });
});

describe("diagram and infographic", () => {
  it("draw the flow and the chart, whichever the facts can", () => {
    expect(draw("length", "diagram")).toContain('data-visual="process_flow"');
    expect(draw("length", "infographic")).toContain('data-visual="chart"');
    expect(draw("case", "infographic")).toContain('data-visual="process_flow"');
    expect(draw("temperature", "diagram")).toContain('data-visual="process_flow"');
  });

  it("every converter's facts draw every kind of picture, well formed", () => {
    for (const { key } of codeCatalogue.converters) {
      for (const type of VISUAL_TYPES) {
        const html = renderVisual(contextOf(key), element(type));
        expect(html, `${key} ${type}`).not.toBeNull();
        expectBalanced(html as string);
      }
    }
  });
});

describe("placementOffsets", () => {
  const sections = (n: number) =>
    Array.from({ length: n }, (_, i) => `<h2>Section ${i + 1}</h2>\n<p>Text ${i + 1}.</p>\n`).join(
      "",
    );
  const before = (html: string, offset: number) => html.slice(offset, offset + 14);

  it("puts pictures before the second, the middle and the last <h2>", () => {
    const html = sections(7);
    const offsets = placementOffsets(html);
    expect(before(html, offsets.after_intro)).toBe("<h2>Section 2<");
    expect(before(html, offsets.middle_content)).toBe("<h2>Section 4<");
    expect(before(html, offsets.before_conclusion)).toBe("<h2>Section 7<");
    const four = sections(4);
    expect(before(four, placementOffsets(four).middle_content)).toBe("<h2>Section 3<");
  });

  it("ends the introduction at the first <h2> when a lead comes before it", () => {
    const html = `<p>Lead.</p>\n${sections(3)}`;
    const offsets = placementOffsets(html);
    expect(before(html, offsets.after_intro)).toBe("<h2>Section 1<");
    expect(before(html, offsets.middle_content)).toBe("<h2>Section 2<");
    expect(before(html, offsets.before_conclusion)).toBe("<h2>Section 3<");
  });

  it("ignores an <h2> inside a quote or a list, and markup-like text", () => {
    const html = sanitizeBlogHtml(
      '<h2>One</h2><p title="a>b">x &lt;h2&gt; y</p><blockquote><h2>Quoted</h2></blockquote><h2>Two</h2><p>z</p>',
    );
    const offsets = placementOffsets(html);
    expect(before(html, offsets.after_intro)).toBe("<h2>Two</h2><p");
    expect(offsets.before_conclusion).toBe(offsets.after_intro);
  });

  it("uses the top-level blocks of a guide without headings, and the end of a single block", () => {
    const html = "<p>One.</p><ul><li>two</li></ul><p>Three.</p><p>Four.</p>";
    const offsets = placementOffsets(html);
    expect(before(html, offsets.after_intro)).toBe("<ul><li>two</l");
    expect(before(html, offsets.middle_content)).toBe("<p>Three.</p><");
    expect(before(html, offsets.before_conclusion)).toBe("<p>Four.</p>");
    for (const single of ["<p>Only.</p>", "<h2>Only</h2><p>One section.</p>", ""]) {
      expect(Object.values(placementOffsets(single))).toEqual(Array(3).fill(single.length));
    }
  });
});

describe("guideParts", () => {
  const localGuide = async (key: string) => {
    const facts = converterFacts(codeCatalogue, key) as ConverterFacts;
    const written = writeLocalGuide(facts);
    return { html: await renderMarkdown(written.content), elements: written.visualElements };
  };

  it("cuts the guide at its placements and loses none of it", async () => {
    const { html, elements } = await localGuide("length");
    const parts = guideParts(codeCatalogue, "length", html, elements);
    expect(
      parts
        .filter((part) => part.kind === "prose")
        .map((part) => part.html)
        .join(""),
    ).toBe(html);
    expect(parts.map((part) => part.kind)).toEqual(["prose", "visual", "prose", "visual", "prose"]);
    const offsets = placementOffsets(html);
    const headingAfter = (index: number) =>
      /^<h2[^>]*>([^<]*)/.exec(parts[index + 1]?.html ?? "")?.[1];
    const headingAt = (offset: number) => /^<h2[^>]*>([^<]*)/.exec(html.slice(offset))?.[1];
    expect(elements.map((e) => e.placement)).toEqual(["middle_content", "before_conclusion"]);
    expect(headingAfter(1)).toBe(headingAt(offsets.middle_content));
    expect(headingAfter(3)).toBe(headingAt(offsets.before_conclusion));
    expect(parts[1]?.html).toContain('data-placement="middle_content"');
    expect(parts[3]?.html).toContain('data-placement="before_conclusion"');
  });

  it("keeps pictures at one place in the guide's order, and leaves out elements of another shape", () => {
    const html = "<h2>One</h2><p>a</p><h2>Two</h2><p>b</p>";
    const parts = guideParts(codeCatalogue, "length", html, [
      element("chart", { placement: "before_conclusion", title: "First" }),
      { type: "video", title: "x", description: "y", placement: "after_intro" },
      "not an element",
      element("process_flow", { placement: "after_intro", title: "Second" }),
    ]);
    expect(parts.map((part) => part.kind)).toEqual(["prose", "visual", "visual", "prose"]);
    expect(parts[1]?.html).toContain("First");
    expect(parts[2]?.html).toContain("Second");
  });

  it("leaves out what the page shows in its own sections, and a picture drawn twice (decision 062)", () => {
    // An older guide: a unit list and a table of values beside the rule and the examples.
    const html =
      "<h2>Introduction</h2><p>a</p><h2>The units</h2><ul><li>foot</li></ul>" +
      "<h2>How to convert</h2><p>b</p><h2>Feet to meters conversion table</h2><table></table>" +
      "<h2>Units &amp; definitions</h2><p>c</p><h2>Conclusion</h2><p>d</p>";
    const parts = guideParts(codeCatalogue, "length", html, [
      element("comparison_table", { placement: "after_intro" }),
      element("diagram", { placement: "middle_content", title: "Steps" }),
      element("process_flow", { placement: "before_conclusion", title: "Steps" }),
    ]);
    expect(parts.map((part) => part.kind)).toEqual(["prose", "visual", "prose"]);
    expect(parts.map((part) => part.html).join("")).not.toMatch(/foot<|<table|c<\/p>/);
    expect(parts[0]?.html).toBe("<h2>Introduction</h2><p>a</p>");
    expect(parts[1]?.html).toContain('data-visual="process_flow"');
    expect(parts[2]?.html).toBe("<h2>How to convert</h2><p>b</p><h2>Conclusion</h2><p>d</p>");
    // The case styles' phrase in every style is no pair's table: it stays.
    const styles = guideParts(codeCatalogue, "case", "<h2>One</h2><h2>Two</h2>", [
      element("comparison_table"),
    ]);
    expect(styles[1]?.html).toContain('data-visual="comparison_table"');
  });

  it("shows the content alone for a converter the catalogue no longer has", () => {
    const html = "<h2>One</h2><p>a</p><h2>Two</h2>";
    expect(guideParts(codeCatalogue, "no-such-converter", html, [element("chart")])).toEqual([
      { kind: "prose", html },
    ]);
  });
});
