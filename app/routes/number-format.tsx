import { Form, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import { sameOriginPath } from "~/accounts/safe-redirect";
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
  requestNumberLocale,
} from "~/utils/number-locale.server";
import { formatForLocale, supportedNumberLocale } from "@unitwise/units";
import { accountPageMeta } from "~/accounts/page-meta";
import { accountMessages, accountWords, requestLanguage } from "~/accounts/page-words.server";
import { useT, type Translate } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
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

/** The page to go back to: the one given, if on this site, else home in the page's language. */
function backTo(request: Request, back: string | null | undefined): string {
  return (back && sameOriginPath(back)) || requestLanguage(request).to("/");
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const automatic = browserNumberLocale(request);
  return {
    current: requestNumberLocale(request),
    automatic: { locale: automatic, example: formatForLocale(EXAMPLE, automatic) },
    chosen: chosenNumberLocale(request) ?? null,
    formats: FORMATS.map((locale) => ({ locale, example: formatForLocale(EXAMPLE, locale) })),
    back: backTo(request, url.searchParams.get("back")),
    messages: await accountMessages(request),
  };
}

/**
 * The form: "auto" (forget the choice) or a format this site knows, and the page to go back to;
 * `locale` is the format to keep, undefined for "auto". The rules of number-locale.server's
 * the number-format form's rule, its messages in the page's language.
 */
function numberFormatSchema(t: Translate<"account">) {
  return z.object({
    locale: z.string({ error: t("numberFormatChoose") }).transform((tag, context) => {
      if (tag === "auto") return undefined;
      const chosen = supportedNumberLocale(tag);
      if (!chosen) {
        context.addIssue({
          code: "custom",
          message: t("numberFormatUnknown", { tag: tag.slice(0, 40) }),
        });
        return z.NEVER;
      }
      return chosen;
    }),
    back: z.string().optional(),
  });
}

/** Keeps the choice ("auto" forgets it), then back to the page the visitor came from. */
export async function action({ request }: Route.ActionArgs) {
  const schema = numberFormatSchema(await accountWords(request));
  return submitForm(request, schema, async ({ locale, back }) => {
    const cookie = locale
      ? serializeCookie(request, NUMBER_LOCALE_COOKIE, locale, { maxAgeSeconds: YEAR_SECONDS })
      : serializeCookie(request, NUMBER_LOCALE_COOKIE, "", { maxAgeSeconds: 0 });
    return redirect(backTo(request, back), { headers: { "Set-Cookie": cookie } });
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData,
    { title: "numberFormatTitle", description: "numberFormatDescription" },
    "/number-format",
  );

export default function NumberFormatPage({ actionData }: Route.ComponentProps) {
  const { current, automatic, chosen, formats, back } = useLoaderData<typeof loader>();
  // Only a hand-made post is refused: the select offers nothing else.
  const reply = formReply(actionData);
  const refusal = reply.formError ?? reply.fieldError("locale");
  const t = useT("account");
  return (
    <Container className="flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-lg p-6">
        <h1 className="text-2xl font-bold tracking-tight">{t("numberFormatHeading")}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {rich(
            t("numberFormatNow", { example: formatForLocale(EXAMPLE, current), locale: current }),
            { strong: (text) => <strong>{text}</strong> },
          )}
        </p>
        <Form method="post" className="mt-6 space-y-4">
          {refusal && <FormAlert title={refusal} />}
          <input type="hidden" name="back" value={back} />
          <div className="space-y-1.5">
            <label htmlFor="number-locale" className="text-sm font-medium">
              {t("numberFormatLabel")}
            </label>
            <Select id="number-locale" name="locale" defaultValue={chosen ?? "auto"}>
              <option value="auto">
                {t("numberFormatAutomatic", {
                  example: automatic.example,
                  locale: automatic.locale,
                })}
              </option>
              {formats.map((format) => (
                <option key={format.locale} value={format.locale}>
                  {format.example} ({format.locale})
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit">{t("numberFormatSave")}</Button>
        </Form>
      </Card>
    </Container>
  );
}
