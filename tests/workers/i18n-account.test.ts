import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountMenuHtml } from "~/accounts/account-menu-html.server";
import { authError } from "~/accounts/auth.server";
import { translator } from "~/i18n/messages.server";
import { isLocalizedPath, LANGUAGES, localizedPath, type Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages";
import en from "~/i18n/messages/en/account.json";
import es from "~/i18n/messages/es/account.json";
import de from "~/i18n/messages/de/account.json";
import fr from "~/i18n/messages/fr/account.json";
import ptBr from "~/i18n/messages/pt-br/account.json";
import ja from "~/i18n/messages/ja/account.json";
import enShell from "~/i18n/messages/en/shell.json";
import esShell from "~/i18n/messages/es/shell.json";
import deShell from "~/i18n/messages/de/shell.json";
import frShell from "~/i18n/messages/fr/shell.json";
import ptBrShell from "~/i18n/messages/pt-br/shell.json";
import jaShell from "~/i18n/messages/ja/shell.json";
import enMenu from "~/i18n/messages/en/menu.json";
import esMenu from "~/i18n/messages/es/menu.json";
import deMenu from "~/i18n/messages/de/menu.json";
import frMenu from "~/i18n/messages/fr/menu.json";
import ptBrMenu from "~/i18n/messages/pt-br/menu.json";
import jaMenu from "~/i18n/messages/ja/menu.json";
import { signIn, uniqueUsername } from "./helpers/auth";
import { untranslatedRuns } from "./helpers/untranslated";

// The account pages in every language (docs/decisions/080-languages.md): their words, their
// links, and their forms' refusals without JavaScript, in the page's language.

const BASE = "http://example.com";
type Words = Messages["account"];
const WORDS: Record<Language, Words> = { en, es, de, fr, "pt-br": ptBr, ja };
/** The menu's words: the signed-out ones every page has (shell), the signed-in ones (menu). */
const SHELL: Record<Language, Messages["shell"]> = {
  en: enShell,
  es: esShell,
  de: deShell,
  fr: frShell,
  "pt-br": ptBrShell,
  ja: jaShell,
};
const MENU: Record<Language, Messages["menu"]> = {
  en: enMenu,
  es: esMenu,
  de: deMenu,
  fr: frMenu,
  "pt-br": ptBrMenu,
  ja: jaMenu,
};
const OTHERS = LANGUAGES.filter((language) => language.code !== "en");

/** A client address of its own for each call, so rate limits never leak between calls. */
function newAddress() {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** A message's text as shown (its markup tags left out), escaped. */
const shown = (message: string, params: Record<string, string | number> = {}) =>
  escaped(
    message
      .replace(/<\/?\w+>/g, "")
      .replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)),
  );

function get(path: string, cookie?: string) {
  return SELF.fetch(`${BASE}${path}`, {
    headers: { "CF-Connecting-IP": newAddress(), ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
}

function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "CF-Connecting-IP": newAddress(),
      Origin: BASE,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** The page's <main>: the page's own words, without the frame's. */
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

/** Links and form targets of the site's pages that are not in `language`. */
function unlocalizedLinks(html: string, language: Language): string[] {
  const targets = [...html.matchAll(/<(?:a\b[^>]*\bhref|form\b[^>]*\baction)="(\/[^"]*)"/g)].map(
    (match) => match[1] ?? "",
  );
  return targets.filter(
    (target) => isLocalizedPath(target) && !new RegExp(`^/${language}(?:[/?#]|$)`).test(target),
  );
}

/** What every account page must be in `language`: its lang, its words, its links. */
async function expectPage(
  response: Response,
  language: (typeof LANGUAGES)[number],
  title: string,
  phrases: string[],
  { wholePage = true } = {},
) {
  expect(response.status, `${response.url}`).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<html lang="${language.tag}"`);
  expect(html).toContain(`<title>${escaped(title)} | UnitWise</title>`);
  for (const phrase of phrases) expect(html, `${response.url}: ${phrase}`).toContain(phrase);
  if (language.code !== "en") {
    expect(untranslatedRuns(wholePage ? html : mainOf(html)), response.url).toEqual([]);
    expect(unlocalizedLinks(mainOf(html), language.code), response.url).toEqual([]);
  }
  return html;
}

describe("the account pages in every language", () => {
  it("sign in, sign up and the number format: words, lang, head and links", async () => {
    for (const language of LANGUAGES) {
      const t = WORDS[language.code];
      const at = (path: string) => localizedPath(path, language.code);

      const login = await expectPage(await get(at("/login")), language, t.loginTitle, [
        shown(t.loginHeading),
        shown(t.fieldUsername),
        shown(t.loginSubmit),
        `href="${at("/register")}"`,
        // Once signed in, home in the page's language.
        `name="redirectTo" value="${at("/")}"`,
        // The header's menu: 'Sign in' and 'Sign up' lead to this language's pages.
        `href="${at("/login")}"`,
      ]);
      expect(login).toContain(escaped(t.loginNoAccount.replace(/<link>[\s\S]*/, "")));
      // The header's account menu, on a page that has the account area's words.
      const menu = /<details[\s\S]*?<\/details>/.exec(login)?.[0] ?? "";
      expect(menu).toContain(`title="${escaped(SHELL[language.code].menuAccount)}"`);
      expect(menu).toContain(shown(SHELL[language.code].menuSignUp));

      await expectPage(await get(at("/register")), language, t.registerTitle, [
        shown(t.registerHeading),
        shown(t.fieldFirstName),
        shown(t.fieldOptional),
        shown(t.registerUsernameHint, { min: 3, max: 32 }),
        shown(t.registerPasswordHint, { min: 8 }),
        `href="${at("/login")}"`,
      ]);

      await expectPage(await get(at("/number-format")), language, t.numberFormatTitle, [
        shown(t.numberFormatHeading),
        shown(t.numberFormatLabel),
        shown(t.numberFormatSave),
        `name="back" value="${at("/")}"`,
      ]);
    }
  });

  it("the signed-in pages: the account page, change password and delete account", async () => {
    const { cookie, user } = await signIn();
    for (const language of LANGUAGES) {
      const t = WORDS[language.code];
      const at = (path: string) => localizedPath(path, language.code);

      // The frame's account menu comes from the root (accountMenuHtml, checked below): the
      // pages' own words are checked here.
      await expectPage(await get(at("/account"), cookie), language, t.accountTitle, [
        shown(t.accountHeading),
        shown(t.accountSignedInAs, { name: "Test User", username: user.username }),
        shown(t.accountPreferencesEmpty),
        shown(t.accountFavouritesEmpty),
        shown(t.accountClear),
        `href="${at("/delete-account")}"`,
      ]);
      await expectPage(await get(at("/change-password"), cookie), language, t.changePasswordTitle, [
        shown(t.changePasswordIntro),
        shown(t.fieldCurrentPassword),
        shown(t.changePasswordHint, { min: 8 }),
        `action="${at("/change-password")}"`,
      ]);
      await expectPage(await get(at("/delete-account"), cookie), language, t.deleteTitle, [
        shown(t.deleteIntro),
        shown(t.deletePasswordHint),
        shown(t.deleteSubmit),
      ]);

      // The menu's signed-in items, in the page's language, with its links.
      const menu = await accountMenuHtml(user, language.code);
      for (const key of ["menuChangePassword", "menuYourAccount", "menuSignOut"] as const) {
        expect(menu).toContain(shown(MENU[language.code][key]));
      }
      expect(menu).toContain(`href="${at("/account")}"`);
      expect(menu).toContain(`action="${at("/logout")}"`);
      if (language.code !== "en") expect(untranslatedRuns(menu)).toEqual([]);
    }
  });

  it("sends signed-out visitors to sign in in the page's language, and back", async () => {
    for (const language of OTHERS) {
      const response = await get(`/${language.code}/account`);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(
        `/${language.code}/login?redirectTo=${encodeURIComponent(`/${language.code}/account`)}`,
      );
    }
    expect((await get("/account")).headers.get("Location")).toBe("/login?redirectTo=%2Faccount");
  });
});

describe("the account forms without JavaScript, in every language", () => {
  it("sign in and sign up refuse in the page's language", async () => {
    const { user } = await signIn();
    for (const language of LANGUAGES) {
      const t = WORDS[language.code];
      const at = (path: string) => localizedPath(path, language.code);

      const login = await postForm(at("/login"), { username: "someone", password: "" });
      expect(login.status).toBe(400);
      const loginHtml = await login.text();
      expect(loginHtml).toContain(`<html lang="${language.tag}"`);
      expect(loginHtml).toContain(shown(t.errorPasswordMissing));

      const short = await postForm(at("/register"), {
        username: "ab",
        password: "short",
        confirmPassword: "short",
      });
      expect(short.status).toBe(400);
      const shortHtml = await short.text();
      expect(shortHtml).toContain(shown(t.errorUsernameTooShort, { min: 3 }));
      expect(shortHtml).toContain(shown(t.errorPasswordTooShort, { min: 8 }));
      if (language.code !== "en") expect(untranslatedRuns(shortHtml)).toEqual([]);

      // A refusal of the account's rules (not the form's): the taken username.
      const taken = await postForm(at("/register"), {
        username: user.username,
        password: "a long and unusual passphrase",
        confirmPassword: "a long and unusual passphrase",
      });
      expect(taken.status).toBe(409);
      expect(await taken.text()).toContain(shown(t.errorUsernameTaken));
    }
  });

  it("says the account's refusals in the page's language, the API's in English", async () => {
    const refusal = authError(429, "errorTooManySignIns", { retryAfterSeconds: 300 });
    expect(refusal.message).toBe("Too many sign-in attempts. Please try again in about 5 minutes.");
    const german = refusal.in(await translator("de", "account"));
    expect(german.message).toBe(
      "Zu viele Anmeldeversuche. Bitte versuche es in etwa 5 Minuten erneut.",
    );
    expect(german.headers).toEqual({ "Retry-After": "300" });
    const taken = authError(409, "errorUsernameTaken", { fields: ["username"] });
    expect(taken.in(await translator("ja", "account")).fields).toEqual({
      username: ja.errorUsernameTaken,
    });
  });

  it("a new account goes on to sign in in its language", async () => {
    const response = await postForm("/fr/register", {
      username: uniqueUsername("fr"),
      password: "a long and unusual passphrase",
      confirmPassword: "a long and unusual passphrase",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr/login");
  });

  it("the signed-in forms and the number format refuse in the page's language", async () => {
    const { cookie } = await signIn();
    for (const language of LANGUAGES) {
      const t = WORDS[language.code];
      const at = (path: string) => localizedPath(path, language.code);

      const change = await postForm(
        at("/change-password"),
        {
          currentPassword: "whatever it is",
          newPassword: "a long and unusual passphrase",
          confirmPassword: "a different passphrase",
        },
        cookie,
      );
      expect(change.status).toBe(400);
      expect(await change.text()).toContain(shown(t.errorPasswordsDontMatch));

      const deletion = await postForm(at("/delete-account"), { password: "" }, cookie);
      expect(deletion.status).toBe(400);
      expect(await deletion.text()).toContain(shown(t.errorPasswordMissing));

      const clear = await postForm(at("/account"), { intent: "clear-everything" }, cookie);
      expect(clear.status).toBe(400);
      expect(await clear.text()).toContain(shown(t.errorClearWhat));

      const cleared = await postForm(at("/account"), { intent: "clear-history" }, cookie);
      expect(cleared.status).toBe(302);
      expect(cleared.headers.get("Location")).toBe(at("/account?cleared=clear-history"));
      const after = await get(at("/account?cleared=clear-history"), cookie);
      expect(await after.text()).toContain(shown(t.accountClearedHistory));

      const format = await postForm(at("/number-format"), { locale: "xx-NOPE", back: "" });
      expect(format.status).toBe(400);
      const formatHtml = await format.text();
      expect(formatHtml).toContain(shown(t.numberFormatUnknown, { tag: "xx-NOPE" }));
      if (language.code !== "en") expect(untranslatedRuns(formatHtml)).toEqual([]);
    }
  });

  it("signing out goes home in the page's language", async () => {
    const { cookie } = await signIn();
    const response = await postForm("/ja/logout", {}, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ja");
  });
});

describe("a redirect's one-shot message", () => {
  it("is in the page's language for visitors, and English on English pages", async () => {
    const flashOf = async (path: string) =>
      (
        await SELF.fetch(`http://example.com${path}`, {
          headers: { Cookie: "unitwise_flash=logged-out" },
        })
      ).text();
    expect(await flashOf("/de")).toContain("Erfolgreich abgemeldet");
    expect(await flashOf("/ja")).toContain("ログアウトしました");
    expect(await flashOf("/")).toContain("Logged out successfully");
  });
});
