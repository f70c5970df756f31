import { Form, redirect, useLoaderData } from "react-router";
import { safeRedirect } from "~/accounts/safe-redirect";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { FormAlert, Select } from "~/components/ui/field";
import { serializeCookie } from "~/utils/cookies.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import {
  browserNumberLocale,
  chosenNumberLocale,
  NUMBER_LOCALE_COOKIE,
  NumberFormatFormSchema,
  requestNumberLocale,
} from "~/utils/number-locale.server";
import { formatForLocale } from "@unitwise/units";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/number-format";

/**
 * /number-format: how the site writes and reads numbers for this visitor (decision 053). By
 * default their browser's languages decide; a choice here is kept in a cookie for a year and
 * wins. A plain form: no JavaScript needed.
 */

/** The formats offered, each a locale whose numbers look that way (Intl writes the example). */
const FORMATS = ["en-US", "en-GB", "en-IN", "de-DE", "de-CH", "fr-FR", "fr-CH", "es-ES", "ja-JP"];
const EXAMPLE = "1234567.89";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const automatic = browserNumberLocale(request);
  return {
    current: requestNumberLocale(request),
    automatic: { locale: automatic, example: formatForLocale(EXAMPLE, automatic) },
    chosen: chosenNumberLocale(request) ?? null,
    formats: FORMATS.map((locale) => ({ locale, example: formatForLocale(EXAMPLE, locale) })),
    back: safeRedirect(url.searchParams.get("back")),
  };
}

/** Keeps the choice ("auto" forgets it), then back to the page the visitor came from. */
export function action({ request }: Route.ActionArgs) {
  return submitForm(request, NumberFormatFormSchema, async ({ locale, back }) => {
    const cookie = locale
      ? serializeCookie(request, NUMBER_LOCALE_COOKIE, locale, { maxAgeSeconds: YEAR_SECONDS })
      : serializeCookie(request, NUMBER_LOCALE_COOKIE, "", { maxAgeSeconds: 0 });
    return redirect(safeRedirect(back), { headers: { "Set-Cookie": cookie } });
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Number format",
    description: "Choose how UnitWise writes and reads numbers: decimal sign and grouping.",
    path: "/number-format",
    origin: originFrom(matches),
    noindex: true,
  });

export default function NumberFormatPage({ actionData }: Route.ComponentProps) {
  const { current, automatic, chosen, formats, back } = useLoaderData<typeof loader>();
  // Only a hand-made post is refused: the select offers nothing else.
  const reply = formReply(actionData);
  const refusal = reply.formError ?? reply.fieldError("locale");
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-lg p-6">
        <h1 className="text-2xl font-bold tracking-tight">Number format</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Results are written, and what you type is read, in this format: now{" "}
          <strong>{formatForLocale(EXAMPLE, current)}</strong> ({current}). Every digit of an exact
          result is kept whatever the format.
        </p>
        <Form method="post" className="mt-6 space-y-4">
          {refusal && <FormAlert title={refusal} />}
          <input type="hidden" name="back" value={back} />
          <div className="space-y-1.5">
            <label htmlFor="number-locale" className="text-sm font-medium">
              Format
            </label>
            <Select id="number-locale" name="locale" defaultValue={chosen ?? "auto"}>
              <option value="auto">
                Automatic, from your browser: {automatic.example} ({automatic.locale})
              </option>
              {formats.map((format) => (
                <option key={format.locale} value={format.locale}>
                  {format.example} ({format.locale})
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit">Save</Button>
        </Form>
      </Card>
    </Container>
  );
}
