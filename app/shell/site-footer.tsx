import { Container } from "~/components/ui/container";
import { Logo } from "~/components/logo";

const COLUMNS = [
  {
    title: "Converters",
    links: [
      { to: "/length-converter", label: "Length" },
      { to: "/weight-converter", label: "Weight" },
      { to: "/temperature-converter", label: "Temperature" },
      { to: "/volume-converter", label: "Volume" },
      { to: "/area-converter", label: "Area" },
      { to: "/currency-converter", label: "Currency" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/blog", label: "Blog" },
      { to: "/features", label: "Features" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/help", label: "Help Center" },
      { to: "/faq", label: "FAQ" },
      { to: "/api", label: "API Documentation" },
      { to: "/bug-report", label: "Report a Bug" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/content-policy", label: "Content Policy" },
    ],
  },
] as const;

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
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950">
      <Container className="py-12">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-1">
            <Logo plain />
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
              Free, exact unit conversions for students, engineers, cooks and everyone else.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
                {column.title}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <a href={link.to} className={linkClass}>
                      {link.label}
                    </a>
                  </li>
                ))}
                {column.title === "Legal" && (
                  <li>
                    <a href="/privacy#cookies" {...cookieSettings} className={linkClass}>
                      Cookie Settings
                    </a>
                  </li>
                )}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-slate-200 pt-6 text-sm text-slate-600 md:flex-row md:items-center md:justify-between dark:border-slate-800 dark:text-slate-300">
          <p>
            We use cookies only with your consent.{" "}
            <a
              href="/privacy#cookies"
              {...cookieSettings}
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              Manage Cookie Settings
            </a>
          </p>
          <p>© {year} UnitWise. All rights reserved.</p>
        </div>
      </Container>
    </footer>
  );
}
