import { Bug } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { BugReportSchema, type BugReport, type BugReportField } from "~/messages/schemas";
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
import type { Route } from "./+types/bug-report";

const FIELD_ROWS: MessageFieldRows<BugReportField> = [
  [
    {
      name: "name",
      label: "Name",
      autoComplete: "name",
      required: true,
      maxLength: MESSAGE_LIMITS.name,
    },
    EMAIL_FIELD,
  ],
  {
    name: "page",
    label: "Page or converter",
    maxLength: MESSAGE_LIMITS.page,
    hint: "A link such as https://unitwise.app/length-converter, or the converter's name.",
  },
  {
    name: "whatHappened",
    label: "What happened?",
    type: "textarea",
    rows: 5,
    required: true,
    maxLength: MESSAGE_LIMITS.message,
    hint: "The steps you took and what you saw: values, units, results, error messages.",
  },
  {
    name: "expected",
    label: "What did you expect to happen?",
    type: "textarea",
    rows: 3,
    maxLength: MESSAGE_LIMITS.message,
  },
];

const WORDS: MessageFormWords = {
  headingId: "bug-form-heading",
  heading: "Tell us what went wrong",
  intro:
    "We store your report with your browser's name and version to help reproduce the problem, and use your email only to follow up on it.",
  rateLimitedTitle: "Too many reports",
  refusedTitle: "Your report could not be sent",
  submitLabel: "Send Report",
  sentTitle: "Bug report sent",
  sentText: (name) => (
    <>
      Thanks, {name} — your bug report has been sent. We look at every report and will email you if
      we need more details.
    </>
  ),
  againHref: "/bug-report",
  againLabel: "Report another bug",
};

/** Stored with each report so we can reproduce a browser-specific problem (said on the page). */
const MAX_USER_AGENT_LENGTH = 300;

/** Pages can link here as /bug-report?page=/length-converter to fill in where it happened. */
export function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get("page")?.trim() ?? "";
  return { page: page.slice(0, MESSAGE_LIMITS.page) };
}

export function action(args: Route.ActionArgs) {
  // The support address of the Settings tab (docs/decisions/046-site-settings.md).
  const { support } = getSiteSettings(
    args.context,
    args.context.get(cloudflareContext).env,
  ).contact;
  return submitMessageForm(args, {
    kind: "bug-report",
    schema: BugReportSchema,
    greetingField: "name",
    rateLimitedMessage: (retryAfter) =>
      `You have sent several reports in a short time. Please try again ${retryAfter}, or email ${support}.`,
    toNewMessage: (report, request) => ({
      name: report.name,
      email: report.email,
      subject: bugReportSubject(report),
      body: bugReportBody(report, request.headers.get("User-Agent") ?? ""),
      pageUrl: report.page,
    }),
  });
}

/** "Bug: /length-converter — Feet to meters gives 0.3 instead of 0.3048", within the limit. */
function bugReportSubject({ page, whatHappened }: BugReport): string {
  const firstLine = whatHappened.split("\n", 1)[0] ?? "";
  const subject = `Bug: ${page ? `${page} — ` : ""}${firstLine}`;
  return subject.length <= MESSAGE_LIMITS.subject
    ? subject
    : `${subject.slice(0, MESSAGE_LIMITS.subject - 1)}…`;
}

function bugReportBody({ page, whatHappened, expected }: BugReport, userAgent: string): string {
  return [
    `What happened:\n${whatHappened}`,
    `What was expected:\n${expected || "(not given)"}`,
    `Page or converter: ${page || "(not given)"}`,
    `Browser: ${userAgent.slice(0, MAX_USER_AGENT_LENGTH) || "(unknown)"}`,
  ].join("\n\n");
}

const TIPS = [
  "The converter or page, e.g. Length Converter or a link to it",
  "The value and units you entered",
  "The result you saw, and the one you expected",
  "Your browser and device, if the problem looks like a display issue",
];

export default function BugReportPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Report a Bug"
        subtitle="Something not working as it should? A wrong result, a broken page, a typo? Tell us and we'll fix it."
      />
      <Container className="grid gap-8 py-12 lg:grid-cols-3">
        <MessageFormCard
          result={actionData}
          greetingField="name"
          rows={FIELD_ROWS}
          words={WORDS}
          initialValues={{ page: loaderData.page }}
        />

        <aside aria-labelledby="bug-tips-heading" className="space-y-4">
          <Card className="p-5">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                <Bug aria-hidden="true" className="h-5 w-5" />
              </span>
              <h2 id="bug-tips-heading" className="font-semibold">
                What makes a good report
              </h2>
            </div>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-600 dark:text-slate-300">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>
          <Card className="p-5 text-sm text-slate-600 dark:text-slate-300">
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">Not a bug?</h2>
            <p className="mt-2">
              For questions and ideas, use the{" "}
              <Link
                to="/contact"
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                contact form
              </Link>{" "}
              or browse the{" "}
              <Link to="/help" className="font-medium text-brand-700 underline dark:text-brand-300">
                Help Center
              </Link>
              .
            </p>
          </Card>
        </aside>
      </Container>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Report a Bug",
    description:
      "Found a wrong result or a broken page on UnitWise? Report the bug and we'll look into it.",
    path: "/bug-report",
    origin: originFrom(matches),
  });

/** A refused report's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
