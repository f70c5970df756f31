import { Briefcase, LifeBuoy, LoaderCircle, Mail, Send } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import {
  FormAlert,
  FormSuccess,
  Honeypot,
  TextareaField,
  TextField,
  useFocusFirstInvalid,
} from "~/components/ui/field";
import { ContactMessageSchema, type ContactMessageField } from "~/messages/schemas";
import { MESSAGE_LIMITS } from "~/messages/limits";
import { submitMessageForm } from "~/messages/message-form.server";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/contact";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "subject",
  "message",
] as const satisfies readonly ContactMessageField[];

type Values = Record<ContactMessageField, string>;

export function action(args: Route.ActionArgs) {
  return submitMessageForm(args, {
    kind: "contact",
    fields: FIELDS,
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
    email: "hello@unitwise.app",
  },
  {
    icon: LifeBuoy,
    title: "Technical support",
    text: "Help with a converter, the app, or something that looks wrong.",
    email: "support@unitwise.app",
  },
  {
    icon: Briefcase,
    title: "Business & API",
    text: "Partnerships, advertising and API use beyond the free limits.",
    email: "api@unitwise.app",
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

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Contact Us"
        subtitle="Questions, feedback or a partnership idea? Send us a message and we'll get back to you."
      />
      <Container className="grid gap-8 py-12 lg:grid-cols-3">
        <Card className="self-start p-6 sm:p-8 lg:col-span-2">
          {actionData?.status === "sent" ? (
            <FormSuccess title="Message sent">
              <p>
                Thanks, {actionData.firstName} — your message has been sent. We usually reply within
                two business days.
              </p>
              <p>
                <Link
                  to="/contact"
                  className="font-medium text-green-900 underline dark:text-green-100"
                >
                  Send another message
                </Link>
              </p>
            </FormSuccess>
          ) : (
            <ContactForm actionData={actionData} />
          )}
        </Card>

        <aside aria-labelledby="contact-cards-heading" className="space-y-4">
          <h2 id="contact-cards-heading" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          {CONTACT_CARDS.map(({ icon: Icon, title, text, email }) => (
            <Card key={email} className="flex gap-4 p-5">
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
          ))}
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

function ContactForm({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useNavigation().state === "submitting";
  useFocusFirstInvalid(formRef, actionData);

  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  const values: Partial<Values> = actionData && "values" in actionData ? actionData.values : {};

  return (
    <Form ref={formRef} method="post" className="space-y-5" aria-labelledby="contact-form-heading">
      <div>
        <h2 id="contact-form-heading" className="text-xl font-semibold">
          Send us a message
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          We only use your details to reply to you.
        </p>
      </div>

      {actionData?.status === "rate-limited" && (
        <FormAlert title="Too many messages">{actionData.message}</FormAlert>
      )}
      {actionData?.status === "refused" && (
        <FormAlert title="Your message could not be sent">{actionData.message}</FormAlert>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          maxLength={MESSAGE_LIMITS.name}
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <TextField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          maxLength={MESSAGE_LIMITS.name}
          defaultValue={values.lastName}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={MESSAGE_LIMITS.email}
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={MESSAGE_LIMITS.subject}
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextareaField
        label="Message"
        name="message"
        rows={6}
        required
        maxLength={MESSAGE_LIMITS.message}
        hint={`Up to ${MESSAGE_LIMITS.message.toLocaleString("en-US")} characters.`}
        defaultValue={values.message}
        error={errors.message}
      />
      <Honeypot />

      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? (
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="h-5 w-5" />
        )}
        {sending ? "Sending…" : "Send Message"}
      </Button>
    </Form>
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
