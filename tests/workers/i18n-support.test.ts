import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isLocalizedPath, languageInfo, PREFIXED_LANGUAGES, type Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages";
import es from "~/i18n/messages/es/support.json";
import de from "~/i18n/messages/de/support.json";
import fr from "~/i18n/messages/fr/support.json";
import ptBr from "~/i18n/messages/pt-br/support.json";
import ja from "~/i18n/messages/ja/support.json";
import esShell from "~/i18n/messages/es/shell.json";
import deShell from "~/i18n/messages/de/shell.json";
import frShell from "~/i18n/messages/fr/shell.json";
import ptBrShell from "~/i18n/messages/pt-br/shell.json";
import jaShell from "~/i18n/messages/ja/shell.json";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// The support pages in every language (docs/decisions/080-languages.md): their words, their
// links, their head and their forms' refusals are in the page's language.

const BASE = "http://example.com";
const WORDS: Record<Exclude<Language, "en">, Messages["support"]> = {
  es,
  de,
  fr,
  "pt-br": ptBr,
  ja,
};

type Key = keyof Messages["support"];

/** The not-found page's words: the shell's, which every page has. */
const SHELL: Record<Exclude<Language, "en">, Messages["shell"]> = {
  es: esShell,
  de: deShell,
  fr: frShell,
  "pt-br": ptBrShell,
  ja: jaShell,
};

/** Each page, with messages it must show. */
const PAGES: Array<{ path: string; keys: Key[] }> = [
  { path: "/about", keys: ["aboutTitle", "aboutMissionTitle", "aboutStory1", "statDigits"] },
  { path: "/contact", keys: ["contactTitle", "contactHeading", "contactFaq1Answer"] },
  { path: "/bug-report", keys: ["bugTitle", "bugTipsTitle", "bugWhatHappened"] },
  {
    path: "/help",
    keys: ["helpTitle", "helpPopularTitle", "helpFirstConversionTitle", "helpCurrency2"],
  },
  { path: "/faq", keys: ["faqTitle", "faqCategoryTechnical", "faqRubleAnswer1"] },
  { path: "/features", keys: ["featuresTitle", "featuresExactTitle", "featuresEverydayTitle"] },
  { path: "/privacy", keys: ["privacyTitle", "legalSummaryTitle", "privacySummary3"] },
  { path: "/terms", keys: ["termsTitle", "legalEnglishGoverns", "termsSummary5"] },
  { path: "/content-policy", keys: ["contentPolicyTitle", "contentPolicySummary1"] },
];

/** The page's <main>, where the page's own words and links are. */
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

/** The page's <title>, as text. */
const titleOf = (html: string) =>
  pageText(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "").trim();

/** Links of the page's content that stay on this site but leave its language. */
function unlocalizedLinks(html: string, language: Language): string[] {
  return [...mainOf(html).matchAll(/\bhref="(\/[^"]*)"/g)]
    .map((match) => match[1] ?? "")
    .filter((href) => !href.startsWith("//") && isLocalizedPath(href))
    .filter((href) => !new RegExp(`^/${language}(?:[/?#]|$)`).test(href));
}

/** Posts a form as a browser does without JavaScript, from an address of its own. */
function postForm(path: string, fields: Record<string, string>) {
  const byte = () => Math.floor(Math.random() * 256);
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}`,
      Origin: BASE,
    },
    body: new URLSearchParams(fields),
  });
}

describe("the support pages in every language", () => {
  it("are in the page's language, with no English left, and link within it", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const words = WORDS[language];
      for (const { path, keys } of PAGES) {
        const url = `/${language}${path}`;
        const response = await SELF.fetch(`${BASE}${url}`);
        expect(response.status, url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${languageInfo(language).tag}"`);
        const text = pageText(html);
        for (const key of keys) expect(text, `${url} ${key}`).toContain(words[key]);
        expect(untranslatedRuns(html), url).toEqual([]);
        expect(unlocalizedLinks(html, language), url).toEqual([]);
        expect(titleOf(html), url).toContain(words[keys[0]!]);
      }
    }
  });

  it("keep the English legal text, marked as English, below the summary", async () => {
    const html = await (await SELF.fetch(`${BASE}/de/privacy`)).text();
    expect(html).toMatch(/<article[^>]*lang="en"/);
    expect(pageText(html)).toContain("Information We Collect");
    // The English pages have no summary.
    const english = await (await SELF.fetch(`${BASE}/privacy`)).text();
    expect(english).not.toContain('id="legal-summary"');
    expect(english).not.toMatch(/<article[^>]*lang="en"/);
  });

  it("give the FAQ's structured data in the page's language", async () => {
    const html = await (await SELF.fetch(`${BASE}/fr/faq`)).text();
    const data = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(data).toContain(fr.faqWhatIsUnitwiseQuestion);
    expect(data).not.toContain("What is UnitWise?");
  });

  it("answer an unknown path with the not-found page in its language", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const response = await SELF.fetch(`${BASE}/${language}/no/such/page`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${languageInfo(language).tag}"`);
      expect(pageText(html)).toContain(SHELL[language].notFoundTitle);
      expect(untranslatedRuns(html), language).toEqual([]);
      expect(titleOf(html)).toBe(`${SHELL[language].notFoundTitle} | UnitWise`);
    }
  });
});

describe("the contact and bug-report forms without JavaScript", () => {
  it("refuse a bad value in the page's language and keep what was typed", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const words = WORDS[language];
      const contact = await postForm(`/${language}/contact`, {
        firstName: "Ada",
        email: "not-an-email",
        subject: "Hola",
        message: "Una pregunta",
      });
      expect(contact.status, language).toBe(400);
      const contactText = pageText(await contact.text());
      expect(contactText, language).toContain(words.formEmailInvalid);
      expect(contactText, language).not.toContain("Enter a valid email address");

      const bug = await postForm(`/${language}/bug-report`, {
        name: "Ada",
        email: "ada@example.com",
        whatHappened: "",
      });
      expect(bug.status, language).toBe(400);
      const bugText = pageText(await bug.text());
      expect(bugText, language).toContain(words.formWhatHappenedMissing);
    }
  });

  it("refuse a post that is not a form, or too large, in the page's language", async () => {
    const byte = () => Math.floor(Math.random() * 256);
    const post = (path: string, type: string, body: string) =>
      SELF.fetch(`${BASE}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": type,
          "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}`,
          Origin: BASE,
        },
        body,
      });
    const notAForm = await post("/de/contact", "text/plain", "Hallo");
    expect(notAForm.status).toBe(415);
    expect(pageText(await notAForm.text())).toContain(de.formNotAForm);
    const tooLarge = await post(
      "/ja/bug-report",
      "application/x-www-form-urlencoded",
      `whatHappened=${"x".repeat(200 * 1024)}`,
    );
    expect(tooLarge.status).toBe(413);
    expect(pageText(await tooLarge.text())).toContain(ja.formTooLarge);
  });

  it("store the message as the visitor wrote it", async () => {
    const email = `ana+${crypto.randomUUID()}@example.com`;
    const response = await postForm("/es/contact", {
      firstName: "Ana",
      email,
      subject: "Una pregunta",
      message: "¿Pueden añadir el palmo?",
    });
    expect(response.status).toBe(200);
    expect(pageText(await response.text())).toContain("Gracias, Ana");
    const row = await env.DB.prepare("SELECT subject, body FROM messages WHERE email = ?")
      .bind(email)
      .first<{ subject: string; body: string }>();
    expect(row).toEqual({ subject: "Una pregunta", body: "¿Pueden añadir el palmo?" });
  });
});
