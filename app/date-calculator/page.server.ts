import type { ReactNode } from "react";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { holidayNames, type HolidayNames } from "~/time/holiday-translations.server";
import type { TimeText } from "~/time/time-text";
import { sendHtml } from "~/utils/sent-html.server";
import { answerAdd } from "./add-section.server";
import {
  AddAnswerView,
  answerMarkup,
  BetweenAnswerView,
  FactsAnswerView,
  UnixAnswerView,
} from "./answer-views.server";
import { answerBetween } from "./between-section.server";
import {
  ADD_UNITS,
  MODES,
  type AddUnit,
  type DateCalculatorView,
  type FormFields,
  type Mode,
  type StartingValues,
} from "./calculator-view";
import { answerFacts } from "./facts-section.server";
import { formMarkup } from "./forms-html.server";
import { calendarNotesMarkup } from "./notes-html.server";
import type { SectionOutcome } from "./section-outcome";
import { answerUnix } from "./unix-section.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The date calculator's page, worked out from its URL on the server (the browser never loads
 * Temporal): `?mode=` names the section to answer, and that section's form keeps what was sent.
 * Its schemas are built at the page's first request (docs/decisions/085-cold-start.md).
 */

/** A parameter as sent, trimmed and cut to a length no field needs; a repeated one is its first. */
const param = onFirstUse(() =>
  z
    .string()
    .transform((text) => text.trim().slice(0, 200))
    .optional()
    .catch(undefined),
);

const dateCalculatorQuerySchema = onFirstUse(() =>
  z.object({
    mode: z.enum(MODES).optional().catch(undefined),
    date: param(),
    op: param(),
    amount: param(),
    unit: param(),
    start: param(),
    end: param(),
    unix: param(),
    zone: param(),
    holidays: param(),
  }),
);

type Query = z.output<ReturnType<typeof dateCalculatorQuerySchema>>;

/** The parameters that make a section's question: without any, it is not asked. */
const QUESTION_PARAMS: Record<Mode, ReadonlyArray<keyof Query>> = {
  add: ["date", "amount", "unit", "op"],
  between: ["start", "end"],
  facts: ["date"],
  unix: ["unix", "date"],
};

function readQuery(params: URLSearchParams): Query {
  const raw = Object.fromEntries(
    Object.keys(dateCalculatorQuerySchema().shape).map((key) => [
      key,
      params.get(key) ?? undefined,
    ]),
  );
  return dateCalculatorQuerySchema().parse(raw);
}

const knownUnit = (unit: string | undefined): AddUnit | undefined => {
  const value = unit === "businessDays" ? "business-days" : unit;
  return ADD_UNITS.find((known) => known.value === value)?.value;
};

/** Each form's fields: what the URL sent to the section asked, starting values elsewhere. */
function formFields(query: Query, asked: Mode | null): FormFields {
  const zone = query.zone || "UTC";
  const unixAsked = asked === "unix" && query.unix !== undefined;
  return {
    add:
      asked === "add"
        ? {
            date: query.date ?? "",
            op: query.op === "subtract" ? "subtract" : "add",
            amount: query.amount ?? "",
            unit: knownUnit(query.unit) ?? "days",
            zone,
            holidays: query.holidays ?? "",
          }
        : { date: null, op: "add", amount: "", unit: "days", zone: null, holidays: "" },
    between:
      asked === "between"
        ? { start: query.start ?? "", end: query.end ?? "", zone, holidays: query.holidays ?? "" }
        : { start: null, end: "", zone: null, holidays: "" },
    facts: { date: asked === "facts" ? (query.date ?? "") : null },
    unix:
      asked !== "unix"
        ? { unix: null, unixZone: null, date: null, dateZone: null }
        : unixAsked
          ? { unix: query.unix ?? "", unixZone: zone, date: null, dateZone: null }
          : { unix: null, unixZone: null, date: query.date ?? "", dateZone: zone },
  };
}

type Params = Record<string, string | undefined>;

async function section<A>(
  mode: Mode,
  outcome: SectionOutcome<A>,
  View: (props: { answer: A; t: TimeText["t"] }) => ReactNode,
  words: TimeText,
): Promise<Answered> {
  return {
    html: await answerMarkup(mode, outcome, View, words.t),
    invalid: outcome.ok ? null : outcome.field,
  };
}

type Answered = { html: string; invalid: string | null };

/** Each section's answer as HTML, and the field a refusal is about. */
const ANSWERS: Record<
  Mode,
  (params: Params, words: TimeText, names: HolidayNames) => Promise<Answered>
> = {
  add: (params, words, names) =>
    section("add", answerAdd(params, words, names), AddAnswerView, words),
  between: (params, words, names) =>
    section("between", answerBetween(params, words, names), BetweenAnswerView, words),
  facts: (params, words) => section("facts", answerFacts(params, words), FactsAnswerView, words),
  unix: async (params, words) => {
    const answered = await section("unix", answerUnix(params, words), UnixAnswerView, words);
    // The Unix section's two forms each have a zone field.
    if (answered.invalid !== "zone") return answered;
    return { ...answered, invalid: params.unix !== undefined ? "unixZone" : "dateZone" };
  },
};

/** Today, now and the zone as the server sees them: UTC. */
function startingValues(now: number): StartingValues {
  const iso = new Date(now).toISOString();
  return {
    date: iso.slice(0, 10),
    dateTime: iso.slice(0, 16),
    zone: "UTC",
    unix: String(Math.floor(now / 1000)),
  };
}

export async function dateCalculatorView(
  url: URL,
  now: number,
  context: Readonly<RouterContextProvider>,
  words: TimeText,
): Promise<DateCalculatorView> {
  const { language } = words;
  const query = readQuery(url.searchParams);
  const active = query.mode ?? null;
  const asked =
    active && QUESTION_PARAMS[active].some((key) => query[key] !== undefined) ? active : null;
  // The holidays' names in the page's language, loaded only for a question with a region.
  const names = await holidayNames(query.holidays ? language : "en");
  const answered = asked ? await ANSWERS[asked]({ ...query, mode: undefined }, words, names) : null;
  const fields = formFields(query, asked);
  const starting = startingValues(now);
  const order = active ? [active, ...MODES.filter((mode) => mode !== active)] : [...MODES];
  const [forms, notes] = await Promise.all([
    Promise.all(
      order.map((mode) => {
        const invalid = mode === asked ? (answered?.invalid ?? null) : null;
        return formMarkup(mode, fields, starting, invalid, words);
      }),
    ),
    calendarNotesMarkup(words),
  ]);
  return {
    sections: order.map((mode, at) => {
      const form = forms[at]!;
      return {
        mode,
        form: sendHtml(context, `date-calculator form ${form}`, form),
        answer:
          mode === asked && answered
            ? sendHtml(
                context,
                `date-calculator ${language} ${asked} ${JSON.stringify(query)}`,
                answered.html,
              )
            : null,
      };
    }),
    notes: sendHtml(context, `date-calculator notes ${language}`, notes),
  };
}
