import { Briefcase, LifeBuoy, Mail } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { ContactMessageSchema, type ContactMessageField } from "~/messages/schemas";
import { MESSAGE_LIMITS } from "~/messages/limits";
import {
  EMAIL_FIELD,
  MessageFormCard,
  type MessageFieldRows,
  type MessageFormWords,
} from "~/messages/message-form";
import { submitMessageForm } from "~/messages/message-form.server";
import { originFrom, pageMeta } from "~/utils/seo";
import { cloudflareContext } from "~/server-context";
import { getSiteSettings } from "~/settings/settings.server";
import type { Route } from "./+types/contact";

const FIELD_ROWS: MessageFieldRows<ContactMessageField> = [
  [
    {
      name: "firstName",
      label: "First Name",
      autoComplete: "given-name",
      required: true,
      maxLength: MESSAGE_LIMITS.name,
    },
    {
      name: "lastName",
      label: "Last Name",
      autoComplete: "family-name",
      maxLength: MESSAGE_LIMITS.name,
    },
  ],
  EMAIL_FIELD,
  { name: "subject", label: "Subject", required: true, maxLength: MESSAGE_LIMITS.subject },
  {
    name: "message",
    label: "Message",
    type: "textarea",
    rows: 6,
    required: true,
    maxLength: MESSAGE_LIMITS.message,
    hint: `Up to ${MESSAGE_LIMITS.message.toLocaleString("en-US")} characters.`,
  },
];

const WORDS: MessageFormWords = {
  headingId: "contact-form-heading",
  heading: "Send us a message",
  intro: "We only use your details to reply to you.",
  rateLimitedTitle: "Too many messages",
  refusedTitle: "Your message could not be sent",
  submitLabel: "Send Message",
  sentTitle: "Message sent",
  sentText: (firstName) => (
    <>
      Thanks, {firstName} — your message has been sent. We usually reply within two business days.
    </>
  ),
  againHref: "/contact",
  againLabel: "Send another message",
};

/** The addresses of the cards: the Settings tab's (docs/decisions/046-site-settings.md). */
export function loader({ context }: Route.LoaderArgs) {
  return { contact: getSiteSettings(context, context.get(cloudflareContext).env).contact };
}

export function action(args: Route.ActionArgs) {
  return submitMessageForm(args, {
    kind: "contact",
    schema: ContactMessageSchema,
    greetingField: "firstName",
    rateLimitedMessage: (retryAfter) =>
      `You have sent several messages in a short time. Please try again ${retryAfter}, or email us directly.`,
    toNewMessage: ({ firstName, lastName, email, subject, message }) => ({
      name: [firstName, lastName].filter(Boolean).join(" "),
      email,
      subject,
      body: message,
    }),
  });
}

const CONTACT_CARDS = [
  {
    icon: Mail,
    title: "General inquiries",
    text: "Questions, feedback and ideas for new converters.",
    address: "general",
  },
  {
    icon: LifeBuoy,
    title: "Technical support",
    text: "Help with a converter, the app, or something that looks wrong.",
    address: "support",
  },
  {
    icon: Briefcase,
    title: "Business & API",
    text: "Partnerships, advertising and API use beyond the free limits.",
    address: "api",
  },
] as const;

const FAQ = [
  {
    question: "How soon will I hear back?",
    answer:
      "We read every message and usually reply within two business days, to the email address you give us.",
  },
  {
    question: "I found a wrong result. Where do I report it?",
    answer: (
      <>
        Please use the{" "}
        <Link to="/bug-report" className="font-medium text-brand-700 underline dark:text-brand-300">
          bug report form
        </Link>{" "}
        and tell us the converter, the value you entered and the result you expected.
      </>
    ),
  },
  {
    question: "Can you add a unit or converter I need?",
    answer:
      "Very likely. Tell us the unit, what it measures and where it is used; we add new units regularly.",
  },
  {
    question: "Do I need an account or an API key to use the API?",
    answer: (
      <>
        No. The public API is free and needs no authentication, within its rate limits. See the{" "}
        <Link to="/api" className="font-medium text-brand-700 underline dark:text-brand-300">
          API documentation
        </Link>
        .
      </>
    ),
  },
];

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Contact Us"
        subtitle="Questions, feedback or a partnership idea? Send us a message and we'll get back to you."
      />
      <Container className="grid gap-8 py-12 lg:grid-cols-3">
        <MessageFormCard
          result={actionData}
          greetingField="firstName"
          rows={FIELD_ROWS}
          words={WORDS}
        />

        <aside aria-labelledby="contact-cards-heading" className="space-y-4">
          <h2 id="contact-cards-heading" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          {CONTACT_CARDS.map(({ icon: Icon, title, text, address }) => {
            const email = loaderData.contact[address];
            return (
              <Card key={address} className="flex gap-4 p-5">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{text}</p>
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
            Frequently asked questions
          </h2>
          <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
            {FAQ.map(({ question, answer }) => (
              <div key={question} className="py-5">
                <dt className="font-semibold">{question}</dt>
                <dd className="mt-2 text-slate-600 dark:text-slate-300">{answer}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
            More answers in the{" "}
            <Link to="/faq" className="font-medium text-brand-700 underline dark:text-brand-300">
              FAQ
            </Link>{" "}
            and the{" "}
            <Link to="/help" className="font-medium text-brand-700 underline dark:text-brand-300">
              Help Center
            </Link>
            .
          </p>
        </Container>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact Us",
    description:
      "Contact the UnitWise team: send a message, get support with a converter, or ask about partnerships and the API.",
    path: "/contact",
    origin: originFrom(matches),
  });

/** A refused message's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
