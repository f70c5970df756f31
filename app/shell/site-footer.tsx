import { Container } from "~/components/ui/container";
import { Logo } from "~/components/logo";
import { localizedPath, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";
import { LanguageList } from "~/i18n/language-links";

const COLUMNS = [
  {
    title: "footerConverters",
    links: [
      { to: "/length-converter", label: "navLength" },
      { to: "/weight-converter", label: "navWeight" },
      { to: "/temperature-converter", label: "navTemperature" },
      { to: "/volume-converter", label: "navVolume" },
      { to: "/area-converter", label: "footerArea" },
      { to: "/currency-converter", label: "footerCurrency" },
    ],
  },
  {
    title: "footerCompany",
    links: [
      { to: "/about", label: "footerAbout" },
      { to: "/blog", label: "footerBlog" },
      { to: "/features", label: "footerFeatures" },
      { to: "/contact", label: "footerContact" },
    ],
  },
  {
    title: "footerSupport",
    links: [
      { to: "/help", label: "footerHelp" },
      { to: "/faq", label: "footerFaq" },
      { to: "/api", label: "footerApi" },
      { to: "/bug-report", label: "footerBug" },
    ],
  },
  {
    title: "footerLegal",
    links: [
      { to: "/privacy", label: "footerPrivacy" },
      { to: "/terms", label: "footerTerms" },
      { to: "/content-policy", label: "footerContentPolicy" },
    ],
  },
] as const;

type NavLabel = Extract<(typeof COLUMNS)[number]["links"][number]["label"], `nav${string}`>;
type FooterLabel = Exclude<(typeof COLUMNS)[number]["links"][number]["label"], NavLabel>;

const linkClass =
  "text-sm text-slate-600 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-300";

/**
 * Marks the 'Cookie Settings' links: with JavaScript they forget the stored choice and reload so
 * the banner asks again (footer.tsx); without it they lead to the privacy policy's cookie section.
 */
export const COOKIE_SETTINGS_ATTRIBUTE = "data-cookie-settings";
const cookieSettings = { [COOKIE_SETTINGS_ATTRIBUTE]: "" };

/**
 * The site's footer, rendered on the server only (shell-html.server.tsx): it never changes in
 * the browser, so the page gets its markup and none of its code. Its links are plain anchors,
 * which footer.tsx hands to the router.
 */
export function SiteFooter({
  year,
  t,
  nav,
  language,
}: {
  year: number;
  t: Translate<"frame">;
  /** the header's words, which the footer shares (converter names, the logo's label) */
  nav: Translate<"shell">;
  language: Language;
}) {
  const to = (path: string) => localizedPath(path, language);
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <Container className="py-12">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-1">
            <Logo plain href={to("/")} label={nav("logoHome")} />
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t("footerTagline")}</p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
                {t(column.title)}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <a href={to(link.to)} className={linkClass}>
                      {link.label.startsWith("nav")
                        ? nav(link.label as NavLabel)
                        : t(link.label as FooterLabel)}
                    </a>
                  </li>
                ))}
                {column.title === "footerLegal" && (
                  <li>
                    <a href={to("/privacy#cookies")} {...cookieSettings} className={linkClass}>
                      {t("footerCookieSettings")}
                    </a>
                  </li>
                )}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-6 text-sm text-slate-600 md:flex-row md:items-center md:justify-between dark:border-slate-800 dark:text-slate-300">
          <p>
            {t("footerCookies")}{" "}
            <a
              href={to("/privacy#cookies")}
              {...cookieSettings}
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              {t("footerManageCookies")}
            </a>
          </p>
          <p>{t("footerCopyright", { year })}</p>
        </div>
        <LanguageList current={language} label={t("language")} />
      </Container>
    </footer>
  );
}
