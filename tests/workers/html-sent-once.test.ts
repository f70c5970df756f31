import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "~/catalogue/catalogue.server";
import { database } from "~/db/client.server";
import { withTools } from "~/catalogue/site-tools";
import { CARDS_BEFORE_EXPANSION } from "~/home/category-ids";
import { BASE } from "./helpers/admin";

// Server HTML is sent once (docs/decisions/056-html-sent-once.md): a document's body holds the
// converter page's sections and the footer, and its data (the script the browser hydrates from)
// names them by key only; the data of a client navigation (`.data`) carries the markup.

const EDUCATION = 'id="converter-education"';
const FOOTER = "Manage Cookie Settings";
const QUESTION_BOX = 'id="converter-query"';
const POPULAR = 'id="popular-conversions"';
const UNIT_OPTION = '<option value="femtometer">femtometer (fm)</option>';
const INFORMATION = 'id="conversion-information"';
/** 1 ft in metres in the quick-reference table (a unit pair's own table writes its cells apart). */
const REFERENCE_CELL = '<td class="px-4 py-2 font-mono break-all">0.3048</td>';

let visits = 0;
/** A URL never asked for before in this run, so the page is rendered, not served again. */
function fresh(path: string): string {
  return `${BASE}${path}${path.includes("?") ? "&" : "?"}n=${++visits}`;
}

/**
 * A rendered document, the strings of its data (the turbo-stream the page hydrates from, decoded)
 * and the keys its sent-once elements carry.
 */
async function documentParts(path: string) {
  const response = await SELF.fetch(fresh(path));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const calls = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)];
  expect(calls.length, "the page's data script").toBeGreaterThan(0);
  const stream = calls.map((call) => JSON.parse(call[1]!) as string).join("");
  const strings = stream
    .split("\n")
    .filter((line) => line.startsWith("["))
    .flatMap((line) => (JSON.parse(line) as unknown[]).filter((x) => typeof x === "string"));
  const data = strings.join("\n");
  return { html, data, keys: [...html.matchAll(/data-html="([0-9a-f]{16})"/g)].map((m) => m[1]) };
}

/** The key of the sent-once element that holds `text`: the nearest one before it. */
function keyHolding(html: string, text: string): string | undefined {
  const at = html.indexOf(text);
  const before = [...html.slice(0, at).matchAll(/data-html="([0-9a-f]{16})"/g)];
  return before.at(-1)?.[1];
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** A category's cards on the home page: its converters, and the site's tools that sit among them. */
const cardsIn = (catalogue: Awaited<ReturnType<typeof loadCatalogue>>, category: string) =>
  withTools(
    category,
    catalogue.converters.filter((converter) => converter.category === category),
  );

describe("server HTML sent once", () => {
  it.each([
    // the breadcrumb (a pair's page has its own heading instead), the question box, the popular
    // conversions, the sections, the footer, the language switcher, (English pages) the offers,
    // the cookie banner's copy for the first paint, the widget's three lists' options, the
    // pair's About cards, (not on a pair's page, which has its own table) the quick reference,
    // the header's navigation bar and menu, and the account menu's signed-out items
    ["a converter page", "/length-converter?value=5&from=foot&to=meter", 16],
    ["a unit pair page", "/length-converter/foot-to-meter", 14],
  ])(
    "%s's document holds its sections and footer once, and its data only their keys",
    async (_, path, count) => {
      const { html, data, keys } = await documentParts(path);
      for (const part of [EDUCATION, FOOTER, QUESTION_BOX, POPULAR]) {
        expect(occurrences(html, part), part).toBe(1);
        expect(data, part).not.toContain(part);
      }
      expect(data).not.toContain("converter-education");
      expect(keys).toHaveLength(count);
      expect(keys).toContain(keyHolding(html, QUESTION_BOX));
      expect(keys).toContain(keyHolding(html, POPULAR));
      expect(keys).toContain(keyHolding(html, EDUCATION));
      expect(keys).toContain(keyHolding(html, FOOTER));
      // The unit lists' options: in each list once, in the data by key only (React hydrates
      // the <select>s, not their 80 options).
      expect(occurrences(html, UNIT_OPTION)).toBe(2);
      expect(data).not.toContain("femtometer (fm)");
      for (const list of ['id="converter-from"', 'id="converter-to"', 'id="converter-precision"']) {
        const select = html.slice(html.indexOf(list) - 400, html.indexOf(list) + 800);
        expect(select, list).toMatch(/<select[^>]*data-html="[0-9a-f]{16}"/);
      }
      for (const key of keys) expect(data).toContain(key);
    },
  );

  it("sends the pair's About cards and quick-reference values as markup, in the body once", async () => {
    // React hydrates neither while the page shows its first pair (converter-page-view.tsx).
    const { html, data, keys } = await documentParts(
      "/length-converter?value=5&from=foot&to=meter",
    );
    for (const part of [INFORMATION, REFERENCE_CELL]) {
      expect(occurrences(html, part), part).toBe(1);
      expect(keys, part).toContain(keyHolding(html, part));
      expect(data, part).not.toContain(part);
    }
    // Each is the whole of an element that holds server HTML: the section, and the table's box.
    const information =
      /<div data-html="[0-9a-f]{16}"><section aria-labelledby="conversion-information"[^]*?<\/section><\/div>/.exec(
        html,
      )?.[0];
    expect(information).toContain("About the foot (ft)");
    expect(information).toContain("About the meter (m)");
    const reference =
      /<div data-html="[0-9a-f]{16}"><div class="mt-4 overflow-x-auto[^]*?<\/table><\/div><\/div>/.exec(
        html,
      )?.[0];
    expect(reference).toContain(REFERENCE_CELL);
  });

  it("sends the header's navigation, with the current page's link marked, and the signed-out account menu as markup", async () => {
    // React hydrates neither the bar nor the menu (decision 100); site-header.tsx moves the mark.
    const current = (html: string) =>
      [...html.matchAll(/<a href="([^"]*)" data-navigation="(bar|menu)" aria-current="page"/g)].map(
        (match) => `${match[2]} ${match[1]}`,
      );
    const converter = await documentParts("/length-converter?value=5&from=foot&to=meter");
    for (const list of ['aria-label="Main"', 'aria-label="Mobile"', 'href="/register"']) {
      expect(occurrences(converter.html, list), list).toBe(1);
      expect(converter.keys, list).toContain(keyHolding(converter.html, list));
      expect(converter.data, list).not.toContain(list);
    }
    expect(current(converter.html)).toEqual(["bar /length-converter", "menu /length-converter"]);
    // A unit pair's page is not the converter's: no link is current there.
    expect(current((await documentParts("/length-converter/foot-to-meter")).html)).toEqual([]);
    expect(current((await documentParts("/de/weight-converter")).html)).toEqual([
      "bar /de/weight-converter",
      "menu /de/weight-converter",
    ]);
  });

  it("sends a unit pair's page no quick-reference markup: its own table shows the pair", async () => {
    // The same pair's quick reference on the converter's page, and so the key it would have.
    const converter = await documentParts("/length-converter?value=5&from=foot&to=meter");
    const reference = keyHolding(converter.html, REFERENCE_CELL);
    expect(reference).toMatch(/^[0-9a-f]{16}$/);
    const pair = await documentParts("/length-converter/foot-to-meter");
    expect(pair.data).toContain(keyHolding(pair.html, INFORMATION));
    expect(pair.data).not.toContain(reference);
  });

  it("sends the markup with a navigation's data, under the key the document named", async () => {
    const path = "/length-converter?value=5&from=foot&to=meter";
    const { keys } = await documentParts(path);
    const response = await SELF.fetch(`${BASE}/length-converter.data?value=5&from=foot&to=meter`);
    expect(response.status).toBe(200);
    const data = await response.text();
    expect(data).toContain("converter-education");
    for (const key of keys) expect(data).toContain(key);
  });

  it("names different sections by different keys, and the same page's by the same", async () => {
    const feet = await documentParts("/length-converter?from=foot&to=meter");
    const again = await documentParts("/length-converter?from=foot&to=meter&value=7");
    const inches = await documentParts("/length-converter?from=inch&to=meter");
    const area = await documentParts("/area-converter");
    expect(again.keys).toEqual(feet.keys);
    const sections = (page: typeof feet) => keyHolding(page.html, EDUCATION);
    const footer = (page: typeof feet) => keyHolding(page.html, FOOTER);
    // The FAQ speaks of the units in use; the footer is the same everywhere.
    expect(sections(inches)).not.toBe(sections(feet));
    expect(sections(area)).not.toBe(sections(feet));
    expect(new Set([footer(feet), footer(inches), footer(area)]).size).toBe(1);
  });

  it("sends the home page's sections once; 'View All's cards only with the data", async () => {
    const { html, data, keys } = await documentParts("/");
    expect(occurrences(html, FOOTER)).toBe(1);
    expect(data).not.toContain(FOOTER);
    // Hero, quick access, features, the categories' intro, each category's header and first
    // cards, the call to action and the footer: each in the body once, in the data by key.
    for (const text of ['href="/length-converter"', "Explore Converters"]) {
      expect(html).toContain(text);
      expect(data).not.toContain(text);
    }
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) expect(data).toContain(key);
    // The cards 'View All' adds are not in the body: the data carries them.
    const list = /<ul id="category-common-cards"[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? "";
    const shown = [...list.matchAll(/<a href="(\/[^"]+)"/g)].map((m) => m[1]);
    expect(shown).toHaveLength(CARDS_BEFORE_EXPANSION);
    for (const href of shown) expect(data).not.toContain(`href="${href}"`);
    const more = [...data.matchAll(/<a href="(\/[^"]+)"/g)].map((m) => m[1]);
    const catalogue = await loadCatalogue(database(env.DB));
    const hidden = catalogue.categories.map(
      (category) => cardsIn(catalogue, category.key).length - CARDS_BEFORE_EXPANSION,
    );
    expect(more).toHaveLength(hidden.reduce((sum, count) => sum + Math.max(0, count), 0));
  });

  it("sends an expanded category's cards with the data: its list holds them and the rest", async () => {
    const { html, data } = await documentParts("/?expand=common");
    const catalogue = await loadCatalogue(database(env.DB));
    const list = /<ul id="category-common-cards"([^>]*)>(.*?)<\/ul>/s.exec(html);
    expect(list?.[1]).not.toContain("data-html");
    const shown = [...(list?.[2] ?? "").matchAll(/<a href="(\/[^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(cardsIn(catalogue, "common").map((card) => `/${card.slug}`));
    for (const href of shown) expect(data).toContain(`href="${href}"`);
  });
});
