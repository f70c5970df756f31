import { expect, expectAccessible, hydrationMarked, layoutShift, test } from "./fixtures";

// The site in five more languages (docs/decisions/080-languages.md): the switcher, the offer, a
// converter and its question box in each language, and the same without JavaScript. What each
// page says is tested in the Workers runtime (tests/workers/i18n-*.test.ts); here, what a
// visitor does.

const LANGUAGES = [
  {
    code: "es",
    tag: "es",
    name: "Español",
    heading: "Conversor de longitud",
    question: "5 pies a cm",
    answer: "152,4 cm",
    swap: "Intercambiar unidades",
  },
  {
    code: "de",
    tag: "de",
    name: "Deutsch",
    heading: "Längenumrechner",
    question: "5 Fuß in cm",
    answer: "152,4 cm",
    swap: "Einheiten tauschen",
  },
  {
    code: "fr",
    tag: "fr",
    name: "Français",
    heading: "Convertisseur de longueur",
    question: "5 pieds en cm",
    answer: "152,4 cm",
    swap: "Inverser les unités",
  },
  {
    code: "pt-br",
    tag: "pt-BR",
    name: "Português (Brasil)",
    heading: "Conversor de comprimento",
    question: "5 pés em cm",
    answer: "152,4 cm",
    swap: "Inverter unidades",
  },
  {
    code: "ja",
    tag: "ja",
    name: "日本語",
    heading: "長さの単位換算",
    question: "5フィートをセンチに",
    answer: "152.4 cm",
    swap: "単位を入れ替える",
  },
] as const;

test("the switcher keeps the page and its state, and remembers the choice", async ({
  page,
  context,
}) => {
  await page.goto("/length-converter?value=5&from=foot&to=meter");
  // A client-side navigation first: the switcher takes the page the visitor is on now.
  await page.getByRole("link", { name: "Temperature", exact: true }).first().click();
  await expect(page).toHaveURL(/\/temperature-converter$/);
  await page.locator("header summary[title^='Language']").click();
  await page.getByRole("link", { name: "Deutsch" }).first().click();
  // With the converter's state once the URL has followed it (250 ms after the page showed).
  await expect(page).toHaveURL(
    /\/de\/temperature-converter(\?value=1&from=celsius&to=fahrenheit)?$/,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Temperaturumrechner");
  expect((await context.cookies()).find((c) => c.name === "unitwise_language")?.value).toBe("de");
  // From the footer, with the converter's state in the URL.
  await page.goto("/de/length-converter?value=5&from=foot&to=meter");
  await page.locator("footer").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/length-converter\?value=5&from=foot&to=meter$/);
  await expect(page.locator("#converter-result")).toHaveText("1,524");
});

test.describe("a French browser on an English page", () => {
  test.use({ locale: "fr-FR" });

  test("is offered the page in French, over the page, and can stay in English", async ({
    page,
  }) => {
    await page.goto("/length-converter");
    const offer = page.getByRole("complementary", { name: "Cette page existe aussi en Français." });
    await expect(offer).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    await expectAccessible(page);
    await offer.getByRole("link", { name: "Rester en anglais" }).click();
    await expect(page).toHaveURL(/\/length-converter(\?|$)/);
    await expect(page.getByRole("complementary", { name: /Cette page existe/ })).toBeHidden();
    // Chosen once, the other way.
    await page.goto("/weight-converter");
    await expect(page.getByRole("complementary", { name: /Cette page existe/ })).toBeHidden();
  });

  test("follows the offer to the same page in French", async ({ page }) => {
    await page.goto("/weight-converter?value=2&from=kilogram&to=pound");
    await page.getByRole("link", { name: "La lire en Français" }).click();
    await expect(page).toHaveURL(/\/fr\/weight-converter\?value=2&from=kilogram&to=pound$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // No offer on a French page.
    await expect(page.getByRole("complementary", { name: /Cette page existe/ })).toBeHidden();
  });
});

for (const language of LANGUAGES) {
  test(`${language.code}: the converter, its question box and its engine, accessible, no hydration mismatch`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.addInitScript(noteIntlBeforeHydration);
    await page.goto(`/${language.code}/length-converter?value=1&from=foot&to=meter`);
    await expect(page.locator("html")).toHaveAttribute("lang", language.tag);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.heading);
    // Hydrated (the copy button needs JavaScript), then the engine in the browser converts in
    // the page's language.
    await expect(page.getByRole("button", { name: language.swap })).toBeVisible();
    await expect(page.locator("#converter-result ~ button")).toBeVisible();
    // Hydrating writes what the server wrote, without starting the browser's Intl (its first use
    // loads ICU's data: about 20 ms of a first visit's main thread, docs/benchmarks.md).
    await hydrationMarked(page);
    expect(await page.evaluate(() => window.intlBeforeHydration)).toEqual([]);
    await page.locator("#converter-value").fill("10");
    await expect(page.locator("#converter-result")).toHaveText(
      language.code === "ja" ? "3.048" : "3,048",
    );
    await expectAccessible(page);
    // The question box, in the language.
    await page.locator("#converter-query").fill(language.question);
    await page.locator("#converter-query").press("Enter");
    await expect(page.getByText(language.answer).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${language.code}/length-converter\\?`));
    expect(problems.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });
}

declare global {
  interface Window {
    /** what started Intl before the page had hydrated (noteIntlBeforeHydration) */
    intlBeforeHydration?: string[];
  }
}

/** Runs in the page before its scripts: notes each Intl use until hydration's mark is set. */
function noteIntlBeforeHydration() {
  const used: string[] = [];
  window.intlBeforeHydration = used;
  const hydrated = () => performance.getEntriesByName("unitwise:hydrated").length > 0;
  const note = (name: string) => {
    if (!hydrated()) used.push(name);
  };
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  for (const name of ["PluralRules", "NumberFormat", "DateTimeFormat", "Collator", "ListFormat"]) {
    const original = intl[name];
    if (!original) continue;
    intl[name] = new Proxy(original, {
      construct(target, args: unknown[]) {
        note(`Intl.${name}`);
        return Reflect.construct(target, args);
      },
    });
  }
  const toLocaleString = Number.prototype.toLocaleString;
  Number.prototype.toLocaleString = function (this: number, ...args: []) {
    note("Number#toLocaleString");
    return toLocaleString.apply(this, args);
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms and the switcher work in every language", async ({ page }) => {
    await page.goto("/de/length-converter?from=foot&to=meter");
    await page.locator("#converter-value").fill("10");
    await page.getByRole("button", { name: "Umrechnen", exact: true }).last().click();
    await expect(page).toHaveURL(/\/de\/length-converter\?/);
    await expect(page.locator("#converter-result")).toHaveText("3,048");
    await page.locator("#converter-query").fill("5 Fuß in cm");
    await page.locator("#converter-query").press("Enter");
    await expect(page.getByText("152,4 cm").first()).toBeVisible();
    // The switcher is a plain link: /language reads the page from the Referer.
    await page.locator("header summary[title^='Sprache']").click();
    await page.getByRole("link", { name: "日本語" }).first().click();
    await expect(page).toHaveURL(/\/ja\/length-converter\?/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });
});
