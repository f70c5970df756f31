import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { utcDay } from "~/utils/utc-day";
import { signIn } from "./helpers/auth";
import { pageText } from "./helpers/page-text";
import { flushCounts } from "./helpers/analytics";

/**
 * The embedded converters (docs/decisions/079-embeds.md): /embed/{converter} and its pairs, a
 * document of their own that any site may frame, that sets no cookie, works without JavaScript
 * and is counted by the host that framed it.
 */

const BASE = "http://example.com";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

let calls = 0;
function embed(path: string, headers: Record<string, string> = {}) {
  calls += 1;
  return SELF.fetch(`${BASE}${path}`, {
    redirect: "manual",
    headers: {
      "User-Agent": BROWSER,
      "CF-Connecting-IP": `10.79.${(calls >> 8) & 255}.${calls & 255}`,
      "Sec-Fetch-Dest": "iframe",
      ...headers,
    },
  });
}

describe("an embedded converter", () => {
  it("is a compact page that converts on the server, with a link back to the full page", async () => {
    const response = await embed("/embed/length-converter/foot-to-meter?value=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    const text = pageText(html);
    expect(text).toContain("Length Converter");
    expect(text).toContain("1 ft = 0.3048 m");
    expect(text).toContain("Formula: multiply the value by 0.3048");
    expect(html).toContain('<option value="foot" selected="">');
    expect(html).toMatch(
      /<a id="embed-full-page" href="http:\/\/example\.com\/length-converter\?value=1&amp;from=foot&amp;to=meter" target="_blank" rel="noopener">/,
    );
    // None of the site's shell: no header, footer, cookie banner, ads or analytics tag.
    expect(html).not.toMatch(/<header|<footer|Cookie consent|adsbygoogle|googletagmanager/);
    expect(html).toMatch(/<script type="module" src="\/embed-converter.js" nonce="[^"]+">/);
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<link rel="canonical" href="http://example.com/length-converter">');
  });

  it("names each unit in its lists as the converter page does, with the note that tells it apart", async () => {
    const html = await (await embed("/embed/acceleration-converter")).text();
    expect(html).toMatch(
      /<option value="galileo"[^>]*>gal \(Gal\), the CGS unit of acceleration, not the gallon<\/option>/,
    );
  });

  it("answers the form's own question, in the theme asked for", async () => {
    const html = await (
      await embed("/embed/temperature-converter?value=100&from=celsius&to=fahrenheit&theme=dark")
    ).text();
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(pageText(html)).toContain("100 °C = 212 °F");
    expect(html).toContain('<input type="hidden" name="theme" value="dark"/>');
    // An unknown theme is the host's own.
    const auto = await (await embed("/embed/length-converter?theme=purple")).text();
    expect(auto).toContain('data-theme="auto"');
  });

  it("says what is wrong with a value, as the converter page does", async () => {
    const html = await (await embed("/embed/length-converter?value=abc&from=foot&to=meter")).text();
    expect(pageText(html)).toContain('"abc" is not a number');
  });

  it("may be framed by any site, where every other page may be framed by none", async () => {
    const framed = await embed("/embed/length-converter");
    expect(framed.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    expect(framed.headers.get("X-Frame-Options")).toBeNull();
    const page = await embed("/length-converter", { "Sec-Fetch-Dest": "document" });
    expect(page.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    // The converter page may show its own embed's preview.
    expect(page.headers.get("Content-Security-Policy")).toMatch(/frame-src 'self'/);
  });

  it("sets no cookie, also for a signed-in visitor", async () => {
    const { cookie } = await signIn();
    const signedIn = await embed("/embed/length-converter", { Cookie: cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("Set-Cookie")).toBeNull();
    const anonymous = await embed("/embed/currency-converter");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("Set-Cookie")).toBeNull();
  });

  it("is a 404 for a converter or pair that does not exist, and follows a renamed one", async () => {
    expect((await embed("/embed/no-such-converter")).status).toBe(404);
    const pair = await embed("/embed/length-converter/foot-to-gram");
    expect(pair.status).toBe(404);
    expect(pageText(await pair.text())).toContain("Converter not found");
    expect((await embed("/embed/length-converter/foot-to-meter/more")).status).toBe(404);
  });

  it("converts cooking by ingredient and currencies at the rates in use", async () => {
    const flour = await (
      await embed("/embed/cooking-converter?value=1&from=cup&to=gram&ingredient=all-purpose-flour")
    ).text();
    expect(pageText(flour)).toContain("1 cup (US) = 125 g");
    expect(flour).toContain('<input type="hidden" name="ingredient" value="all-purpose-flour"/>');
    const money = await (await embed("/embed/currency-converter/usd-to-eur?value=100")).text();
    expect(pageText(money)).toMatch(/100 \$ = [\d.,]+ €|100 USD = [\d.,]+ EUR/);
  });

  it("is counted by the host of the page that framed it", async () => {
    const countOf = async (key: string) => {
      await flushCounts();
      const row = await env.DB.prepare(
        "SELECT count FROM analytics_daily WHERE day = ? AND metric = 'embed_view' AND key = ?",
      )
        .bind(utcDay(Date.now()), key)
        .first<{ count: number }>();
      return row?.count ?? 0;
    };
    const before = await countOf("recipes.example.org");
    await embed("/embed/cooking-converter", { Referer: "https://recipes.example.org/" });
    await embed("/embed/length-converter/foot-to-meter", {
      Referer: "https://recipes.example.org/bread",
    });
    // A crawler is not a view.
    await embed("/embed/length-converter", {
      Referer: "https://recipes.example.org/",
      "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect((await countOf("recipes.example.org")) - before).toBe(2);

    // The Analytics tab and its API list the sites that framed an embed.
    const admin = await signIn({ isAdmin: true });
    const report = await SELF.fetch(`${BASE}/api/admin/analytics?days=7`, {
      headers: { Cookie: admin.cookie },
    });
    const { embedHosts } = (await report.json()) as {
      embedHosts: Array<{ host: string; count: number }>;
    };
    expect(embedHosts).toContainEqual({ host: "recipes.example.org", count: before + 2 });
    const tab = await SELF.fetch(`${BASE}/admin/analytics`, { headers: { Cookie: admin.cookie } });
    const tabText = pageText(await tab.text());
    expect(tabText).toContain("Embeds by site");
    expect(tabText).toContain("recipes.example.org");
  });

  it("is offered on every converter page, with the code for three sizes and a preview", async () => {
    const html = await (
      await embed("/length-converter?from=mile&to=kilometer", { "Sec-Fetch-Dest": "document" })
    ).text();
    const text = pageText(html);
    expect(text).toContain("Embed this converter");
    expect(html).toContain(
      "&lt;iframe src=&quot;http://example.com/embed/length-converter/mile-to-kilometer&quot;",
    );
    expect(text).toMatch(
      /Compact: 320 px × 360 px.*Wide: 560 px × 240 px.*Full width: 100% × 240 px/,
    );
    expect(html).toContain("&lt;unitwise-converter converter=&quot;length-converter&quot;");
    expect(html).toMatch(
      /<iframe src="\/embed\/length-converter\/mile-to-kilometer" title="Preview: the embedded Length Converter" loading="lazy"/,
    );
  });
});
