import { Form, redirect } from "react-router";
import { requireUser } from "~/accounts/session.server";
import { displayName } from "~/accounts/display-name";
import { Eraser } from "lucide-react";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { calculatorHref } from "~/calculator/calculation-view";
import { clearKept, clearFormSchema, type ClearIntent } from "~/me/account.server";
import {
  converterLabel,
  favouriteHref,
  favouriteText,
  historyText,
  repeatHref,
  unitLabel,
  type UnitNamer,
} from "~/me/labels";
import { useAccountCopy } from "~/me/use-account-copy";
import { findVisitorData } from "~/models/visitor-data.server";
import { getDatabase } from "~/server-context";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { accountPageMeta } from "~/accounts/page-meta";
import { accountMessages, accountWords, requestLanguage } from "~/accounts/page-words.server";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { useLocalizedPath, useT } from "~/i18n/localization";
import type { MessageKey } from "~/i18n/messages";
import type { VisitorData } from "~/models/visitor-data";
import type { Route } from "./+types/account";

/**
 * /account (docs/product.md#account-page): what the signed-in visitor keeps, each list with a
 * 'Clear' form that works without JavaScript, and the account's export and deletion.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const kept = await findVisitorData(getDatabase(context), user.id);
  const { language } = requestLanguage(request);
  const words = await catalogueTranslation(language);
  const converters = getCatalogue(context).converters;
  const names = Object.fromEntries(
    converters.map((converter) => [converter.slug, words.converter(converter).name]),
  );
  const cleared = new URL(request.url).searchParams.get("cleared");
  return {
    // Named here: the page's module stays off the chunks every page shares (decision 052).
    user: { id: user.id, username: user.username, name: displayName(user) },
    kept,
    names,
    units: unitNames(kept, converters, words),
    cleared: CLEARED_MESSAGES[cleared as ClearIntent] ?? null,
    messages: await accountMessages(request),
  };
}

/** The kept units' names in the page's language ("converter/unit" → name), where it has them. */
function unitNames(
  kept: VisitorData,
  converters: ReadonlyArray<{ slug: string; key: string }>,
  words: Awaited<ReturnType<typeof catalogueTranslation>>,
): Record<string, string> {
  const tables = new Map(converters.map((converter) => [converter.slug, converter.key]));
  const names: Record<string, string> = {};
  const name = (converter: string, id: string | undefined) => {
    const table = tables.get(converter);
    const translated = table && id ? words.unit(table, id)?.name : undefined;
    if (translated) names[`${converter}/${id}`] = translated;
  };
  for (const entry of [...kept.preferences, ...kept.history, ...kept.favourites]) {
    name(entry.converter, entry.from ?? undefined);
    name(entry.converter, entry.to ?? undefined);
  }
  return names;
}

const CLEARED_MESSAGES: Record<ClearIntent, MessageKey<"account">> = {
  "clear-preferences": "accountClearedPreferences",
  "clear-history": "accountClearedHistory",
  "clear-calculations": "accountClearedCalculations",
  "clear-favourites": "accountClearedFavourites",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const t = await accountWords(request);
  return submitForm(request, clearFormSchema(t("errorClearWhat")), async ({ intent }) => {
    await clearKept(getDatabase(context), user.id, intent);
    // Back to the page (a GET), so a reload does not post again.
    return redirect(requestLanguage(request).to(`/account?cleared=${intent}`));
  });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  accountPageMeta(
    matches,
    loaderData,
    { title: "accountTitle", description: "accountDescription" },
    "/account",
  );

const sectionClass = "mt-6 p-6";
const listClass = "mt-3 space-y-1 text-sm";
const emptyClass = "mt-3 text-sm text-slate-600 dark:text-slate-300";
const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, kept, names, units, cleared } = loaderData;
  // The browser's copy follows the account's (cleared here, it is cleared there too).
  useAccountCopy(user.id, kept);
  const reply = formReply(actionData);
  const refusal = reply.formError ?? reply.fieldError("intent");
  const t = useT("account");
  const to = useLocalizedPath();
  const unit: UnitNamer = (converter, id) => units[`${converter}/${id}`] ?? unitLabel(id);

  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t("accountHeading")}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t("accountSignedInAs", { name: user.name, username: user.username })}
      </p>
      {cleared && (
        <p role="status" className="mt-4 text-sm font-medium text-green-800 dark:text-green-300">
          {t(cleared)}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}

      <Card className={sectionClass}>
        <SectionHeading
          id="preferences-heading"
          title={t("accountPreferences")}
          what={t("accountPreferencesClear")}
          intent="clear-preferences"
        />
        <p className={emptyClass}>{t("accountPreferencesAbout")}</p>
        {kept.preferences.length === 0 ? (
          <p className={emptyClass}>{t("accountPreferencesEmpty")}</p>
        ) : (
          <ul className={listClass}>
            {kept.preferences.map((preference) => (
              <li key={preference.converter}>
                <a className={linkClass} href={to(`/${preference.converter}`)}>
                  {converterLabel(preference.converter, names)}
                </a>
                :{" "}
                {t("accountPreference", {
                  from: unit(preference.converter, preference.from),
                  to: unit(preference.converter, preference.to),
                  precision: preference.precision,
                })}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className={sectionClass}>
        <SectionHeading
          id="history-heading"
          title={t("accountHistory")}
          what={t("accountHistoryClear")}
          intent="clear-history"
        />
        {kept.history.length === 0 ? (
          <p className={emptyClass}>{t("accountHistoryEmpty")}</p>
        ) : (
          <ol className={listClass}>
            {kept.history.map((entry) => (
              <li key={`${entry.converter} ${entry.value} ${entry.from} ${entry.to}`}>
                <a className={linkClass} href={to(repeatHref(entry))}>
                  {historyText(entry, unit)}
                </a>{" "}
                <span className="text-slate-600 dark:text-slate-300">
                  ({converterLabel(entry.converter, names)})
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card className={sectionClass}>
        <SectionHeading
          id="calculations-heading"
          title={t("accountCalculations")}
          what={t("accountCalculationsClear")}
          intent="clear-calculations"
        />
        {kept.calculations.length === 0 ? (
          <p className={emptyClass}>{t("accountCalculationsEmpty")}</p>
        ) : (
          <ol className={listClass}>
            {kept.calculations.map((entry) => (
              <li key={entry.query}>
                <a className={linkClass} href={to(calculatorHref(entry.query))}>
                  {entry.query}
                </a>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card className={sectionClass}>
        <SectionHeading
          id="favourites-heading"
          title={t("accountFavourites")}
          what={t("accountFavouritesClear")}
          intent="clear-favourites"
        />
        {kept.favourites.length === 0 ? (
          <p className={emptyClass}>{t("accountFavouritesEmpty")}</p>
        ) : (
          <ul className={listClass}>
            {kept.favourites.map((favourite) => (
              <li key={`${favourite.converter} ${favourite.from ?? ""} ${favourite.to ?? ""}`}>
                <a className={linkClass} href={to(favouriteHref(favourite))}>
                  {favouriteText(favourite, names, unit)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className={sectionClass}>
        <h2 className="text-lg font-semibold">{t("accountData")}</h2>
        <ul className={listClass}>
          <li>
            <a className={linkClass} href="/download-my-data" download>
              {t("accountDownload")}
            </a>{" "}
            {t("accountDownloadAbout")}
          </li>
          <li>
            <a className={linkClass} href={to("/delete-account")}>
              {t("accountDelete")}
            </a>
          </li>
        </ul>
      </Card>
    </Container>
  );
}

function SectionHeading({
  id,
  title,
  what,
  intent,
}: {
  id: string;
  title: string;
  /** what the button clears, for its name: "recent conversions" */
  what: string;
  intent: ClearIntent;
}) {
  const t = useT("account");
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <Button type="submit" variant="secondary" size="sm">
          <Eraser aria-hidden="true" className="h-4 w-4" />
          {t("accountClear")}
          <span className="sr-only"> {what}</span>
        </Button>
      </Form>
    </div>
  );
}
