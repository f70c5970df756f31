import {
  ACCOUNT_DELETION_DAYS,
  CHANGE_NOTICE_DAYS,
  LEGAL_LAST_UPDATED,
  MINIMUM_AGE,
  PRIVACY_EMAIL,
} from "./facts";
import type { ApiLimits } from "./facts";
import type { LegalDocument } from "./types";

const email = `[${PRIVACY_EMAIL}](mailto:${PRIVACY_EMAIL})`;

/**
 * The terms of service (docs/product.md#legal-pages: twelve sections;
 * docs/product.md#legal-figures: minimum age, notice of changes), stating the API's `limits`
 * (the request's settings, docs/decisions/046-site-settings.md).
 */
export const termsOfService = (limits: ApiLimits): LegalDocument => ({
  title: "Terms of Service",
  description:
    "The terms for using UnitWise: its free converters, public API and optional accounts, acceptable use, disclaimers, and how these terms change.",
  path: "/terms",
  lastUpdated: LEGAL_LAST_UPDATED,
  sections: [
    {
      id: "acceptance-of-terms",
      title: "Acceptance of Terms",
      body: [
        'These Terms of Service ("Terms") are an agreement between you and UnitWise ("UnitWise", "we", "us") about your use of the UnitWise website, its public API and its installable web app (together, the "Service"). By using the Service you accept these Terms. If you do not agree with them, please do not use the Service.',
        `**You must be at least ${MINIMUM_AGE} years old to use the Service.** If you are under the age of majority where you live, you may use the Service only with the involvement of a parent or guardian who has agreed to these Terms.`,
        "If you use the Service on behalf of an organization, you accept these Terms on its behalf and confirm that you are authorized to do so. Our [Privacy Policy](/privacy) and [Content Policy](/content-policy) form part of these Terms.",
      ],
    },
    {
      id: "description-of-service",
      title: "Description of Service",
      body: [
        "UnitWise is a free unit-conversion service. It offers unit converters grouped by category, conversions written as free-text questions, a blog, a help center and an FAQ, a public JSON API, and optional accounts for saving preferences. You do not need an account to convert.",
        "Conversions use exact factors from the standards that define the units and are shown to 15 significant digits by default. The currency converter uses the European Central Bank's euro reference rates of a stated date (updated each working day): they are not live market rates and are not offers to buy or sell currency.",
        "The Service can be installed as a web app that works offline; offline, it uses the copy of the site and its data last stored on your device. Converter guides are written from the converters' data by our local writer or, where enabled, by an AI model; a guide is published automatically once every conversion it states matches our conversion engine, and each guide says which writer wrote it.",
        "We may add, change or remove features, and we may interrupt the Service for maintenance or for reasons outside our control. We try to keep UnitWise available at all times but do not promise uninterrupted or error-free operation.",
      ],
    },
    {
      id: "user-accounts-and-registration",
      title: "User Accounts and Registration",
      body: [
        "Accounts are optional. To create one you choose a username and a password; your name and email address are optional. When you register, you agree that:",
        {
          type: "list",
          items: [
            "the information you give is accurate and your username follows our [Content Policy](/content-policy), for example it does not impersonate anyone;",
            "your account is for you alone, and you keep your password confidential and do not use it on other sites;",
            "you are responsible for what happens under your account, and you tell us promptly through the [contact page](/contact) if you believe someone else has used it.",
          ],
        },
        `You can delete your account at any time with "Delete account" in the account menu, or ask us to by writing to ${email}. The account and its sessions are removed at once, and copies in our database's recovery history within ${ACCOUNT_DELETION_DAYS} days, as described in the [Privacy Policy](/privacy#retention).`,
      ],
    },
    {
      id: "acceptable-use-policy",
      title: "Acceptable Use Policy",
      body: [
        "You may use the Service for any lawful purpose, personal or commercial. You agree not to:",
        {
          type: "list",
          items: [
            "use the Service in a way that breaks the law or infringes the rights of others;",
            `exceed the documented limits of the public API (${limits.perHour.toLocaleString("en-US")} requests per hour and ${limits.perSecond.toLocaleString("en-US")} requests per second), or try to get around them, for example by spreading requests over many addresses;`,
            "fetch the website's pages with automated tools at a rate that burdens the Service (use the [API](/api) instead);",
            "try to gain access to other people's accounts, to the administration area or to any system or data you are not authorized to reach;",
            "probe, scan or test the Service for vulnerabilities without our permission, or disrupt it, for example with malware, denial-of-service traffic or code injection;",
            "generate artificial ad impressions or clicks, by hand or by automated means;",
            "use the contact or bug-report forms to send spam, harassment or content that our [Content Policy](/content-policy) prohibits.",
          ],
        },
        "If you find a security vulnerability, please tell us privately through the [contact page](/contact) and give us reasonable time to fix it before disclosing it.",
      ],
    },
    {
      id: "intellectual-property-rights",
      title: "Intellectual Property Rights",
      body: [
        "The Service, including its design, text, blog articles, converter guides, graphics, logo, the UnitWise name and software, belongs to UnitWise or its licensors and is protected by copyright, trademark and other laws. These Terms give you no right to use the UnitWise name or logo.",
        "**Your results are yours to use.** Conversion factors are facts defined by public standards, and you may freely use, copy and publish the results of the conversions you make, including results from the API, in any context. A link back to UnitWise is appreciated but not required.",
        "You may quote short passages of our articles with a link to the source. Copying substantial parts of our content, or republishing it as your own, needs our written permission.",
        "If you send us feedback or suggestions, we may use them without any obligation to you. If you believe content on UnitWise infringes your rights, tell us through the [contact page](/contact) as described in the [Content Policy](/content-policy#moderation-and-reporting).",
      ],
    },
    {
      id: "advertising-and-third-party-services",
      title: "Advertising and Third-Party Services",
      body: [
        "The Service may show ads served by Google AdSense and may use Google Analytics 4. Both are loaded only if we have enabled them and you have consented to the matching cookie category; see the [Privacy Policy](/privacy#advertising-and-analytics). The Service is hosted on Cloudflare.",
        "Ads are provided by third parties. We do not endorse the products or services advertised, and any dealings you have with an advertiser are between you and that advertiser. Third-party services, and websites we link to, are governed by their own terms and policies, and we are not responsible for their content or practices.",
      ],
    },
    {
      id: "privacy-and-data-protection",
      title: "Privacy and Data Protection",
      body: [
        "Our [Privacy Policy](/privacy) explains what personal information we collect, how we use and protect it, which cookies and browser storage we use, and how you can exercise your rights. We handle personal information as described there and as data-protection law requires.",
        "Optional cookies are used only with your consent, and you can change your choice at any time with **Cookie Settings** in the footer of any page.",
      ],
    },
    {
      id: "disclaimers-and-limitation-of-liability",
      title: "Disclaimers and Limitation of Liability",
      body: [
        'We work hard to make every conversion exact, but the Service is provided "as is" and "as available". To the fullest extent permitted by law, we make no warranties of any kind, express or implied, including warranties of accuracy, fitness for a particular purpose, merchantability and non-infringement.',
        {
          type: "note",
          text: "**Check conversions that matter.** Where a mistake could cause harm or loss, such as medication doses, engineering and construction, aviation or navigation, legal metrology or financial transactions, confirm the result with an authoritative source or a qualified professional. Currency results use dated reference rates, not the rate you will get.",
        },
        "Blog articles, converter guides, the help center and the FAQ are for general information and education and are not professional advice.",
        "To the fullest extent permitted by law, UnitWise is not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of, or inability to use, the Service. Our total liability for any claim relating to the Service is limited to fifty U.S. dollars (USD 50).",
        "Nothing in these Terms excludes or limits liability that cannot be excluded or limited by law, such as liability for death or personal injury caused by negligence or for fraud, or takes away the rights you have as a consumer under the mandatory law of the country where you live.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      body: [
        `You may stop using the Service at any time, and you may delete your account yourself or ask us to by writing to ${email}.`,
        "We may suspend or end your access to the Service, including to your account or to the API, if you break these Terms, if we must do so by law, or to protect the Service or its users. Where it is reasonable, we will tell you first and give you the chance to fix the problem.",
        "The sections on intellectual property, disclaimers and limitation of liability, and governing law survive the end of these Terms.",
      ],
    },
    {
      id: "governing-law-and-dispute-resolution",
      title: "Governing Law and Dispute Resolution",
      body: [
        "These Terms are governed by the laws of the country in which the operator of UnitWise is established, excluding its conflict-of-law rules and the United Nations Convention on Contracts for the International Sale of Goods. If you are a consumer, you also keep the protection of the mandatory law of the country where you live, and you may bring proceedings in its courts.",
        "If you have a dispute with us, please contact us first through the [contact page](/contact): most concerns can be resolved quickly and informally. If we cannot resolve it within 30 days, either of us may take it to the competent courts.",
        "If any provision of these Terms is found unenforceable, the rest of the Terms remain in effect. Our not enforcing a provision is not a waiver of our right to do so later.",
      ],
    },
    {
      id: "changes-to-terms",
      title: "Changes to Terms",
      body: [
        `We may change these Terms as the Service or the law changes. **For a material change, we will give at least ${CHANGE_NOTICE_DAYS} days' notice before it takes effect**, by posting a notice on the site and, if your account has an email address, by email. Other changes, such as clarifications and corrections, take effect when they are posted. The date at the top of this page shows when the Terms last changed.`,
        "If you keep using the Service after a change takes effect, you accept the new Terms. If you do not agree with them, stop using the Service and, if you have one, ask us to delete your account.",
      ],
    },
    {
      id: "contact-information",
      title: "Contact Information",
      body: [
        "For questions about these Terms, use our [contact page](/contact). To report an incorrect conversion or any other problem, [report a bug](/bug-report).",
        `For questions about personal information and privacy requests, write to ${email}.`,
      ],
    },
  ],
});
