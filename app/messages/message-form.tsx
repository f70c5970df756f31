import { LoaderCircle, Send } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { MESSAGE_LIMITS } from "~/messages/limits";
import type { MessageFormResult } from "~/messages/result";
import { Button } from "~/components/ui/button";
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

/** The reply address both forms ask for, the same way. */
export const EMAIL_FIELD = {
  name: "email",
  label: "Email",
  type: "email",
  autoComplete: "email",
  required: true,
  maxLength: MESSAGE_LIMITS.email,
} as const satisfies MessageFieldSpec<"email">;

/** The names of all fields, in order: what the action reads from the post. */
export function messageFieldNames<Field extends string>(rows: MessageFieldRows<Field>): Field[] {
  return rows.flat().map((field) => field.name);
}

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
}

export function MessageFormCard<Field extends string, Greeting extends string>({
  result,
  greetingField,
  rows,
  words,
  initialValues = {},
}: {
  result: MessageFormResult<Field, Greeting> | undefined;
  greetingField: Greeting;
  rows: MessageFieldRows<Field>;
  words: MessageFormWords;
  /** values of a fresh form, e.g. from the URL */
  initialValues?: Partial<Record<Field, string>>;
}) {
  return (
    <Card className="self-start p-6 sm:p-8 lg:col-span-2">
      {result?.status === "sent" ? (
        <FormSuccess title={words.sentTitle}>
          <p>{words.sentText(result[greetingField])}</p>
          <p>
            <Link
              to={words.againHref}
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
  result: Exclude<MessageFormResult<Field, string>, { status: "sent" }> | undefined;
  rows: MessageFieldRows<Field>;
  words: MessageFormWords;
  initialValues: Partial<Record<Field, string>>;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useNavigation().state === "submitting";
  useFocusFirstInvalid(formRef, result);

  const errors: Partial<Record<Field, string>> = result?.status === "invalid" ? result.errors : {};
  const values = result && "values" in result ? result.values : initialValues;
  const field = (spec: MessageFieldSpec<Field>) => (
    <MessageField key={spec.name} {...spec} value={values[spec.name]} error={errors[spec.name]} />
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
        result?.status === "rate-limited" && (
          <FormAlert key="rate-limited" title={words.rateLimitedTitle}>
            {result.message}
          </FormAlert>
        ),
        result?.status === "refused" && (
          <FormAlert key="refused" title={words.refusedTitle}>
            {result.message}
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
          {sending ? "Sending…" : words.submitLabel}
        </Button>,
      ]}
    </Form>
  );
}

/**
 * A labelled input or textarea with its hint and error, wired up by TextField/TextareaField.
 * The rest of the description goes to the control as attributes, in the order it is written.
 */
export function MessageField<Field extends string>({
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
