import type { SubmissionResult } from "@conform-to/zod/v4";

/** What a page action answers when its form is refused: conform's reply, with the status. */
export type FormReply = SubmissionResult<string[]> & {
  /** a Refusal's status, so a page can title its alert (429: "Too many …") */
  refusedWith?: number;
};

/**
 * What a page shows from its action's reply (conform's `submission.reply()`, decision 067): the
 * first message of the form and of each field, and the values typed (never hidden fields).
 */
export function formReply(result: FormReply | null | undefined) {
  const errors = result?.error ?? {};
  const values = result?.initialValue ?? {};
  const formError = errors[""]?.[0];
  return {
    refusedWith: result?.refusedWith,
    formError,
    /** the form's message, else the first field's: for a page that shows a refusal as one alert */
    firstError: formError ?? Object.values(errors).find((messages) => messages?.[0])?.[0],
    fieldError: (name: string) => errors[name]?.[0],
    hasFieldErrors: Object.entries(errors).some(([name, messages]) => name !== "" && messages),
    value: (name: string) => {
      const value = values[name];
      return typeof value === "string" ? value : undefined;
    },
  };
}

/** What `formReply` gives a page. */
export type FormReplyView = ReturnType<typeof formReply>;
