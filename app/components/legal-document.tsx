import { Info } from "lucide-react";
import { createContext, useContext } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Container } from "~/components/ui/container";
import { formatLegalDate } from "~/content/legal/facts";
import { parseInline } from "~/content/legal/inline";
import type { InlineText, LegalBlock, LegalDocument, LegalSection } from "~/content/legal/types";

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40";

/**
 * A legal page (privacy policy, terms, content policy) from its content in app/content/legal:
 * title band with the date of the last change, a table of contents (a card above the text on
 * small screens, a sticky column beside it on large ones) and numbered, anchored sections.
 * The text that governs is English: in other languages the page opens with a `summary` in the
 * page's language, and the English text is marked `lang="en"` (decision 080).
 */
/** Paths of this site in the page's language, for the links in the text. */
const LocalizeContext = createContext<(path: string) => string>((path) => path);

interface LegalWords {
  lastUpdated: string;
  onThisPage: string;
  summaryTitle: string;
  englishGoverns: string;
}

export function LegalDocumentView({
  document,
  summary = null,
  words,
  tag,
  localize,
}: {
  document: LegalDocument;
  /** the summary in the page's language; null on English pages */
  summary?: readonly string[] | null;
  words: LegalWords;
  /** the page's language, for the date */
  tag: string;
  /** a path of this site in the page's language */
  localize: (path: string) => string;
}) {
  const english = summary === null;
  // An <article> holds the English text elsewhere: it names it as English, and one element.
  const Text = english ? "div" : "article";
  return (
    <LocalizeContext value={localize}>
      <PageHeader title={document.title} subtitle={document.description}>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {words.lastUpdated}{" "}
          <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated, tag)}</time>
        </p>
      </PageHeader>
      {summary !== null && summary.length > 0 && (
        <Container className="pt-10 lg:pt-14">
          <section
            aria-labelledby="legal-summary"
            className="mx-auto max-w-3xl rounded-xl border border-brand-200 bg-brand-50 p-6 text-slate-800 dark:border-brand-800 dark:bg-brand-950 dark:text-slate-200"
          >
            <h2 id="legal-summary" className="text-xl font-semibold text-slate-900 dark:text-white">
              {words.summaryTitle}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
              {summary.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <p className="mt-4 flex gap-3 text-sm">
              <Info
                aria-hidden="true"
                className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300"
              />
              {words.englishGoverns}
            </p>
          </section>
        </Container>
      )}
      <Container className="py-10 lg:py-14">
        <div className="mx-auto max-w-3xl lg:grid lg:max-w-6xl lg:grid-cols-[15rem_minmax(0,48rem)] lg:justify-center lg:gap-12">
          <TableOfContents
            sections={document.sections}
            english={english}
            title={words.onThisPage}
          />
          <Text className="min-w-0" lang={english ? undefined : "en"}>
            {document.intro && (
              <div className="mb-10 space-y-4 text-lg leading-8 text-slate-700 dark:text-slate-300">
                {document.intro.map((block, index) => (
                  <Block key={index} block={block} id={`intro-${index}`} />
                ))}
              </div>
            )}
            <div>
              {document.sections.map((section, index) => (
                <Section key={section.id} section={section} number={index + 1} />
              ))}
            </div>
          </Text>
        </div>
      </Container>
    </LocalizeContext>
  );
}

function TableOfContents({
  sections,
  english,
  title,
}: {
  sections: LegalSection[];
  english: boolean;
  title: string;
}) {
  return (
    <nav aria-labelledby="table-of-contents" className="mb-10 lg:mb-0">
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto dark:border-slate-800 dark:bg-slate-900">
        <h2
          id="table-of-contents"
          className="text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-300"
        >
          {title}
        </h2>
        <ol className="mt-3 space-y-0.5 text-sm" lang={english ? undefined : "en"}>
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 transition-colors hover:bg-white hover:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-300"
              >
                <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums dark:text-slate-400">
                  {index + 1}.
                </span>{" "}
                <span>{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-t border-slate-200 pt-8 not-first:mt-10 first:border-t-0 first:pt-0 dark:border-slate-800"
    >
      <h2
        id={headingId}
        className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white"
      >
        <span className="mr-1 text-brand-700 tabular-nums dark:text-brand-300">{number}.</span>{" "}
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 leading-7 text-slate-700 dark:text-slate-300">
        {section.body.map((block, index) => (
          <Block key={index} block={block} id={`${section.id}-${index}`} />
        ))}
      </div>
    </section>
  );
}

function Block({ block, id }: { block: LegalBlock; id: string }) {
  if (typeof block === "string") {
    return (
      <p>
        <Inline text={block} />
      </p>
    );
  }
  switch (block.type) {
    case "subheading":
      return (
        <h3 className="pt-2 text-lg font-semibold text-slate-900 dark:text-white">{block.text}</h3>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`space-y-2 pl-6 marker:text-slate-500 ${block.ordered ? "list-decimal" : "list-disc"}`}
        >
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <Inline text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "note":
      return (
        <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-800 dark:border-brand-800 dark:bg-brand-950 dark:text-slate-200">
          <Info
            aria-hidden="true"
            className="mt-1 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300"
          />
          <p>
            <Inline text={block.text} />
          </p>
        </div>
      );
    case "table": {
      const captionId = `${id}-caption`;
      return (
        // Focusable so keyboard users can scroll a table wider than a small screen.
        <div
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm leading-6">
            <caption
              id={captionId}
              className="border-b border-slate-200 px-4 py-3 text-left font-semibold text-slate-900 dark:border-slate-800 dark:text-white"
            >
              {block.caption}
            </caption>
            <thead className="bg-slate-50 dark:bg-slate-900">
              <tr>
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="px-4 py-2 font-semibold text-slate-900 dark:text-white"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="align-top">
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex} className="px-4 py-3">
                      <Inline text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
  }
}

function Inline({ text }: { text: InlineText }) {
  const to = useContext(LocalizeContext);
  return parseInline(text).map((token, index) => {
    switch (token.kind) {
      case "text":
        return token.text;
      case "strong":
        return (
          <strong key={index} className="font-semibold text-slate-900 dark:text-white">
            {token.text}
          </strong>
        );
      case "code":
        return (
          <code
            key={index}
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono whitespace-nowrap text-[0.85em] text-slate-800 dark:bg-slate-800 dark:text-slate-200"
          >
            {token.text}
          </code>
        );
      case "link":
        // Paths go through the router; anchors, mail and other sites are plain links.
        return token.href.startsWith("/") ? (
          <Link key={index} to={to(token.href)} className={linkClass}>
            {token.text}
          </Link>
        ) : (
          <a key={index} href={token.href} className={linkClass}>
            {token.text}
          </a>
        );
    }
  });
}
