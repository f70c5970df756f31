import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { translate, type Translate } from "./localization";
import type { Area, Messages } from "./messages";

/**
 * The interface's messages, one JSON file per language and area (app/i18n/messages/<language>/
 * <area>.json; docs/decisions/080-languages.md). Each file loads when a page first needs it, and
 * stays for the isolate's life. A page's loader sends the areas its hydrated components use
 * (`messagesFor`); server-rendered HTML reads them directly (`translator`).
 */
const files = import.meta.glob<{ default: Record<string, string> }>("./messages/*/*.json");

const loaded = new Map<string, Promise<Record<string, string>>>();

function load(language: Language, area: string): Promise<Record<string, string>> {
  const key = `${language}/${area}`;
  let pending = loaded.get(key);
  if (!pending) {
    const file = files[`./messages/${key}.json`];
    if (!file) throw new Error(`No messages for ${key}`);
    pending = file().then((module) => module.default);
    loaded.set(key, pending);
  }
  return pending;
}

/** The areas' messages in `language`, with English for any a translation lacks. */
export async function messagesFor<A extends Area>(
  language: Language,
  areas: readonly A[],
): Promise<Pick<Messages, A>> {
  const entries = await Promise.all(
    areas.map(async (area) => {
      const english = await load(DEFAULT_LANGUAGE, area);
      const translated = language === DEFAULT_LANGUAGE ? english : await load(language, area);
      return [area, language === DEFAULT_LANGUAGE ? english : { ...english, ...translated }];
    }),
  );
  return Object.fromEntries(entries) as Pick<Messages, A>;
}

/** An area's messages as a function, for HTML the server renders alone. */
export async function translator<A extends Area>(
  language: Language,
  area: A,
): Promise<Translate<A>> {
  return translate(await messagesFor(language, [area]), area, language);
}

/** Any JSON data file of a language (units, catalogue, unit notes), or undefined if it has none. */
export async function dataFile<T>(language: Language, name: string): Promise<T | undefined> {
  const file = files[`./messages/${language}/${name}.json`];
  return file ? ((await file()).default as T) : undefined;
}
