import { categories, converters } from "@unitwise/units";
import { filterByQuery } from "../utils/text-search";
import type { ApiLimits } from "./legal/facts";
import type { ContentLink } from "./faq";

/**
 * The help center's articles (docs/product.md#help-center). They are static and open in place on
 * /help rather than on pages of their own. Bodies are data (paragraphs, lists, numbered steps,
 * code), never HTML, so nothing here is ever injected as markup.
 */

export type HelpBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "steps"; items: string[] }
  | { kind: "list"; items: string[] }
  | { kind: "code"; text: string };

interface HelpArticle {
  /** stable and unique: used for element ids and anchors */
  id: string;
  title: string;
  description: string;
  body: HelpBlock[];
  popular?: boolean;
  links?: ContentLink[];
}

export interface HelpCategory {
  id: string;
  name: string;
  description: string;
  articles: HelpArticle[];
}

const p = (text: string): HelpBlock => ({ kind: "paragraph", text });
const steps = (...items: string[]): HelpBlock => ({ kind: "steps", items });
const list = (...items: string[]): HelpBlock => ({ kind: "list", items });
const code = (text: string): HelpBlock => ({ kind: "code", text });

/** The categories and their articles, stating the API's `limits` (the request's settings). */
export const helpCategories = (limits: ApiLimits): HelpCategory[] => [
  {
    id: "getting-started",
    name: "Getting Started",
    description: "Your first conversion and finding your way around.",
    articles: [
      {
        id: "first-conversion",
        popular: true,
        title: "Your first conversion",
        description: "Pick a converter, enter a value and read the result in seconds.",
        body: [
          steps(
            `Open a converter: the header links to Length, Weight, Temperature and Volume, and the home page lists all ${converters.length} converters by category.`,
            "Type the value you have in the From box.",
            "Choose the unit you have and the unit you want.",
            "Read the result: it updates as you type. Use the swap button to convert the other way, or the reset button to go back to 1.",
          ),
          p("No account is needed for any of this, and converting is free."),
        ],
        links: [{ href: "/length-converter", label: "Open the Length Converter" }],
      },
      {
        id: "find-converter",
        popular: true,
        title: "Finding the right converter",
        description: "Search by converter name, unit name or symbol, or browse the categories.",
        body: [
          p(
            'Select Search in the header, or press Ctrl+K (⌘K on a Mac), and start typing. You can type the name of a converter, a category or a unit: "psi" finds the Pressure Converter and "kelvin" the Temperature Converter.',
          ),
          p(
            "To browse instead, scroll the home page: every category lists its converters with a short description.",
          ),
        ],
        links: [{ href: "/", label: "Browse all converters" }],
      },
      {
        id: "categories-overview",
        title: "What the categories contain",
        description: `From everyday measurements to radiology: an overview of all ${converters.length} converters.`,
        body: [
          p(`The converters are grouped in ${categories.length} categories:`),
          list(...categories.map((category) => `${category.name} — ${category.description}`)),
        ],
      },
      {
        id: "is-it-free",
        title: "Free, with no sign-up",
        description: "What you can do without an account, and what an account adds.",
        body: [
          p(
            "Every converter, the search, the help center and the public API are free and need no account.",
          ),
          p(
            "An account is optional. It saves your preferences so they are there when you sign in, on any device.",
          ),
        ],
        links: [{ href: "/register", label: "Create an optional account" }],
      },
    ],
  },
  {
    id: "using-converters",
    name: "Using Converters",
    description: "Entering values, reading results and choosing the right unit.",
    articles: [
      {
        id: "free-text-queries",
        popular: true,
        title: "Typing a conversion as text",
        description: 'Write "5 ft 3 in to cm" and let UnitWise work out the rest.',
        body: [
          p("UnitWise understands conversions written as plain text. A few examples that work:"),
          list(
            "5 ft 3 in to cm: mixed feet and inches are added up first (160.02 cm).",
            "100 km/h in mph, 212 F to C, 3/8 inch to mm.",
            "how many ml in a cup",
            "255 to hex, 1994 to roman",
            "hello world to snake case",
          ),
          p(
            "Units can be written as symbols, names or plurals, in any letter case. When a word could mean two units, such as gallon, the US unit is used unless you say otherwise.",
          ),
          p(
            "The box also calculates with units, exactly: 3 kWh/100km to J/m (108 J/m), 60 mph * 2 h (193.12128 km), 5 ft + 3 in to cm, 1.2345 h to h min s, 0.4 in to 1/16 in. Units that don't agree are refused, naming both. The Calculator page (/calculator) does the same, with examples and a list of what it understands; with personalization allowed, it lists your last 20 calculations, each one click from its answer.",
          ),
        ],
      },
      {
        id: "entering-numbers",
        title: "Entering numbers: fractions, separators and negatives",
        description: "Which number formats the converters read, and which they refuse.",
        body: [
          p("Besides plain numbers such as 12 or -98.6, the converters read:"),
          list(
            "Thousands separators in groups of three: 1,234.5",
            "Fractions and mixed numbers: 3/8, 1 1/2, ½",
            "Exponents: 1e3 for 1000, 2.5e-4 for 0.00025",
          ),
          p(
            'Numbers are read the way your locale writes them, from your browser\'s languages or your choice under Number format: "1.5" and "1,5" are both one and a half, "1.234,5", "1 234,5" and "12,34,567" are read by their signs, and where a sign could mean either ("1,500" in German) the converter says how it read it. While the value is not a number, the result stays empty.',
          ),
        ],
        links: [{ href: "/number-format", label: "Choose your number format" }],
      },
      {
        id: "precision",
        title: "Precision and scientific notation",
        description: "Why results show 15 significant digits, and how to read 1.5e-7.",
        body: [
          p(
            "Conversions are exact: factors come from the definitions of the units (SI Brochure 2019, NIST SP 811, the 1959 yard and pound agreement) and the arithmetic uses exact fractions. The result is rounded once, for display, to 15 significant digits by default; you can choose a different precision.",
          ),
          p(
            "Numbers of 10¹⁵ and more, or smaller than 0.000001, are shown in scientific notation: 9.4607304725808e15 means 9.4607304725808 × 10¹⁵. Trailing zeros are dropped, so an exact result like 0.3048 shows just those digits.",
          ),
        ],
      },
      {
        id: "unit-variants",
        title: "US, imperial and other unit variants",
        description: "Gallons, tons, calories and Btu come in several sizes: pick the right one.",
        body: [
          p(
            "Some unit names mean different amounts in different systems. UnitWise lists each variant separately and labels it:",
          ),
          list(
            "Gallon: US 3.785411784 L, imperial 4.54609 L (and the same split for pints, quarts, cups and fluid ounces).",
            "Ton: short ton 2,000 lb, long ton 2,240 lb, metric ton (tonne) 1,000 kg.",
            "Calorie: thermochemical 4.184 J or International Table 4.1868 J.",
            "Foot: the international foot is exactly 0.3048 m; the US survey foot is 1200/3937 m.",
          ),
          p("If two tools disagree, check first that they use the same variant."),
        ],
      },
      {
        id: "currency",
        popular: true,
        title: "Currency conversions and their rates",
        description: "Where the exchange rates come from and why they are not live.",
        body: [
          p(
            "The Currency Converter uses the euro reference rates the European Central Bank publishes each working day, fetched shortly after publication; the converter shows their date next to every result and a chart of the last 30 days for the pair you choose. The rates are dated, not live: they are good for estimates, not for payments or trading.",
          ),
          p(
            "The ECB has published no rate for the Russian ruble (RUB) since March 2022, so conversions to or from RUB have no result.",
          ),
        ],
        links: [{ href: "/currency-converter", label: "Open the Currency Converter" }],
      },
    ],
  },
  {
    id: "mobile-desktop",
    name: "Mobile & Desktop",
    description: "Installing UnitWise and using it offline.",
    articles: [
      {
        id: "install-phone",
        popular: true,
        title: "Installing UnitWise on your phone",
        description: "Add UnitWise to your home screen so it opens like an app.",
        body: [
          p("UnitWise is a progressive web app, so it installs from the browser:"),
          steps(
            "Android (Chrome): open UnitWise, tap the ⋮ menu, then Install app or Add to Home screen.",
            "iPhone and iPad (Safari): open UnitWise, tap the Share button, then Add to Home Screen.",
            "Open UnitWise from its new icon: it runs in its own window, without the browser's address bar.",
          ),
        ],
      },
      {
        id: "install-desktop",
        title: "Installing UnitWise on your computer",
        description: "Run UnitWise in its own window on Windows, macOS, Linux or ChromeOS.",
        body: [
          steps(
            "Open UnitWise in Chrome or Edge.",
            "Select the install icon at the right of the address bar, or open the browser menu and choose the option to install UnitWise.",
            "Confirm. UnitWise opens in its own window and appears with your other apps.",
          ),
          p(
            "To remove it later, open the installed app's menu and choose Uninstall, as for any other app.",
          ),
        ],
      },
      {
        id: "offline",
        title: "Using UnitWise offline",
        description: "What keeps working when you lose your connection.",
        body: [
          p(
            "A converter page you have opened once keeps converting without a connection, installed or not, so open the ones you need before you board a plane or go down to a basement workshop. Pages you have not opened yet need a connection.",
          ),
          p(
            "Anything that has to reach our server needs a connection: signing in, the contact and bug-report forms, and the API.",
          ),
        ],
      },
      {
        id: "keyboard",
        title: "Keyboard shortcuts and accessibility",
        description: "Move around UnitWise quickly without a mouse.",
        body: [
          list(
            "Ctrl+K (⌘K on a Mac) opens the search; Escape closes it.",
            'Tab moves between controls; the first press offers "Skip to content".',
            "Enter or Space opens and closes questions and articles like this one.",
          ),
          p(
            "The theme button in the header switches between light and dark mode, and your choice is remembered in this browser.",
          ),
        ],
      },
    ],
  },
  {
    id: "api-integration",
    name: "API & Integration",
    description: "Use UnitWise conversions in your own code.",
    articles: [
      {
        id: "api-quick-start",
        popular: true,
        title: "API quick start",
        description: "Make your first request to the free public JSON API: no key needed.",
        body: [
          p(
            "The API lives under /api on this site and needs no key or account. Convert a value with a GET request:",
          ),
          code("GET /api/convert?value=5&from=ft&to=m"),
          p("The answer is JSON:"),
          code(
            '{\n  "result": "1.524",\n  "fromValue": 5,\n  "fromUnit": "foot",\n  "toValue": 1.524,\n  "toUnit": "meter",\n  "formula": "multiply the value by 0.3048",\n  "converter": "length-converter"\n}',
          ),
          p(
            "Units may be given by id, symbol or name. Add &precision=N for N significant digits (1 to 30; 15 by default).",
          ),
        ],
        links: [{ href: "/api", label: "Full API documentation" }],
      },
      {
        id: "api-endpoints",
        title: "Endpoints at a glance",
        description: "The four endpoints of the API and what each returns.",
        body: [
          list(
            "GET /api/categories: every category with its number of converters.",
            "GET /api/converters: every converter with its id, name, description, category and unit ids.",
            "GET /api/converters/{id}: one converter with all its units, e.g. /api/converters/length.",
            "GET or POST /api/convert: a conversion, from query parameters or a JSON body.",
          ),
          p("A POST body looks like this:"),
          code('{ "value": 5, "fromUnit": "ft", "toUnit": "m" }'),
        ],
        links: [{ href: "/api", label: "Full API documentation" }],
      },
      {
        id: "api-free-text",
        title: "Converting free text through the API",
        description: 'Send "5 ft 3 in to cm" as it is and get the answer back.',
        body: [
          p(
            "Instead of value and units, send a query. With GET, use the q parameter (URL-encoded):",
          ),
          code("GET /api/convert?q=5%20ft%203%20in%20to%20cm"),
          p("With POST, send it as JSON:"),
          code('{ "query": "5 ft 3 in to cm" }'),
        ],
      },
      {
        id: "api-limits-errors",
        title: "Rate limits and errors",
        description: "How the limits work and how to handle errors cleanly.",
        body: [
          p(
            `Each client (its IP address; an IPv6 client by its /64 network) may make ${limits.perSecond.toLocaleString("en-US")} requests per second and ${limits.perHour.toLocaleString("en-US")} per hour; a batch conversion counts as one request per 10 items. Every answer says where you stand in its RateLimit-Policy and RateLimit headers; over a limit the answer is 429 Too Many Requests with a Retry-After header giving the seconds to wait. GET answers carry an ETag: send it back in If-None-Match and an unchanged answer is a 304 with no body. The API can be called from any website: its responses allow cross-origin requests.`,
          ),
          p(
            "Errors come back as JSON with a message that names the problem, and an HTTP status: 400 for a request that cannot be answered (an unknown unit, a missing value) and 404 for an unknown converter. For example:",
          ),
          code(
            '{ "error": "Unknown unit \\"blorp\\": use a unit id, symbol or name (GET /api/converters/{id} lists them)" }',
          ),
        ],
      },
    ],
  },
  {
    id: "account-settings",
    name: "Account & Settings",
    description: "Optional accounts, theme and privacy choices.",
    articles: [
      {
        id: "create-account",
        title: "Creating an account",
        description: "Sign up in under a minute to save your preferences.",
        body: [
          steps(
            "Open the sign-up page.",
            "Choose a username and a password; enter the password twice. Your name and email are optional.",
            "Submit, then sign in with your new username and password.",
          ),
          p("An account only saves your preferences: everything else works without one."),
        ],
        links: [{ href: "/register", label: "Sign up" }],
      },
      {
        id: "sign-in",
        title: "Signing in and out",
        description: "Use your account on any device.",
        body: [
          p(
            "Sign in on the sign-in page with your username and password. To sign out, use the account menu in the header.",
          ),
        ],
        links: [{ href: "/login", label: "Sign in" }],
      },
      {
        id: "theme",
        title: "Light and dark theme",
        description: "Switch the look of UnitWise and keep it that way.",
        body: [
          p(
            "Select the theme button in the header: a moon switches to dark mode, a sun back to light. The choice is remembered in this browser and applied before the page appears.",
          ),
        ],
      },
      {
        id: "cookie-preferences",
        title: "Cookie and privacy preferences",
        description: "Choose which optional cookies UnitWise may use, and change your mind later.",
        body: [
          p(
            "On your first visit a banner asks for your choice. Accept All allows analytics, marketing and personalization cookies; Reject All keeps only the necessary ones; Customize lets you choose each kind.",
          ),
          p(
            "Analytics and ads are used only with your consent. To choose again, select Cookie Settings at the bottom of any page.",
          ),
        ],
        links: [{ href: "/privacy", label: "Privacy Policy" }],
      },
    ],
  },
];

export type HelpArticleInCategory = HelpArticle & { category: string };

/** Every article once, in page order, with the name of its category. */
export const helpArticles = (limits: ApiLimits): HelpArticleInCategory[] =>
  helpCategories(limits).flatMap((category) =>
    category.articles.map((article) => ({ ...article, category: category.name })),
  );

/**
 * The articles whose title or description contains the query (docs/product.md#search-rules); all of
 * them for "".
 */
export function searchHelpArticles(
  query: string,
  articles: readonly HelpArticleInCategory[],
): HelpArticleInCategory[] {
  return filterByQuery(articles, query, (article) => [article.title, article.description]);
}
