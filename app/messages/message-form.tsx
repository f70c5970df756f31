import { LoaderCircle, Send } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { MESSAGE_LIMITS } from "~/messages/limits";
import type { MessageFormResult } from "~/messages/result";
import { formReply, type FormReply } from "~/utils/form-reply";
import { Button } from "~/components/ui/button";
import { useLocalizedPath } from "~/i18n/localization";
import { Card } from "~/components/ui/card";
import {
  FormAlert,
  FormSuccess,
  Honeypot,
  TextareaField,
  TextField,
  useFocusFirstInvalid,
} from "~/components/ui/field";

/**
 * The page side of the contact and bug-report forms (their action is message-form.server): the
 * card that holds the form or, once sent, the thanks; the field rows; the honeypot; the submit
 * button with its pending state; the alerts for a refused or rate-limited message. A page
 * describes its fields and words; everything else is the same on both.
 */

/** One field of a message form, rendered as a labelled input or textarea. */
export interface MessageFieldSpec<Field extends string> {
  name: Field;
  label: string;
  /** "textarea" for multi-line text; inputs default to "text" */
  type?: "text" | "email" | "textarea";
  /** height of a textarea, in lines */
  rows?: number;
  autoComplete?: string;
  maxLength: number;
  /** fields that are not required say "(optional)" */
  required?: boolean;
  hint?: string;
}

/** A form's fields top to bottom; a pair shares one line on wider screens. */
export type MessageFieldRows<Field extends string> = ReadonlyArray<
  MessageFieldSpec<Field> | readonly [MessageFieldSpec<Field>, MessageFieldSpec<Field>]
>;

/** The reply address both forms ask for, the same way, with its label in the page's language. */
export const emailField = (label: string) =>
  ({
    name: "email",
    label,
    type: "email",
    autoComplete: "email",
    required: true,
    maxLength: MESSAGE_LIMITS.email,
  }) as const satisfies MessageFieldSpec<"email">;

export interface MessageFormWords {
  /** names the form through aria-labelledby */
  headingId: string;
  heading: string;
  intro: ReactNode;
  rateLimitedTitle: string;
  refusedTitle: string;
  submitLabel: string;
  sentTitle: string;
  /** the thanks, given the name the sender typed */
  sentText: (name: string) => ReactNode;
  /** the page itself, to start over with an empty form */
  againHref: string;
  againLabel: string;
  /** the submit button's text while the form is sent */
  sending: string;
}

export function MessageFormCard<Field extends string, Greeting extends string>({
  result,
  greetingField,
  rows,
  words,
  initialValues = {},
}: {
  result: MessageFormResult<Greeting> | undefined;
  greetingField: Greeting;
  rows: MessageFieldRows<Field>;
  words: MessageFormWords;
  /** values of a fresh form, e.g. from the URL */
  initialValues?: Partial<Record<Field, string>>;
}) {
  const to = useLocalizedPath();
  return (
    <Card className="self-start p-6 sm:p-8 lg:col-span-2">
      {result && "status" in result && result.status === "sent" ? (
        <FormSuccess title={words.sentTitle}>
          <p>{words.sentText(result[greetingField])}</p>
          <p>
            <Link
              to={to(words.againHref)}
              className="font-medium text-green-900 underline dark:text-green-100"
            >
              {words.againLabel}
            </Link>
          </p>
        </FormSuccess>
      ) : (
        <MessageForm result={result} rows={rows} words={words} initialValues={initialValues} />
      )}
    </Card>
  );
}

function MessageForm<Field extends string>({
  result,
  rows,
  words,
  initialValues,
}: {
  result: FormReply | undefined;
  rows: MessageFieldRows<Field>;
  words: MessageFormWords;
  initialValues: Partial<Record<Field, string>>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useNavigation().state === "submitting";
  useFocusFirstInvalid(formRef, result);

  const reply = formReply(result);
  // A refused post shows what was typed; an unreadable one (413, 415) starts afresh.
  const value = (name: Field) =>
    result?.initialValue ? (reply.value(name) ?? "") : initialValues[name];
  const field = (spec: MessageFieldSpec<Field>) => (
    <MessageField
      key={spec.name}
      {...spec}
      value={value(spec.name)}
      error={reply.fieldError(spec.name)}
    />
  );

  return (
    <Form ref={formRef} method="post" className="space-y-5" aria-labelledby={words.headingId}>
      {[
        <div key="heading">
          <h2 id={words.headingId} className="text-xl font-semibold">
            {words.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{words.intro}</p>
        </div>,
        reply.formError && (
          <FormAlert
            key="refused"
            title={reply.refusedWith === 429 ? words.rateLimitedTitle : words.refusedTitle}
          >
            {reply.formError}
          </FormAlert>
        ),
        // One flat list of children: React derives the fields' generated ids from their place.
        ...rows.map((row) =>
          "name" in row ? (
            field(row)
          ) : (
            <div key={row[0].name} className="grid gap-5 sm:grid-cols-2">
              {field(row[0])}
              {field(row[1])}
            </div>
          ),
        ),
        <Honeypot key="honeypot" />,
        <Button
          key="submit"
          type="submit"
          size="lg"
          disabled={sending}
          className="w-full sm:w-auto"
        >
          {sending ? (
            <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="h-5 w-5" />
          )}
          {sending ? words.sending : words.submitLabel}
        </Button>,
      ]}
    </Form>
  );
}

/**
 * A labelled input or textarea with its hint and error, wired up by TextField/TextareaField.
 * The rest of the description goes to the control as attributes, in the order it is written.
 */
function MessageField<Field extends string>({
  type = "text",
  value,
  ...field
}: MessageFieldSpec<Field> & { value?: string; error?: string }) {
  return type === "textarea" ? (
    <TextareaField {...field} defaultValue={value} />
  ) : (
    <TextField {...field} type={type} defaultValue={value} />
  );
}
