import { Suspense, useMemo, type ReactNode } from "react";
import { pagePath, requestUrl } from "~/utils/request-url";
import { RootDataProvider } from "~/utils/root-data";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
  type RouterContextProvider,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { CookieConsent } from "~/shell/cookie-consent";
import { cookieBannerHtml } from "~/shell/cookie-banner-html.server";
import { FlashMessage } from "~/shell/flash-message";
import { useNonce } from "./components/nonce";
import { Footer } from "~/shell/footer";
import { ServiceWorkerRegistration } from "~/shell/service-worker";
import { SiteHeader } from "~/shell/site-header";
import { Toaster } from "~/shell/toaster";
import { ThirdPartyTags } from "~/shell/third-party-tags";
import { sessionMiddleware } from "./pipeline/session.server";
import { bootstrapScript } from "~/shell/bootstrap-script";
import { ScrollRestoration } from "~/shell/scroll-restoration";
import { takeFlash } from "./utils/flash.server";
import { flashIn } from "~/accounts/flash-words.server";
import { getUser } from "~/accounts/session.server";
import { accountMenuHtml, signedOutMenuHtml } from "~/accounts/account-menu-html.server";
import { usePageViews } from "~/shell/use-page-views";
import { thirdPartyConfig } from "~/shell/third-party";
import { announcementHtml, siteFooterHtml } from "~/shell/shell-html.server";
import { navigationHtml } from "~/shell/navigation-html.server";
import { sendHtml } from "./utils/sent-html.server";
import { ServerHtml } from "./components/server-html";
import { getSiteSettings } from "~/settings/settings.server";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { numberSymbols } from "@unitwise/units";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { AdSlots, type AdsOnPages } from "~/ads/ad-slots";
import { loadShownAdSlots } from "~/ads/slots.server";
import { cloudflareContext, getDatabase } from "./server-context";
import { deferred } from "./components/deferred";
import { announcementId } from "~/settings/schemas";
import { gaEventsFor } from "~/analytics/events.server";
import { KeptSync } from "~/me/kept-sync";
import { languageInfo, languageOfPath, type Language } from "~/i18n/languages";
import { messagesFor } from "~/i18n/messages.server";
import { LocalizationProvider, type Localization } from "~/i18n/localization";
import type { Messages } from "~/i18n/messages";
import { languageMenuHtml, languageOffersHtml } from "~/i18n/language-links.server";
import { BareDocument, isBarePage } from "~/shell/bare-document";

/** Session lookups (sliding renewal, stale cookies) and flash messages, on every request. */
export const middleware: Route.MiddlewareFunction[] = [sessionMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(cloudflareContext);
  const { announcement, appearance, ads } = getSiteSettings(context, env);
  const thirdParty = thirdPartyConfig(env, ads);
  const user = await getUser(request, context);
  const url = requestUrl(request);
  const language = languageOfPath(url.pathname);
  const numberLocale = requestNumberLocale(request);
  return {
    // The page's language, from its URL (decision 080), and the words of the frame in it.
    language,
    messages: await messagesFor(language, user ? ["shell", "menu"] : ["shell"]),
    // The switcher, and on English pages the other languages' offers, as HTML (decision 080).
    languageMenu: sendHtml(
      context,
      `language-menu\u0000${language}`,
      await languageMenuHtml(language),
    ),
    languageOffers:
      language === "en" ? sendHtml(context, "language-offers", await languageOffersHtml()) : null,
    // The header's navigation, as HTML with the current page's link marked (decision 100).
    navigation: await navigationData(context, language, pagePath(url.pathname)),
    // The cookie banner for the first paint, shown by the inline script when no choice is stored.
    cookieBanner: sendHtml(
      context,
      `cookie-banner\u0000${language}`,
      await cookieBannerHtml(language),
    ),
    // The Settings tab's banner (null when off), as HTML (decision 049), and the theme of
    // visitors who chose none.
    announcement: announcement.enabled ? await announcementData(announcement, language) : null,
    defaultTheme: appearance.defaultTheme,
    // The locale numbers are read and written in (decision 053), and its signs, so the browser
    // need not start Intl to write them (use-number-locale.ts).
    numberLocale,
    numberSymbols: numberSymbols(numberLocale),
    // Canonical and Open Graph URLs are absolute: pages read the origin from here.
    origin: url.origin,
    thirdParty,
    // The AdSense tab's enabled slots, for the pages that show ads (null: no publisher id).
    ads: thirdParty.adsenseClientId
      ? ({
          client: thirdParty.adsenseClientId,
          slots: await loadShownAdSlots(getDatabase(context), getCatalogue(context).version),
        } satisfies AdsOnPages)
      : null,
    // The Analytics tab's enabled GA events (null while GA is not configured): decision 047.
    gaEvents: await gaEventsFor(context),
    // The account menu's user (null when signed out) and its signed-in items, as HTML
    // (decision 049).
    user,
    accountMenu: user
      ? await accountMenuHtml(user, language)
      : sendHtml(context, `signed-out\u0000${language}`, await signedOutMenuHtml(language)),
    flash: await flashIn(takeFlash(request, context), language),
    // The footer, as HTML: it never changes in the browser (decision 049), and a document's data
    // leaves it out, since its body has it (decision 056).
    footer: await footerData(context, language),
  };
}

async function footerData(context: Readonly<RouterContextProvider>, language: Language) {
  const footer = await siteFooterHtml(language);
  return sendHtml(context, `footer\u0000${language}\u0000${footer.year}`, footer.html);
}

async function navigationData(
  context: Readonly<RouterContextProvider>,
  language: Language,
  pathname: string,
) {
  const { identity, bar, menu } = await navigationHtml(language, pathname);
  return {
    bar: sendHtml(context, `${identity}\u0000bar`, bar),
    menu: sendHtml(context, `${identity}\u0000menu`, menu),
  };
}

async function announcementData(
  setting: { text: string; link: string | null },
  language: Language,
) {
  const announcement = { id: announcementId(setting), text: setting.text, link: setting.link };
  return { id: announcement.id, html: await announcementHtml(announcement, language) };
}

// The root's data (origin, tag configuration) only changes with the session, and sessions
// change through form submissions: plain navigations, such as live search updating the URL,
// need not reload it.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Another language's page is another document (/language, or a link with hreflang).
  return formMethod ? defaultShouldRevalidate : false;
}

/**
 * The messages the root's and the page's loaders sent (decision 080), the same object while the
 * matches are, so the words' functions (useT) stay the same between renders.
 */
function useLocalization(language: Language): Localization {
  const matches = useMatches();
  return useMemo(
    () => ({
      language,
      messages: Object.assign(
        {},
        ...matches.map(
          (match) => (match.data as { messages?: Partial<Messages> } | null)?.messages,
        ),
      ) as Partial<Messages>,
    }),
    [language, matches],
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const defaultTheme = rootData?.defaultTheme ?? "light";
  const language = rootData?.language ?? "en";
  const localization = useLocalization(language);
  if (isBarePage(useMatches())) return <BareDocument nonce={nonce}>{children}</BareDocument>;
  return (
    // The bootstrap script sets the theme (the visitor's, else the default) before hydration;
    // without JavaScript the default "dark" still shows.
    <html
      lang={languageInfo(language).tag}
      className={defaultTheme === "dark" ? "dark" : undefined}
      style={defaultTheme === "dark" ? { colorScheme: "dark" } : undefined}
      data-default-theme={defaultTheme}
      data-announcement={rootData?.announcement?.id}
      data-account-language={rootData?.user?.language ?? undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5bd3" />
        {/* Browsers hide nonce values from the DOM, so the client never sees the server's. The
            script has run before hydration: its text stays out of the client bundle. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? bootstrapScript : "" }}
        />
        {rootData?.ads ? (
          // AdSense's site verification: the publisher id, never markup of the operator's.
          <meta name="google-adsense-account" content={rootData.ads.client} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <RootDataProvider value={rootData}>
          <LocalizationProvider value={localization}>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
            >
              {localization.messages.shell?.skipToContent}
            </a>
            {rootData?.announcement ? <ServerHtml html={rootData.announcement.html} /> : null}
            <SiteHeader
              user={rootData?.user ?? null}
              accountMenuHtml={rootData?.accountMenu ?? ""}
              languageMenuHtml={rootData?.languageMenu ?? ""}
              navigation={rootData?.navigation ?? { bar: "", menu: "" }}
            />
            <main id="main" className="flex-1">
              <FlashMessage flash={rootData?.flash ?? null} />
              {children}
            </main>
            <Footer html={rootData?.footer ?? ""} />
            {rootData?.languageOffers ? <ServerHtml html={rootData.languageOffers} /> : null}
            {rootData?.cookieBanner ? <ServerHtml html={rootData.cookieBanner} /> : null}
            <CookieConsent />
            <Toaster />
            <ServiceWorkerRegistration />
            <KeptSync userId={rootData?.user?.id ?? null} />
            {rootData && (
              <ThirdPartyTags
                config={rootData.thirdParty}
                adSlots={rootData.ads?.slots.length ?? 0}
              />
            )}
          </LocalizationProvider>
        </RootDataProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The page, between the header and footer ad slots (error pages, rendered instead, have none). */
export default function App() {
  usePageViews(useRouteLoaderData<typeof loader>("root")?.gaEvents);
  if (isBarePage(useMatches())) return <Outlet />;
  return (
    <>
      <AdSlots placement="header" />
      <AdSlots placement="mobile" />
      <Outlet />
      <AdSlots placement="footer" />
    </>
  );
}

// The error pages' code loads only where one is shown (decision 049).
const RouteError = deferred(() => import("./components/route-error"));

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}
