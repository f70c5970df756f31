import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeBlogHtml } from "~/blog/markdown.server";

// These run inside workerd, where the blog renders posts: a sanitizer that works in Node but
// not in the Workers runtime (as DOMPurify over linkedom does) would fail here.

/**
 * The dangerous things left in the HTML's markup (tags and attributes; text such as
 * "javascript:alert(1)" shown as words is harmless).
 */
function dangerous(html: string): string[] {
  const found: string[] = [];
  const lower = (html.match(/<[^>]*>?/g) ?? []).join(" ").toLowerCase();
  for (const pattern of [
    /<script/,
    /<iframe/,
    /<object/,
    /<embed/,
    /<style/,
    /<svg/,
    /<math/,
    /<form/,
    /<input/,
    /<meta/,
    /<link/,
    /<base/,
    /\son[a-z]+\s*=/,
    /javascript:/,
    /vbscript:/,
    /data:/,
    /style\s*=/,
    /expression\s*\(/,
    /srcdoc/,
    /formaction/,
  ]) {
    if (pattern.test(lower)) found.push(pattern.source);
  }
  return found;
}

describe("blog markdown rendering", () => {
  it("renders the markdown authors use", async () => {
    const html = await renderMarkdown(
      [
        "# Title becomes h2",
        "",
        "## Section",
        "",
        "Some **bold**, *italic*, ~~struck~~ and `code`.",
        "",
        "- one",
        "- two",
        "",
        "1. first",
        "2. second",
        "",
        "> A quote",
        "",
        "```js",
        "const x = 1 < 2;",
        "```",
        "",
        "| Unit | Meters |",
        "|:--|--:|",
        "| foot | 0.3048 |",
        "",
        "[Length converter](/length-converter) and [NIST](https://www.nist.gov/) and [mail](mailto:hello@unitwise.app)",
        "",
        "![A ruler](/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10) ![Remote](https://example.com/a.png)",
        "",
        "---",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Title becomes h2</h2>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<del>struck</del>");
    expect(html).toContain("<code>code</code>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>/);
    expect(html).toContain('<pre><code class="language-js">const x = 1 &lt; 2;');
    // Column alignment as CSS: `align` is obsolete in HTML5 (docs/decisions/061).
    expect(html).toContain('<th style="text-align:left">Unit</th>');
    expect(html).toContain('<td style="text-align:right">0.3048</td>');
    expect(html).not.toContain("align=");
    // Our own pages: a plain relative link. Elsewhere: rel noopener noreferrer nofollow.
    expect(html).toContain('<a href="/length-converter">Length converter</a>');
    expect(html).toContain(
      '<a href="https://www.nist.gov/" rel="noopener noreferrer nofollow">NIST</a>',
    );
    expect(html).toContain(
      '<a href="mailto:hello@unitwise.app" rel="noopener noreferrer nofollow">mail</a>',
    );
    expect(html).toContain(
      '<img alt="A ruler" src="/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10" loading="lazy" decoding="async" />',
    );
    // An image from elsewhere is not loaded (CSP, readers' privacy) but kept as a link to it.
    expect(html).not.toContain('src="https://example.com/a.png"');
    expect(html).toContain(
      '<a href="https://example.com/a.png" rel="noopener noreferrer nofollow">Remote</a>',
    );
    expect(html).toContain("<hr />");
  });

  const attacks: Array<[name: string, input: string, kept?: string]> = [
    ["a script element", "<script>alert('xss')</script>Hello", "Hello"],
    ["a script split across markdown", "Hi <scr<script>ipt>alert(1)</script>", "Hi"],
    ["an uppercase script", "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>"],
    ["an img onerror handler", '<img src="x" onerror="alert(1)">'],
    ["an onerror on an allowed image", '<img src="/images/blog/a.png" onerror="alert(1)">'],
    ["an svg onload", "<svg onload=alert(1)><circle r=10 /></svg>"],
    ["a body onload", "<body onload=alert(1)>text</body>", "text"],
    ["an onclick on a paragraph", '<p onclick="alert(1)">click</p>', "click"],
    ["an onmouseover without quotes", "<a href=/x onmouseover=alert(1)>x</a>"],
    ["a javascript: link in markdown", "[click](javascript:alert(1))", "click"],
    ["a javascript: link in HTML", '<a href="javascript:alert(document.cookie)">x</a>'],
    ["a JaVaScRiPt: link", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["a javascript: link with a tab", '<a href="jav\tascript:alert(1)">x</a>'],
    ["a javascript: link with an encoded tab", '<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ["a javascript: link with a newline entity", '<a href="jav&#10;ascript:alert(1)">x</a>'],
    [
      "an entity-encoded javascript: link",
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    ["a hex-entity javascript: link", '<a href="&#x6A;avascript:alert(1)">x</a>'],
    ["a javascript: link with leading spaces", '<a href="  javascript:alert(1)">x</a>'],
    ["a javascript: link with a control character", '<a href="\u0001javascript:alert(1)">x</a>'],
    ["a markdown link with an encoded javascript:", "[x](&#106;avascript:alert(1))"],
    ["a markdown reference link to javascript:", "[x][evil]\n\n[evil]: javascript:alert(1)"],
    ["a markdown autolink to javascript:", "<javascript:alert(1)>"],
    ["a vbscript: link", '<a href="vbscript:msgbox(1)">x</a>'],
    [
      "a data: URL link",
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    ],
    ["a markdown data: link", "[x](data:text/html,<script>alert(1)</script>)"],
    ["a data: image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
    ["a javascript: image", "![x](javascript:alert(1))"],
    ["an http: image (not https)", '<img src="http://evil.example/track.gif">'],
    ["a protocol-relative image", '<img src="//evil.example/track.gif">'],
    ["an image outside /images/", '<img src="/api/blog-posts">'],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["an iframe with srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ["an object", '<object data="https://evil.example/x.swf"></object>'],
    ["an embed", '<embed src="https://evil.example/x.swf">'],
    ["a style element", "<style>body { background: url(javascript:alert(1)) }</style>Text", "Text"],
    ["a style attribute", '<p style="background:url(javascript:alert(1))">styled</p>', "styled"],
    ["a CSS expression", '<p style="width: expression(alert(1))">old IE</p>', "old IE"],
    [
      "a style attribute hiding content",
      '<div style="position:fixed;inset:0">overlay</div>',
      "overlay",
    ],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["a base tag", '<base href="https://evil.example/">'],
    ["a link tag", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    [
      "a form with formaction",
      '<form><button formaction="javascript:alert(1)">go</button></form>',
      "go",
    ],
    ["an input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
    ["a math element", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ["an HTML comment trick", "<!--<img src=x onerror=alert(1)>-->after", "after"],
    ["a noscript mutation trick", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ["a srcset with javascript:", '<img src="/images/blog/a" srcset="javascript:alert(1) 1x">'],
  ];

  for (const [name, input, kept] of attacks) {
    it(`removes ${name}`, async () => {
      const html = await renderMarkdown(input);
      expect(dangerous(html), html).toEqual([]);
      if (kept) expect(html).toContain(kept);
    });
  }

  it("turns stored cells' align into text-align and keeps no other style", () => {
    const html = sanitizeBlogHtml(
      '<table><tr><th align="Center">a</th><td align="right" style="color:red">1</td>' +
        '<td align="justify">2</td><td style="text-align:right;background:url(x)">3</td></tr></table>',
    );
    expect(html).toContain('<th style="text-align:center">a</th>');
    expect(html).toContain('<td style="text-align:right">1</td>');
    expect(html).toContain("<td>2</td>");
    expect(html).toContain('<td style="text-align:right">3</td>');
    expect(html).not.toContain("align=");
  });

  it("keeps the text of links whose URL was refused, without an href", async () => {
    const html = await renderMarkdown("[click me](javascript:alert(1))");
    expect(html).toContain("click me");
    expect(html).not.toMatch(/href=/);
  });

  it("does not let an author set rel or class on links", () => {
    const html = sanitizeBlogHtml('<a href="/x" rel="opener" class="evil">x</a>');
    expect(html).toBe('<a href="/x">x</a>');
  });

  it("keeps code samples that show attacks as text", async () => {
    const html = await renderMarkdown("```html\n<script>alert(1)</script>\n```");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
  });

  it("cuts off absurdly deep nesting", () => {
    const deep = "<blockquote>".repeat(500) + "deep" + "</blockquote>".repeat(500);
    const html = sanitizeBlogHtml(deep);
    expect((html.match(/<blockquote>/g) ?? []).length).toBeLessThanOrEqual(50);
  });
});
