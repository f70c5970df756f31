import {
  ACCOUNT_DELETION_DAYS,
  CHANGE_NOTICE_DAYS,
  LEGAL_LAST_UPDATED,
  MINIMUM_AGE,
  PRIVACY_EMAIL,
} from "./facts";
import type { LegalDocument } from "./types";

const email = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;

/**
 * What UnitWise counts itself (docs/decisions/047-first-party-analytics.md). The site shows it
 * nowhere else; a test keeps the sentence in the policy.
 */
export const FIRST_PARTY_COUNTS =
  "**Usage totals, without cookies.** UnitWise counts page views, conversions, searches and API calls as daily totals: the day, the page, converter or API endpoint, and a number. We store no cookie, IP address, user id or anything else that could identify you with them. When a search finds nothing, its text is kept (without anything identifying, and never when it looks like an email address, a web address or a long number such as a phone number) so that we can add the units people look for.";

/**
 * The privacy policy (docs/product.md#legal-pages). Every statement must stay true of the product:
 * when storage, cookies, providers or retention change, change this text in the same commit.
 */
export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  description:
    "What UnitWise collects, why, who processes it, how long it is kept, which cookies and browser storage it uses, and the rights and choices you have.",
  path: "/privacy",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      body: [
        'UnitWise ("UnitWise", "we", "us") is a free unit-conversion website. You can use every converter, read the blog, the help center and the FAQ, and call the public API without creating an account or telling us who you are.',
        "This Privacy Policy explains what information we handle when you use UnitWise, meaning the website, its public JSON API at [/api](/api) and the installable web app, why we handle it, who else processes it on our behalf, how long we keep it, and the rights and choices you have. It should be read together with our [Terms of Service](/terms) and [Content Policy](/content-policy).",
        {
          type: "note",
          text: "**In short:** converting needs no account. Analytics and advertising tags are loaded only if the site's operator has switched them on **and** you have agreed to them; until then, nothing from them runs in your browser. We do not sell personal information.",
        },
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      body: [
        { type: "subheading", text: "Information you give us" },
        {
          type: "list",
          items: [
            "**Account details.** Accounts are optional and only save your preferences. If you create one, we store your username and your password (as a one-way hash, never in readable form) and, only if you choose to give them, your first name, last name and email address, together with the preferences you save: the units and precision you last used on each converter, your last 20 conversions, your last 20 calculations on the [calculator](/calculator) and your favourites (see [Cookies and Browser Storage](#cookies) for when they are recorded).",
            "**Messages and bug reports.** When you use the [contact form](/contact) or [report a bug](/bug-report), we store your name, email address, subject and message and, for a bug report, the address of the page you are reporting, so that we can read and answer it.",
            "**Email.** If you write to us, we keep your email and our reply.",
          ],
        },
        { type: "subheading", text: "Information collected automatically" },
        {
          type: "list",
          items: [
            "**Technical request data.** Like every website, UnitWise receives technical information with each request: your IP address, the page or API endpoint requested, the time, and your browser's user-agent string. Our hosting provider, Cloudflare, processes it to deliver pages, to protect the service against attacks and abuse, and to keep short-lived operational logs that we use to find and fix errors. We do not use it to identify you or to build a profile of you.",
            "**Your IP address, for our limits.** To keep sign-in, sign-up, the contact and bug-report forms and the API within their limits, UnitWise itself keeps your IP address (an IPv6 address by its /64 network) with a count of your requests for the length of the limit's window: 15 minutes for sign-in, an hour for sign-up, the forms and the API. The API's counts are deleted when their window ends; the others with the first request any limit counts after it. We use these counts for nothing else.",
            "**Session information.** When you sign in, we create a session: a random token kept in a cookie in your browser, of which our server stores only a hash (see [Cookies and Browser Storage](#cookies)).",
            `${FIRST_PARTY_COUNTS} No cookie or browser storage is used for this, and nothing in these totals is about a person, so no consent is asked for it.`,
            "**Analytics and advertising data, only with your consent.** If, and only if, you accept analytics or marketing cookies, Google Analytics 4 or Google AdSense may collect information about your visit (see [Advertising and Analytics Providers](#advertising-and-analytics)).",
          ],
        },
        { type: "subheading", text: "Information we do not collect" },
        "We do not ask for sensitive information such as health data, precise location or government identifiers. UnitWise is free and never asks for payment details. The converter guides on our pages are drafted by AI models running on Cloudflare Workers AI from information about converters and units; no information about you is sent to them.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How We Use Information",
      body: [
        "We use personal information only for the purposes below. Where the EU or UK General Data Protection Regulation (GDPR) applies, each purpose rests on the legal basis shown.",
        {
          type: "table",
          caption: "Purposes and legal bases",
          columns: ["Purpose", "Information used", "Legal basis"],
          rows: [
            [
              "Provide the website, the converters and the API",
              "Technical request data",
              "Our legitimate interest in running the service you asked for",
            ],
            [
              "Run your account: sign you in, keep you signed in, save your preferences (last units, recent conversions and calculations, favourites), change your password",
              "Account details, session information",
              "Performance of our agreement with you (the [Terms of Service](/terms))",
            ],
            [
              "Answer your messages and fix the bugs you report",
              "Messages and bug reports, email",
              "Our legitimate interest in answering you and improving UnitWise; steps you asked us to take",
            ],
            [
              "Keep UnitWise secure and reliable, prevent abuse and keep the API within its documented limits",
              "Technical request data, session information",
              "Our legitimate interest in a secure, available service",
            ],
            [
              "Count which pages, converters and API endpoints are used, and which searches find nothing, as daily totals",
              "None about you: the totals hold no cookie, address or user id",
              "Our legitimate interest in improving UnitWise (no consent is needed, as nothing is stored about a person or on your device)",
            ],
            [
              "Understand which pages and converters are used, in aggregate",
              "Google Analytics 4 data",
              "Your consent (analytics cookies)",
            ],
            [
              "Show ads that keep UnitWise free",
              "Google AdSense data",
              "Your consent (marketing cookies)",
            ],
            [
              "Comply with the law and answer lawful requests",
              "Whatever the request concerns",
              "Legal obligation",
            ],
          ],
        },
        "We do not sell or rent personal information, we do not use it for decisions made solely by automated means that have legal or similarly significant effects on you, and we never use the content of your messages for advertising.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies and Browser Storage",
      body: [
        'Cookies are small text files a website asks your browser to keep; "local storage" is a similar place in your browser where a site can keep small items. UnitWise uses both sparingly. This is everything UnitWise itself stores in your browser:',
        {
          type: "table",
          caption: "What UnitWise stores in your browser",
          columns: ["Name", "Kind", "Category", "Purpose", "How long"],
          rows: [
            [
              "`cookie-consent`",
              "Local storage",
              "Necessary",
              "Remembers your cookie choice for each category (necessary, analytics, marketing, personalization), so we do not ask again on every page.",
              "Until you clear your browser data or use Cookie Settings",
            ],
            [
              "`theme`",
              "Local storage",
              "Necessary",
              "Remembers whether you chose the light or the dark theme. Set only when you use the theme toggle.",
              "Until you clear your browser data",
            ],
            [
              "Session cookie",
              "Cookie (HttpOnly)",
              "Necessary",
              "Keeps you signed in. It holds only a random token; our server stores a hash of it, and page scripts cannot read it. Set only when you sign in.",
              "Until you sign out or the session expires",
            ],
            [
              "`unitwise-kept`",
              "Local storage",
              "Necessary (favourites); Personalization (last units, recent conversions and calculations)",
              "Your favourites (the converters and unit pairs you starred) and, only if you allow personalization, the units and precision you last used on each converter, your last 20 conversions, shown as 'Recent', and your last 20 calculations on the calculator. When you are signed in, it is a copy of what your account keeps; signing out removes it from the browser.",
              "Until you clear it on your [account page](/account), sign out, turn personalization off (last units and conversions) or clear your browser data",
            ],
            [
              "`unitwise_units`",
              "Cookie",
              "Personalization",
              "The units and precision you last used on one converter, so that its page opens with them. One cookie per converter you used, sent only with that converter's page. Set only if you allow personalization.",
              "One year, or until you turn personalization off",
            ],
            [
              "`unitwise-kept-synced`",
              "Session storage",
              "Necessary",
              "Notes that this browser tab has already fetched your account's favourites, recent conversions and calculations, so it does not fetch them on every page. Set only when you are signed in.",
              "Until you close the tab",
            ],
            [
              "Offline copies",
              "Browser cache (service worker)",
              "Necessary",
              "Copies of UnitWise's pages, scripts and unit data, so the site loads quickly and the converters work offline. They contain no information about you.",
              "Until they are updated or you clear the site's data",
            ],
          ],
        },
        { type: "subheading", text: "Cookie categories" },
        "When you first visit, a banner asks which optional categories you allow. Each category means the following:",
        {
          type: "list",
          items: [
            "**Necessary (always on).** The items marked Necessary in the table above. They make the site work and remember the choices you make on it, such as the favourites you star; they do not follow you to other websites, and they cannot be switched off without breaking what they do.",
            "**Analytics (off unless you turn it on).** Allows Google Analytics 4, if the operator has enabled it. It sets cookies such as `_ga` and `_ga_<container-id>` to count visits and show, in aggregate, which pages and converters people use.",
            "**Marketing (off unless you turn it on).** Allows Google AdSense, if the operator has enabled it. Google may set cookies such as `__gads` and `__gpi`, and cookies on its advertising domains, to show ads, measure them, limit how often you see the same ad and, with this consent, personalize them.",
            "**Personalization (off unless you turn it on).** Covers features that tailor the site to you beyond what is strictly needed: each converter remembering the units and precision you last used on it (the `unitwise_units` cookie), your last 20 conversions shown as 'Recent' and your last 20 calculations (in `unitwise-kept`). Nothing of this is recorded until you turn it on, whether or not you are signed in; turning it off removes it from your browser. What your account already keeps stays until you clear it on your [account page](/account) or delete the account.",
          ],
        },
        { type: "subheading", text: "Changing your choice" },
        {
          type: "note",
          text: "You can change your choice at any time: select **Cookie Settings** in the footer of any page (or **Manage Cookie Settings** in the footer's cookie notice). Your stored choice is cleared and the cookie banner appears again, so you can accept all, reject all or choose category by category.",
        },
        'Until you choose, and whenever a category is off, Google consent mode (version 2) is set to "denied" for analytics storage, ad storage, ad user data and ad personalization. Withdrawing consent stops future collection; to remove cookies that were already set, delete them in your browser\'s settings. If you block all storage in your browser, UnitWise will still convert, but it cannot keep you signed in or remember your theme, cookie choice, units and favourites.',
      ],
    },
    {
      id: "advertising-and-analytics",
      title: "Advertising and Analytics Providers",
      body: [
        "UnitWise can work with two services of Google. Neither is loaded unless the operator of the site has configured it **and** you have consented to its category. If you have not consented, Google's scripts are not loaded at all.",
        { type: "subheading", text: "Google Analytics 4 (analytics cookies)" },
        "Google Analytics 4 tells us, in aggregate, which pages and converters are visited, how visitors arrive and on which kinds of device. It receives the pages you view and the actions you take on them, your browser and device type, the referring page and an approximate location that Google derives from your IP address; Google states that Google Analytics 4 does not log or store IP addresses. Event-level data is kept for the retention period set in the Analytics property, at most 14 months.",
        { type: "subheading", text: "Google AdSense (marketing cookies)" },
        "Advertising helps keep UnitWise free. Third-party vendors, including Google, use cookies to serve ads based on a user's prior visits to this website or other websites. Google's use of advertising cookies enables it and its partners to serve ads to you based on your visits to this site and other sites on the Internet.",
        {
          type: "list",
          items: [
            "You can opt out of personalized advertising from Google in [Google's Ads Settings](https://adssettings.google.com/).",
            "You can opt out of some third-party vendors' use of cookies for personalized advertising at [aboutads.info](https://www.aboutads.info/choices/).",
            "Turning the Marketing category off in Cookie Settings stops UnitWise from loading Google AdSense at all.",
          ],
        },
        "Google processes this information under its own terms: see [how Google uses information from sites that use its services](https://policies.google.com/technologies/partner-sites) and the [Google Privacy Policy](https://policies.google.com/privacy).",
      ],
    },
    {
      id: "sharing",
      title: "How We Share Information",
      body: [
        "We do not sell, rent or trade personal information. We share it only as follows:",
        {
          type: "list",
          items: [
            "**Cloudflare, our hosting provider.** UnitWise runs on Cloudflare: Cloudflare Workers runs the website and the API, the Cloudflare D1 database stores accounts, sessions, messages and blog content, and Cloudflare R2 stores blog images. Cloudflare processes this data on our behalf and under our instructions, on its global network. See [Cloudflare's privacy policy](https://www.cloudflare.com/privacypolicy/).",
            "**Google, only with your consent**, as described in [Advertising and Analytics Providers](#advertising-and-analytics).",
            "**When the law requires it or to protect people.** We disclose information if we must by law, court order or other legal process, or where it is necessary to protect the rights, property or safety of our users, the public or UnitWise, for example to investigate abuse of the service.",
            "**If UnitWise changes hands.** If UnitWise is reorganized, merged or sold, information may pass to the successor, which must keep honoring this policy. We will tell you before your information becomes subject to a different policy.",
          ],
        },
        "Nothing you give us is published: your username, name and email address are never shown to other visitors.",
      ],
    },
    {
      id: "retention",
      title: "How Long We Keep Information",
      body: [
        "We keep personal information only as long as we need it for the purposes above:",
        {
          type: "list",
          items: [
            `**Account data** is kept while your account exists. If you delete your account yourself, with "Delete account" in the account menu, it is removed from our database at once, together with all of its sessions, and you are signed out everywhere. Whoever deletes an account, its data (username, password hash, name, email address, saved preferences, recent conversions and calculations, favourites and sessions) is also removed within ${ACCOUNT_DELETION_DAYS} days from the database's point-in-time recovery history. Our administrators' record of account changes keeps a note of the deletion with the account's username, name and email address as they were, but never its password hash.`,
            "**Sessions** are kept until you sign out, the session expires or the account is deleted.",
            "**Preferences, recent conversions and calculations, and favourites** of an account are kept while the account exists, and only the newest are kept: 20 conversions, 20 calculations, 50 favourites. You can clear each list at any time on your [account page](/account).",
            "**Messages and bug reports** are kept as long as we need them to answer you, to resolve the issue and to keep a record of our correspondence. You can ask us to delete them sooner.",
            "**Operational logs** at Cloudflare are short-lived and are kept only for the limited period Cloudflare's logging retains them.",
            "**Usage totals** (daily counts of page views, conversions, searches and API calls, and the text of searches that found nothing) are kept as long as they help us improve UnitWise; they contain nothing about a person.",
            "**Google Analytics data**, when you have consented, is kept at most 14 months.",
            "**Items in your browser** stay until you clear them (see [Cookies and Browser Storage](#cookies)).",
          ],
        },
        "We may keep information longer where the law requires it, or where it is needed to establish or defend legal claims, and only for as long as that need lasts.",
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights and Choices",
      body: [
        "Depending on where you live, for example under the GDPR or the California Consumer Privacy Act, you have rights over your personal information. We honor the following requests from everyone, wherever you live:",
        {
          type: "list",
          items: [
            '**Access:** ask for a copy of the personal information we hold about you. For your account, you can also download it yourself at any time with "Download my data" in the account menu: a JSON file of your account details, the dates of your sessions, and your preferences, recent conversions and calculations, and favourites. Your [account page](/account) shows the preferences, conversions, calculations and favourites, and clears them.',
            "**Correction:** ask us to correct information that is inaccurate or incomplete.",
            `**Deletion:** delete your account yourself with "Delete account" in the account menu (it is removed at once, with its sessions), or ask us to delete it or other information about you. Copies in the database's recovery history are removed within ${ACCOUNT_DELETION_DAYS} days of the deletion.`,
            "**Objection and restriction:** object to processing based on our legitimate interests, or ask us to limit how we use your information while a concern is resolved.",
            '**Portability:** receive the information you gave us in a structured, machine-readable format; "Download my data" gives your account\'s in JSON.',
            "**Withdrawing consent:** change your cookie choice at any time with [Cookie Settings](#cookies). This does not affect processing that took place before.",
          ],
        },
        `To make a request, write to ${email} and tell us your username if you have an account; if you can, send it from the email address on your account. We may ask for information to confirm that the request comes from you. We answer within one month and free of charge, and you will not be treated differently for exercising your rights.`,
        "If you believe we have not handled your information lawfully, you can also complain to the data-protection authority where you live or work. We would appreciate the chance to address your concern first.",
      ],
    },
    {
      id: "security",
      title: "Security",
      body: [
        "We protect the information we hold with measures suited to it:",
        {
          type: "list",
          items: [
            "All traffic to UnitWise is encrypted with HTTPS, and browsers are told to use HTTPS only.",
            "Passwords are stored only as one-way hashes.",
            "The session cookie is HttpOnly, so page scripts cannot read it, and holds a random token of which the server keeps only a hash: a copy of our database would not let anyone take over a session.",
            "A strict Content Security Policy limits which scripts may run on our pages.",
            "Only our administrators can read messages or use the administration tools.",
          ],
        },
        "No method of transmission or storage is perfectly secure, so we cannot guarantee absolute security. If a breach affects your personal information, we will inform you and the authorities as the law requires. Please use a password you do not use anywhere else.",
      ],
    },
    {
      id: "children",
      title: `Children Under ${MINIMUM_AGE}`,
      body: [
        `UnitWise is not directed at children under ${MINIMUM_AGE}. Our [Terms of Service](/terms) require everyone who uses UnitWise to be at least ${MINIMUM_AGE} years old, and we do not knowingly collect personal information from children under ${MINIMUM_AGE}.`,
        `If you are a parent or guardian and believe a child under ${MINIMUM_AGE} has created an account or sent us personal information, write to ${email}. We will delete that information.`,
        "In some countries a higher age applies to consenting to optional cookies; if that includes you, please ask a parent or guardian before turning optional cookies on.",
      ],
    },
    {
      id: "international-transfers",
      title: "International Data Transfers",
      body: [
        "UnitWise is served from Cloudflare's global network: your request is handled in a Cloudflare data center, usually the one nearest you, and data may be processed and stored in any country where Cloudflare operates, including the United States. If you consent to them, Google Analytics and Google AdSense also process data in the United States and elsewhere.",
        "Where personal information leaves the European Economic Area, the United Kingdom or Switzerland for a country without an adequacy decision, the transfer relies on appropriate safeguards: the European Commission's Standard Contractual Clauses (with their UK and Swiss equivalents) and, for providers certified under it, the EU–U.S. Data Privacy Framework, in which Cloudflare and Google participate.",
        `You can ask for more information about these safeguards at ${email}.`,
      ],
    },
    {
      id: "contact",
      title: "Contact",
      body: [
        `For questions, requests or complaints about privacy, write to ${email}. For anything else, use our [contact page](/contact).`,
        "Please do not send passwords or other sensitive information by email. We will never ask you for your password.",
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      body: [
        `We may update this policy as UnitWise changes or the law requires. The date at the top of this page shows when it last changed. For a material change, we will post a notice on the site at least ${CHANGE_NOTICE_DAYS} days before it takes effect and, if your account has an email address, also tell you by email. Where a change needs your consent, we will ask for it.`,
      ],
    },
  ],
};
