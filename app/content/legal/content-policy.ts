import { CHANGE_NOTICE_DAYS, LEGAL_LAST_UPDATED, PRIVACY_EMAIL } from "./facts";
import type { LegalDocument } from "./types";

const email = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;

/**
 * The content policy (docs/product.md#legal-pages): quality, prohibited content, ads, user content,
 * moderation.
 */
export const contentPolicy: LegalDocument = {
  title: "Content Policy",
  description:
    "The standards for what appears on UnitWise, from converters, guides and articles to ads, and the rules for what you send us, with how to report problems.",
  path: "/content-policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    "This Content Policy describes the standards we hold the content of UnitWise to (converters, converter guides, blog articles and the ads shown beside them) and the rules for what you send us. It forms part of our [Terms of Service](/terms).",
  ],
  sections: [
    {
      id: "content-quality",
      title: "Content Quality Standards",
      body: [
        "UnitWise exists to give answers you do not have to double-check, so accuracy comes first:",
        {
          type: "list",
          items: [
            "**Converters.** Every factor is entered as an exact value from the standard that defines the unit, such as the SI Brochure (2019), NIST Special Publication 811 and the 1959 international yard and pound agreement. Where units share a name, such as the US and imperial gallon or the thermochemical and International Table calorie, we label which one is meant. Conversions involving π or logarithms are computed far beyond the digits shown, and results appear to 15 significant digits by default.",
            "**Currency.** The currency converter uses the European Central Bank's euro reference rates of the latest working day we have fetched and always shows that date. They are reference rates, not live market prices.",
            "**Converter guides.** The guides on converter pages are written from the converter's own data by UnitWise's local writer or, where the operator turns it on, by an AI model on Cloudflare Workers AI; each guide says which. Every conversion a guide states is recomputed by our conversion engine: a guide where all match is published automatically, any other is held as a draft for our administrators, who may also edit or withdraw any guide.",
            "**Blog articles** are written by the UnitWise team to explain units, measurement and the history behind them.",
            "**Original, useful content.** We publish content written for UnitWise, and every page exists to help readers convert or understand units, not to carry ads.",
          ],
        },
        "When we find or are told about a mistake, we correct it and update the page. See [Moderation and Reporting](#moderation-and-reporting) to tell us about one.",
      ],
    },
    {
      id: "prohibited-content",
      title: "Prohibited Content",
      body: [
        "The following never appears on UnitWise, and is not allowed in anything you send us, including usernames, names, contact messages and bug reports:",
        {
          type: "list",
          items: [
            "illegal content, including any content that sexually exploits or endangers children, which we report to the authorities;",
            "sexually explicit material;",
            "hate speech, harassment, bullying or threats, and content that promotes violence or discrimination against people for who they are;",
            "dangerous content, such as instructions for making weapons or explosives, promotion of illegal drugs, or encouragement of self-harm;",
            "deceptive content, such as impersonation, scams, phishing, fake claims of endorsement or misleading health claims;",
            "malware, spam and links to malicious or deceptive websites;",
            "content that infringes someone else's copyright, trademark or other rights, or that exposes another person's private information.",
          ],
        },
      ],
    },
    {
      id: "ad-program-compliance",
      title: "Advertising Program Compliance",
      body: [
        "UnitWise may show ads served by Google AdSense. Ads are loaded only if we have enabled AdSense and you have consented to marketing cookies (see the [Privacy Policy](/privacy#advertising-and-analytics)). Wherever ads appear, we follow the Google AdSense Program Policies and the Google Publisher Policies:",
        {
          type: "list",
          items: [
            "every page that can show ads carries content that meets the standards above; the prohibited content listed in this policy includes everything those policies prohibit on pages with ads;",
            "we never click our own ads, never ask or encourage anyone to click them, and never offer rewards for viewing or clicking them;",
            "we never use automated traffic or any other means to inflate ad impressions or clicks;",
            "ads are placed so that they cannot be mistaken for converters, results, navigation or downloads;",
            "we do not place ads on pages without content of our own, such as error pages.",
          ],
        },
        "Ads come from third parties, and showing an ad is not an endorsement of the advertiser. If you see an ad that seems inappropriate or misleading, tell us as described below, with the address of the page and a description or screenshot of the ad, so that we can block it.",
      ],
    },
    {
      id: "user-generated-content",
      title: "User-Generated Content Guidelines",
      body: [
        "UnitWise has no public comments, forums or user posts: blog articles are written by our team and guides by our writers, checked by our conversion engine. What you can send us is your account's username and name, contact messages and bug reports, and none of it is published.",
        {
          type: "list",
          items: [
            "**Usernames and names** must not impersonate anyone, include offensive language, contain another person's personal information, or advertise anything.",
            "**Messages and bug reports** should be respectful and to the point. A good bug report names the converter, the values and units you entered, the result you saw and the result you expected.",
            "**Do not send sensitive information**, such as passwords, health data or other people's personal information, in a message. We will never ask you for your password.",
          ],
        },
        "If we ever let users publish content on UnitWise, we will extend this policy first.",
      ],
    },
    {
      id: "moderation-and-reporting",
      title: "Moderation and Reporting",
      body: [
        "Our administrators review every converter guide and blog article before publication, and read every message and bug report we receive.",
        { type: "subheading", text: "How to report a problem" },
        {
          type: "list",
          items: [
            "**An incorrect conversion, factor or unit:** [report a bug](/bug-report) with the page, the values and the result you expected.",
            "**Content that breaks this policy, an inappropriate ad, or a copyright or trademark concern:** write to us through the [contact page](/contact) with the address of the page and what is wrong. For a rights concern, tell us which work or mark is affected and show that you own it or may act for its owner.",
            `**A privacy concern:** write to ${email}.`,
          ],
        },
        { type: "subheading", text: "What happens next" },
        "We review each report, correct or remove content that is wrong or breaks this policy, and tell you the outcome at the email address you gave us. Content that is illegal is removed and, where the law requires it, reported to the authorities. An account whose username or messages break this policy may be suspended or closed, as set out in the [Terms of Service](/terms#termination).",
      ],
    },
    {
      id: "updates-and-contact",
      title: "Policy Updates and Contact",
      body: [
        `We may update this policy as UnitWise or the rules of our advertising partners change. The date at the top of this page shows when it last changed, and for a material change we will post a notice on the site at least ${CHANGE_NOTICE_DAYS} days before it takes effect.`,
        "For questions about this policy, use our [contact page](/contact).",
      ],
    },
  ],
};
