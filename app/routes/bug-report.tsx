import { Bug } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { bugReportSchema, type BugReport, type BugReportField } from "~/messages/schemas";
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
import { useLocalizedPath, useT, type Translate } from "~/i18n/localization";
import { translator } from "~/i18n/messages.server";
import { rich } from "~/i18n/rich";
import type { Route } from "./+types/bug-report";

function fieldRows(t: Translate<"support">): MessageFieldRows<BugReportField> {
  return [
    [
      {
        name: "name",
        label: t("bugName"),
        autoComplete: "name",
        required: true,
        maxLength: MESSAGE_LIMITS.name,
      },
      emailField(t("formEmail")),
    ],
    {
      name: "page",
      label: t("bugPage"),
      maxLength: MESSAGE_LIMITS.page,
      hint: t("bugPageHint"),
    },
    {
      name: "whatHappened",
      label: t("bugWhatHappened"),
      type: "textarea",
      rows: 5,
      required: true,
      maxLength: MESSAGE_LIMITS.message,
      hint: t("bugWhatHappenedHint"),
    },
    {
      name: "expected",
      label: t("bugExpected"),
      type: "textarea",
      rows: 3,
      maxLength: MESSAGE_LIMITS.message,
    },
  ];
}

function formWords(t: Translate<"support">): MessageFormWords {
  return {
    headingId: "bug-form-heading",
    heading: t("bugHeading"),
    intro: t("bugIntro"),
    rateLimitedTitle: t("bugRateLimitedTitle"),
    refusedTitle: t("bugRefusedTitle"),
    submitLabel: t("bugSubmit"),
    sending: t("formSending"),
    sentTitle: t("bugSentTitle"),
    sentText: (name) => t("bugSentText", { name }),
    againHref: "/bug-report",
    againLabel: t("bugAgain"),
  };
}

/** Stored with each report so we can reproduce a browser-specific problem (said on the page). */
const MAX_USER_AGENT_LENGTH = 300;

/** Pages can link here as /bug-report?page=/length-converter to fill in where it happened. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get("page")?.trim() ?? "";
  const language = requestLanguage(request);
  const t = await translator(language, "support");
  return {
    page: page.slice(0, MESSAGE_LIMITS.page),
    head: { title: t("bugTitle"), description: t("bugMetaDescription") },
    messages: await supportMessages(language, ["bug", "form"]),
  };
}

// Refusals come back in the page's language; the report is stored as the visitor wrote it.
export async function action(args: Route.ActionArgs) {
  const language = requestLanguage(args.request);
  const t = await translator(language, "support");
  // The support address of the Settings tab (docs/decisions/046-site-settings.md).
  const { support } = getSiteSettings(
    args.context,
    args.context.get(cloudflareContext).env,
  ).contact;
  return submitMessageForm(args, {
    kind: "bug-report",
    schema: bugReportSchema(t, languageInfo(language).tag),
    greetingField: "name",
    t,
    rateLimitedMessage: (retryAfter) => t("bugRateLimited", { retryAfter, email: support }),
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

const TIPS = ["bugTip1", "bugTip2", "bugTip3", "bugTip4"] as const;

const inlineLinkClass = "font-medium text-brand-700 underline dark:text-brand-300";

export default function BugReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("support");
  const to = useLocalizedPath();
  const link = (path: string) => (text: string) => (
    <Link to={to(path)} className={inlineLinkClass}>
      {text}
    </Link>
  );
  return (
    <>
      <PageHeader title={t("bugTitle")} subtitle={t("bugSubtitle")} />
      <Container className="grid gap-8 py-12 lg:grid-cols-3">
        <MessageFormCard
          result={actionData}
          greetingField="name"
          rows={fieldRows(t)}
          words={formWords(t)}
          initialValues={{ page: loaderData.page }}
        />

        <aside aria-labelledby="bug-tips-heading" className="space-y-4">
          <Card className="p-5">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                <Bug aria-hidden="true" className="h-5 w-5" />
              </span>
              <h2 id="bug-tips-heading" className="font-semibold">
                {t("bugTipsTitle")}
              </h2>
            </div>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-600 dark:text-slate-300">
              {TIPS.map((tip) => (
                <li key={tip}>{t(tip)}</li>
              ))}
            </ul>
          </Card>
          <Card className="p-5 text-sm text-slate-600 dark:text-slate-300">
            <h2 className="font-semibold text-slate-900 dark:text-slate-100">
              {t("bugNotABugTitle")}
            </h2>
            <p className="mt-2">
              {rich(t("bugNotABugText"), { contact: link("/contact"), help: link("/help") })}
            </p>
          </Card>
        </aside>
      </Container>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.head, path: "/bug-report", ...siteOf(matches) }) : [];

/** A refused report's Retry-After reaches the document response. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;
