import { Form, redirect } from "react-router";
import { requireUser } from "~/accounts/session.server";
import { displayName } from "~/accounts/display-name";
import { Eraser } from "lucide-react";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { calculatorHref } from "~/calculator/calculation-view";
import { clearKept, ClearFormSchema, type ClearIntent } from "~/me/account.server";
import {
  converterLabel,
  favouriteHref,
  favouriteText,
  historyText,
  repeatHref,
  unitLabel,
} from "~/me/labels";
import { useAccountCopy } from "~/me/use-account-copy";
import { findVisitorData } from "~/models/visitor-data.server";
import { getDatabase } from "~/server-context";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/account";

/**
 * /account (docs/product.md#account-page): what the signed-in visitor keeps, each list with a
 * 'Clear' form that works without JavaScript, and the account's export and deletion.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const kept = await findVisitorData(getDatabase(context), user.id);
  const names = Object.fromEntries(
    getCatalogue(context).converters.map((converter) => [converter.slug, converter.name]),
  );
  const cleared = new URL(request.url).searchParams.get("cleared");
  return {
    // Named here: the page's module stays off the chunks every page shares (decision 052).
    user: { id: user.id, username: user.username, name: displayName(user) },
    kept,
    names,
    cleared: CLEARED_MESSAGES[cleared as ClearIntent] ?? null,
  };
}

const CLEARED_MESSAGES: Record<ClearIntent, string> = {
  "clear-preferences": "Preferences cleared.",
  "clear-history": "Recent conversions cleared.",
  "clear-calculations": "Recent calculations cleared.",
  "clear-favourites": "Favourites cleared.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return submitForm(request, ClearFormSchema, async ({ intent }) => {
    await clearKept(getDatabase(context), user.id, intent);
    // Back to the page (a GET), so a reload does not post again.
    return redirect(`/account?cleared=${intent}`);
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Your Account",
    description:
      "The preferences, recent conversions and calculations, and favourites your account keeps.",
    path: "/account",
    origin: originFrom(matches),
    noindex: true,
  });

const sectionClass = "mt-6 p-6";
const listClass = "mt-3 space-y-1 text-sm";
const emptyClass = "mt-3 text-sm text-slate-600 dark:text-slate-300";
const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, kept, names, cleared } = loaderData;
  // The browser's copy follows the account's (cleared here, it is cleared there too).
  useAccountCopy(user.id, kept);
  const reply = formReply(actionData);
  const refusal = reply.formError ?? reply.fieldError("intent");

  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-3xl font-bold tracking-tight">Your Account</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Signed in as {user.name} (@{user.username}). What your account keeps follows you to every
        device you sign in on.
      </p>
      {cleared && (
        <p role="status" className="mt-4 text-sm font-medium text-green-800 dark:text-green-300">
          {cleared}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}

      <Card className={sectionClass}>
        <SectionHeading id="preferences-heading" title="Preferences" intent="clear-preferences" />
        <p className={emptyClass}>
          Each converter opens with the units and precision you last used.
        </p>
        {kept.preferences.length === 0 ? (
          <p className={emptyClass}>No converter remembers units yet.</p>
        ) : (
          <ul className={listClass}>
            {kept.preferences.map((preference) => (
              <li key={preference.converter}>
                <a className={linkClass} href={`/${preference.converter}`}>
                  {converterLabel(preference.converter, names)}
                </a>
                : {unitLabel(preference.from)} → {unitLabel(preference.to)}, {preference.precision}{" "}
                significant digits
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className={sectionClass}>
        <SectionHeading id="history-heading" title="Recent conversions" intent="clear-history" />
        {kept.history.length === 0 ? (
          <p className={emptyClass}>No recent conversions.</p>
        ) : (
          <ol className={listClass}>
            {kept.history.map((entry) => (
              <li key={`${entry.converter} ${entry.value} ${entry.from} ${entry.to}`}>
                <a className={linkClass} href={repeatHref(entry)}>
                  {historyText(entry)}
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
          title="Recent calculations"
          intent="clear-calculations"
        />
        {kept.calculations.length === 0 ? (
          <p className={emptyClass}>No recent calculations.</p>
        ) : (
          <ol className={listClass}>
            {kept.calculations.map((entry) => (
              <li key={entry.query}>
                <a className={linkClass} href={calculatorHref(entry.query)}>
                  {entry.query}
                </a>
              </li>
            ))}
          </ol>
        )}
      </Card>

      <Card className={sectionClass}>
        <SectionHeading id="favourites-heading" title="Favourites" intent="clear-favourites" />
        {kept.favourites.length === 0 ? (
          <p className={emptyClass}>
            No favourites. Star a converter or a pair of units on its page.
          </p>
        ) : (
          <ul className={listClass}>
            {kept.favourites.map((favourite) => (
              <li key={`${favourite.converter} ${favourite.from ?? ""} ${favourite.to ?? ""}`}>
                <a className={linkClass} href={favouriteHref(favourite)}>
                  {favouriteText(favourite, names)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className={sectionClass}>
        <h2 className="text-lg font-semibold">Your data</h2>
        <ul className={listClass}>
          <li>
            <a className={linkClass} href="/download-my-data" download>
              Download my data
            </a>{" "}
            (your account, preferences, recent conversions and calculations, and favourites, as
            JSON)
          </li>
          <li>
            <a className={linkClass} href="/delete-account">
              Delete account
            </a>
          </li>
        </ul>
      </Card>
    </Container>
  );
}

function SectionHeading({ id, title, intent }: { id: string; title: string; intent: ClearIntent }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <Button type="submit" variant="secondary" size="sm">
          <Eraser aria-hidden="true" className="h-4 w-4" />
          Clear<span className="sr-only"> {title.toLowerCase()}</span>
        </Button>
      </Form>
    </div>
  );
}
