import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatLongDate } from "~/blog/posts";
import { renderMarkdown } from "~/blog/markdown.server";
import { database } from "~/db/client.server";
import { generateGuide } from "~/guides/generate.server";
import { localWriter } from "~/guides/local-writer";
import { PAGE_CACHE_STATUS_HEADER } from "~/pipeline/page-cache.server";
import type { ConverterGuide, WrittenGuideRecord } from "~/models/converter-guide";
import { findGuide } from "~/models/converter-guide.server";
import {
  markGuidesQueued,
  recordGuideFailure,
  storeWrittenGuide,
} from "~/models/guide-requests.server";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { BASE, pageHtml } from "./helpers/admin";

// The converter page's guide (docs/decisions/044-converter-guides.md, 062,
// docs/product.md#converter-page). Each test writes the guide of converters no other test of
// the run touches, so the files can share the database.

const db = database(env.DB);

/** An anonymous visit, as a browser without cookies makes it (the page may come from the cache). */
const visit = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

/** The guide's section of a page, or "" when it has none. */
function guideSection(html: string): string {
  const start = html.indexOf('<section aria-labelledby="converter-guide"');
  return start < 0
    ? ""
    : html.slice(start, html.indexOf("</section>", start) + "</section>".length);
}

/** A checked guide as the queue consumer stores it, with content from `markdown`. */
async function written(
  markdown: string,
  overrides: Partial<WrittenGuideRecord> = {},
): Promise<WrittenGuideRecord> {
  return {
    status: "published",
    metaTitle: "Everything about this converter",
    metaDescription:
      "A guide to the converter's units, with exact definitions and worked examples for each.",
    content: await renderMarkdown(markdown),
    keywords: ["units", "conversion", "exact factors"],
    imagePrompt: "A ruler and a tape measure on a desk",
    visualElements: [],
    model: "local-writer@1",
    promptVersion: 1,
    factsHash: "0".repeat(24),
    factCheck: { checked: 4, problems: [] },
    ...overrides,
  };
}

const SECTIONS =
  "## Introduction\n\nFirst words.\n\n## Middle\n\nMore.\n\n## Conclusion\n\nLast words.";

/** The guide the local writer writes for `key`, as stored. */
async function writeGuide(key: string): Promise<ConverterGuide> {
  expect(await generateGuide(db, codeCatalogue, localWriter, key)).toBe("published");
  const guide = await findGuide(db, key);
  if (!guide) throw new Error(`no guide for ${key}`);
  return guide;
}

/** What a reader sees of a page, roughly: no scripts, no tags, entities read, spaces collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Text as React writes it into the page. */
const escaped = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the converter page's guide", () => {
  it("shows a published guide: its title, content, pictures in place, keywords and how it was checked", async () => {
    const guide = await writeGuide("data-transfer");
    expect(guide.visualElements.map((e) => e.placement)).toEqual([
      "middle_content",
      "before_conclusion",
    ]);
    const response = await visit("/data-transfer-converter");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    const section = guideSection(html);

    // It says what wrote it: the local writer, no model; when; and what the fact-check did.
    expect(section).toMatch(/>Guide<\/p><h2 id="converter-guide"/);
    expect(section).not.toMatch(/AI-(?:written|enhanced)|Written with AI/);
    expect(section).toContain(`>${escaped(guide.metaTitle)}</h2>`);
    const checked = guide.factCheck?.checked ?? 0;
    expect(checked).toBeGreaterThan(0);
    expect(section).toContain(
      escaped(
        "Written by UnitWise's local writer, which composes it from the converter's catalogue and engine results with no AI model. Updated ",
      ) +
        `<time dateTime="${guide.updatedAt}">${formatLongDate(guide.updatedAt)}</time>. ` +
        escaped(
          `The fact-check recomputed the ${checked} conversions it states with UnitWise's exact conversion engine: all match.`,
        ),
    );
    expect(html).toContain(
      `<meta name="keywords" content="${escaped(guide.keywords.join(", "))}"/>`,
    );

    // The content, cut between its sections, with a picture drawn from the engine at each place.
    const headings = [...guide.content.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => `<h2>${m[1]}</h2>`);
    expect(headings.length).toBeGreaterThanOrEqual(4);
    const at = (marker: string) => section.indexOf(marker);
    for (const heading of headings) expect(at(heading), heading).toBeGreaterThan(0);
    const picture = (placement: string) => at(`data-placement="${placement}"`);
    const middle = Math.floor(headings.length / 2);
    expect(at(headings[middle - 1]!)).toBeLessThan(picture("middle_content"));
    expect(picture("middle_content")).toBeLessThan(at(headings[middle]!));
    expect(at(headings.at(-2)!)).toBeLessThan(picture("before_conclusion"));
    expect(picture("before_conclusion")).toBeLessThan(at(headings.at(-1)!));

    // The pictures are the engine's figures: the chart's bars, the steps; the pair's table of
    // values is Quick Reference's, not the guide's.
    expect(section).not.toContain('data-visual="comparison_table"');
    expect(section).toMatch(/<svg [^>]*role="img" aria-label="[^"]+"/);
    expect(section).toContain('data-visual="process_flow"');
    expect(section).toMatch(/1 Mbit\/s<\/span>.*bit\/s<\/span>.*0\.125 MB\/s<\/span>/s);
    // HTML from the server only: the section carries no script.
    expect(section).not.toContain("<script");

    // Between the converter's own sections and the related converters.
    const order = ["Understanding the", 'id="converter-guide"', "Related Converters"];
    const positions = order.map((marker) => html.indexOf(marker));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Kept for the next visitor, and still shown while a new version is on its way.
    expect((await visit("/data-transfer-converter")).headers.get(PAGE_CACHE_STATUS_HEADER)).toBe(
      "hit",
    );
    await markGuidesQueued(db, ["data-transfer"]);
    expect((await findGuide(db, "data-transfer"))?.status).toBe("published");
    expect(guideSection(await pageHtml(await visit("/data-transfer-converter?value=2")))).toContain(
      escaped(guide.metaTitle),
    );
  });

  it("names the model that wrote a guide, an admin's edit and what the fact-check found", async () => {
    const model = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
    await storeWrittenGuide(
      db,
      "area",
      await written(SECTIONS, { model, factCheck: { checked: 1, problems: [] } }),
    );
    const stored = await findGuide(db, "area");
    const area = guideSection(await pageHtml(await visit("/area-converter")));
    expect(area).toMatch(/>AI-written guide<\/p><h2 id="converter-guide"/);
    expect(area).toContain(
      `Written by the AI model ${model}. Updated <time dateTime="${stored?.updatedAt}">${formatLongDate(stored?.updatedAt ?? "")}</time>. ` +
        escaped(
          "The fact-check recomputed the 1 conversion it states with UnitWise's exact conversion engine: all match.",
        ),
    );
    expect(area).not.toContain("local writer");

    // Edited by an admin since, and published although the check found a difference.
    await storeWrittenGuide(db, "speed", await written(SECTIONS, { model }));
    await env.DB.prepare(
      `UPDATE converter_guides SET is_generated = 0, fact_check = ? WHERE converter_key = 'speed'`,
    )
      .bind(
        JSON.stringify({
          checked: 3,
          problems: [{ sentence: "1 m/s = 4 km/h", stated: "4", computed: "3.6" }],
        }),
      )
      .run();
    const speed = guideSection(await pageHtml(await visit("/speed-converter")));
    expect(speed).toContain(`Written by the AI model ${model}, then edited by an admin. Updated `);
    expect(speed).toContain(
      escaped(
        "The fact-check recomputed the 3 conversions it states with UnitWise's exact conversion engine: 1 differs.",
      ),
    );
  });

  it("shows the default pair's table once and each unit's description once, whatever an older guide carries", async () => {
    const table = codeCatalogue.getTable("length");
    const about = (id: string) => table?.units.find((unit) => unit.id === id)?.about ?? "";
    expect(about("meter")).not.toBe("");
    expect(about("foot")).not.toBe("");
    // A guide as the local writer wrote them before decision 062: a unit list and a table of
    // the default pair's values, and a picture of that table.
    await storeWrittenGuide(
      db,
      "length",
      await written(
        [
          "## Introduction\n\nLengths.",
          `## The units\n\n- **meter** (m). ${about("meter")}\n- **foot** (ft). ${about("foot")}`,
          "## How to convert\n\nMultiply.",
          "## Conversion table\n\n| meter (m) | foot (ft) |\n| ---: | ---: |\n| 5 m | 16.4041994750656 ft |",
          "## Conclusion\n\nDone.",
        ].join("\n\n"),
        {
          visualElements: [
            {
              type: "comparison_table",
              title: "Meters and feet side by side",
              description: "The table's values",
              placement: "after_intro",
            },
          ],
        },
      ),
    );
    const html = await pageHtml(await visit("/length-converter"));
    const section = guideSection(html);
    expect(section).toContain("<h2>How to convert</h2>");
    // What the visitor reads, once each: Quick Reference's row and Conversion Information's texts.
    const text = visibleText(html);
    const times = (needle: string) => text.split(needle).length - 1;
    expect(text).toContain("Quick Reference: meters to feet");
    expect(times("16.4041994750656")).toBe(1);
    expect(times(about("meter"))).toBe(1);
    expect(times(about("foot"))).toBe(1);
    expect(section).not.toContain("<table");
    expect(section).not.toContain("The units");
  });

  it("is described on the features page as the pipeline publishes it: automatically once checked", async () => {
    const text = visibleText(await pageHtml(await visit("/features")));
    expect(text).toContain(
      "Every conversion a guide states is recomputed by the engine: a guide where all match is published automatically, any other waits as a draft for an administrator.",
    );
    expect(text).not.toContain("reviewed by our administrators before they are published");
  });

  it("shows nothing for a converter without a guide, nor for one not published", async () => {
    const none = await pageHtml(await visit("/permeability-converter"));
    expect(none).toContain("Related Converters");
    expect(guideSection(none)).toBe("");
    expect(none).not.toContain('id="converter-guide"');
    expect(none).not.toContain('name="keywords"');

    await storeWrittenGuide(
      db,
      "flow-molar",
      await written(SECTIONS, {
        status: "draft",
        metaTitle: "A draft that is held back",
        factCheck: { checked: 3, problems: [{ sentence: "x", stated: "1", computed: "2" }] },
      }),
    );
    await markGuidesQueued(db, ["volume-lumber"]);
    await recordGuideFailure(db, "surface-tension", "The model answered nothing", { final: true });
    expect((await findGuide(db, "volume-lumber"))?.status).toBe("queued");
    expect((await findGuide(db, "surface-tension"))?.status).toBe("failed");
    for (const path of [
      "/flow-molar-converter",
      "/volume-lumber-converter",
      "/surface-tension-converter",
    ]) {
      const html = await pageHtml(await visit(path));
      expect(html, path).toContain("Related Converters");
      expect(guideSection(html), path).toBe("");
      expect(html, path).not.toContain("A draft that is held back");
      expect(html, path).not.toContain('name="keywords"');
    }
  });

  it("shows a guide stored after the page was kept at the next visit", async () => {
    const path = "/inductance-converter";
    expect((await visit(path)).headers.get(PAGE_CACHE_STATUS_HEADER)).toMatch(/miss|hit/);
    const kept = await visit(path);
    expect(kept.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
    expect(guideSection(await pageHtml(kept))).toBe("");

    await storeWrittenGuide(
      db,
      "inductance",
      await written(SECTIONS, { metaTitle: "Henries explained" }),
    );
    const next = await visit(path);
    expect(next.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    const section = guideSection(await pageHtml(next));
    expect(section).toContain("Henries explained");
    expect(section).toContain("<h2>Middle</h2>");
    expect(section).toContain("The fact-check recomputed the 4 conversions it states");
  });

  it("sanitizes stored HTML again and escapes every stored word it shows", async () => {
    // A row written some other way than the pipeline: markup that sanitizing would have removed.
    await env.DB.prepare(
      `INSERT INTO converter_guides
         (converter_key, status, meta_title, meta_description, content, keywords, visual_elements, fact_check)
       VALUES ('magnetic-flux', 'published', ?, 'd', ?, ?, ?, '{"checked":0,"problems":[]}')`,
    )
      .bind(
        'Flux <script>alert("t")</script>',
        '<h2>Weber</h2><p onclick="alert(1)">Intro.</p><img src=x onerror="alert(2)">' +
          '<script>alert(3)</script><a href="javascript:alert(4)">link</a>' +
          '<iframe src="https://evil.example"></iframe><h2>Maxwell</h2><p style="x">End.</p>',
        JSON.stringify(['flux"><script>alert(5)</script>', "weber"]),
        JSON.stringify([
          {
            type: "chart",
            title: '<script>alert("v")</script>',
            description: "<img src=x onerror=alert(6)>",
            placement: "after_intro",
          },
        ]),
      )
      .run();
    const html = await pageHtml(await visit("/magnetic-flux-converter"));
    const section = guideSection(html);
    expect(section).toContain("<h2>Weber</h2><p>Intro.</p>");
    expect(section).toMatch(/<a rel="[^"]*">link<\/a>/);
    expect(section).toContain("<h2>Maxwell</h2><p>End.</p>");
    expect(section).toContain("Flux &lt;script&gt;");
    expect(section).toContain("&lt;script&gt;alert(&quot;v&quot;)&lt;/script&gt;");
    // What the stored words say is shown as text; no tag carries them.
    const tags = (section.match(/<[^>]+>/g) ?? []).join("");
    for (const unsafe of [
      "<script",
      "<img",
      "<iframe",
      "onclick",
      "onerror",
      "javascript:",
      "style=",
    ]) {
      expect(tags, unsafe).not.toContain(unsafe);
    }
    // The picture went where it was placed (a chart: the pair's table is Quick Reference's), and
    // a guide with no checked conversion and no recorded writer says so.
    expect(section.indexOf('data-visual="chart"')).toBeLessThan(
      section.indexOf("<h2>Maxwell</h2>"),
    );
    expect(section).toContain(">Guide</p>");
    expect(section).toContain("Written by a writer that was not recorded. Updated ");
    expect(section).toContain("It states no conversion the fact-check could recompute.</p>");
    const keywords = /<meta name="keywords" content="([^"]*)"\/>/.exec(html)?.[1];
    expect(keywords).toBe("flux&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;, weber");
  });

  it("shows the page without its guide, and does not keep it, while D1 cannot be read", async () => {
    await storeWrittenGuide(
      db,
      "radiation-exposure",
      await written(SECTIONS, { metaTitle: "Roentgens" }),
    );
    await env.DB.prepare("ALTER TABLE converter_guides RENAME TO converter_guides_away").run();
    try {
      for (let i = 0; i < 2; i++) {
        const response = await visit("/radiation-exposure-converter");
        expect(response.status).toBe(200);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(response.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull();
        const html = await pageHtml(response);
        expect(html).toContain("Related Converters");
        expect(guideSection(html)).toBe("");
      }
      const logged = errors.mock.calls.map((call: unknown[]) => String(call[0]));
      expect(logged).toContainEqual(
        expect.stringContaining(
          "Converter page radiation-exposure-converter: its article and guide could not be read",
        ),
      );
    } finally {
      await env.DB.prepare("ALTER TABLE converter_guides_away RENAME TO converter_guides").run();
    }
    // Once D1 answers, the guide is back and the page is kept again.
    const back = await visit("/radiation-exposure-converter");
    expect(back.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect(guideSection(await pageHtml(back))).toContain("Roentgens");
    expect(
      (await visit("/radiation-exposure-converter")).headers.get(PAGE_CACHE_STATUS_HEADER),
    ).toBe("hit");
  });
});
