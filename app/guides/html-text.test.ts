import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/blog/markdown.server";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { checkFacts } from "./fact-check";
import { htmlToCheckableText } from "./html-text";

describe("stored guide HTML as the fact-checker reads it", () => {
  it("keeps sentences, table rows and entities", async () => {
    const html = await renderMarkdown(
      "## Examples\n\n5 ft = 1.524 m &amp; more.\n\n| Feet | Meters |\n| --- | --- |\n| 10 ft | 3.048 m |\n",
    );
    const text = htmlToCheckableText(html);
    expect(text).toContain("5 ft = 1.524 m & more.");
    expect(text).toMatch(/\| 10 ft \| 3\.048 m \|/);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it("lets the checker find a wrong figure in an edited guide's HTML", () => {
    const html =
      "<p>Good: 1 mi = 1.609344 km.</p><table><tr><td>1 ft</td><td>0.4 m</td></tr></table>";
    const result = checkFacts(htmlToCheckableText(html), codeCatalogue, "length");
    expect(result.checked).toBe(2);
    expect(result.problems.map((problem) => problem.stated)).toEqual(["0.4 m"]);
  });
});
