import { Briefcase, LifeBuoy, Mail } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { contactMessageSchema, type ContactMessageField } from "~/messages/schemas";
import { MESSAGE_LIMITS } from "~/messages/limits";
import {
  emailField,
  MessageFormCard,
  type MessageFieldRows,
  type MessageFormWords,
} from "~/messages/message-form";
import { submitMessageForm } from "~/messages/message-form.server";
import { pageMeta, siteOf } from "~/utils/seo";
import { cloudflareContext } from "~/server-context";
import { getSiteSettings } from "~/settings/settings.server";
import { requestLanguage, supportMessages } from "~/messages/support-words.server";
import { languageInfo } from "~/i18n/languages";
import { useLanguage, useLocalizedPath, useT, type Translate } from "~/i18n/localization";
import { translator } from "~/i18n/messages.server";
import { rich } from "~/i18n/rich";
import type { Route } from "./+types/contact";

function fieldRows(t: Translate<"support">, tag: string): MessageFieldRows<ContactMessageField> {
  return [
    [
      {
        name: "firstName",
        label: t("contactFirstName"),
        autoComplete: "given-name",
        required: true,
        maxLength: MESSAGE_LIMITS.name,
      },
      {
        name: "lastName",
        label: t("contactLastName"),
        autoComplete: "family-name",
        maxLength: MESSAGE_LIMITS.name,
      },
    ],
    emailField(t("formEmail")),
    {
      name: "subject",
      label: t("contactSubject"),
      required: true,
      maxLength: MESSAGE_LIMITS.subject,
    },
    {
      name: "message",
      label: t("contactMessage"),
      type: "textarea",
      rows: 6,
      required: true,
      maxLength: MESSAGE_LIMITS.message,
      hint: t("contactMessageHint", { max: MESSAGE_LIMITS.message.toLocaleString(tag) }),
    },
  ];
}

function formWords(t: Translate<"support">): MessageFormWords {
  return {
    headingId: "contact-form-heading",
    heading: t("contactHeading"),
    intro: t("contactIntro"),
    rateLimitedTitle: t("contactRateLimitedTitle"),
    refusedTitle: t("contactRefusedTitle"),
    submitLabel: t("contactSubmit"),
    sending: t("formSending"),
    sentTitle: t("contactSentTitle"),
    sentText: (firstName) => t("contactSentText", { name: firstName }),
    againHref: "/contact",
    againLabel: t("contactAgain"),
  };
}

/** The addresses of the cards: the Settings tab's (docs/decisions/046-site-settings.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const t = await translator(language, "support");
  return {
    contact: getSiteSettings(context, context.get(cloudflareContext).env).contact,
    head: { title: t("contactTitle"), description: t("contactMetaDescription") },
    messages: await supportMessages(language, ["contact", "form"]),
  };
}

// Refusals come back in the page's language; the message is stored as the visitor wrote it.
export async function action(args: Route.ActionArgs) {
  const language = requestLanguage(args.request);
  const t = await translator(language, "support");
  return submitMessageForm(args, {
    kind: "contact",
    schema: contactMessageSchema(t, languageInfo(language).tag),
    greetingField: "firstName",
    t,
    rateLimitedMessage: (retryAfter) => t("contactRateLimited", { retryAfter }),
    toNewMessage: ({ firstName, lastName, email, subject, message }) => ({
      name: [firstName, lastName].filter(Boolean).join(" "),
      email,
      subject,
      body: message,
    }),
  });
}

const CONTACT_CARDS = [
  { icon: Mail, title: "contactGeneralTitle", text: "contactGeneralText", address: "general" },
  { icon: LifeBuoy, title: "contactSupportTitle", text: "contactSupportText", address: "support" },
  { icon: Briefcase, title: "contactBusinessTitle", text: "contactBusinessText", address: "api" },
] as const;

const inlineLinkClass = "font-medium text-brand-700 underline dark:text-brand-300";

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("support");
  const to = useLocalizedPath();
  const { tag } = languageInfo(useLanguage());
  const link = (path: string) => (text: string) => (
    <Link to={to(path)} className={inlineLinkClass}>
      {text}
    </Link>
  );
  const faq = [
    { question: t("contactFaq1Question"), answer: t("contactFaq1Answer") },
    {
      question: t("contactFaq2Question"),
      answer: rich(t("contactFaq2Answer"), { link: link("/bug-report") }),
    },
    { question: t("contactFaq3Question"), answer: t("contactFaq3Answer") },
    {
      question: t("contactFaq4Question"),
      answer: rich(t("contactFaq4Answer"), { link: link("/api") }),
    },
  ];
  return (
    <>
      <PageHeader title={t("contactTitle")} subtitle={t("contactSubtitle")} />
      <Container className="grid gap-8 py-12 lg:grid-cols-3">
        <MessageFormCard
          result={actionData}
          greetingField="firstName"
          rows={fieldRows(t, tag)}
          words={formWords(t)}
        />

        <aside aria-labelledby="contact-cards-heading" className="space-y-4">
          <h2 id="contact-cards-heading" className="text-xl font-semibold">
            {t("contactCardsTitle")}
          </h2>
          {CONTACT_CARDS.map(({ icon: Icon, title, text, address }) => {
            const email = loaderData.contact[address];
            return (
              <Card key={address} className="flex gap-4 p-5">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{t(title)}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(text)}</p>
                  <a
                    href={`mailto:${email}`}
                    className="mt-2 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    {email}
                  </a>
                </div>
              </Card>
            );
          })}
        </aside>
      </Container>

      <section aria-labelledby="contact-faq-heading" className="pb-16">
        <Container className="max-w-3xl">
          <h2 id="contact-faq-heading" className="text-2xl font-bold tracking-tight">
            {t("contactFaqTitle")}
          </h2>
          <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
            {faq.map(({ question, answer }) => (
              <div key={question} className="py-5">
                <dt className="font-semibold">{question}</dt>
                <dd className="mt-2 text-slate-600 dark:text-slate-300">{answer}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
            {rich(t("contactMore"), { faq: link("/faq"), help: link("/help") })}
          </p>
        </Container>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.head, path: "/contact", ...siteOf(matches) }) : [];

/** A refused message's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
