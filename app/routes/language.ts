import { redirect } from "react-router";
import { sameOriginPath } from "~/accounts/safe-redirect";
import { getUser, isSameOrigin } from "~/accounts/session.server";
import { isLanguage, languageOfPath, localizedPath, unprefixedPath } from "~/i18n/languages";
import { LANGUAGE_COOKIE } from "~/i18n/language-cookie";
import { setUserLanguage } from "~/models/user.server";
import { getDatabase } from "~/server-context";
import { serializeCookie } from "~/utils/cookies.server";
import type { Route } from "./+types/language";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The page a link was followed from, when it is one of this site's. */
function refererPath(request: Request): string | undefined {
  const referer = request.headers.get("Referer");
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin
      ? `${from.pathname}${from.search}${from.hash}`
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /language?set=de&to=/length-converter?value=5: the language switcher's links
 * (docs/decisions/080-languages.md). The choice is kept in a cookie for a year (and on the
 * account, when signed in and asked from this site), then the visitor goes on to the same page
 * in that language, its query kept. The page's script adds `to` (the page the visitor is on);
 * without scripts the page is the Referer's, when it is this site's. `to` must be a path on this
 * site; in another language it is moved into the chosen one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = url.searchParams.get("set");
  if (!isLanguage(language)) {
    return new Response("Choose one of the site's languages: en, es, de, fr, pt-br or ja.\n", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const to = sameOriginPath(url.searchParams.get("to") ?? refererPath(request) ?? "/") ?? "/";
  const target = new URL(to, url.origin);
  const path =
    languageOfPath(target.pathname) === language
      ? to
      : `${localizedPath(unprefixedPath(target.pathname), language)}${target.search}${target.hash}`;
  const headers = new Headers({
    Location: path,
    "Set-Cookie": serializeCookie(request, LANGUAGE_COOKIE, language, {
      maxAgeSeconds: YEAR_SECONDS,
      // The page's script reads it to offer this language on English pages (language-offer.tsx).
      httpOnly: false,
    }),
    "Cache-Control": "no-store",
  });
  const user = isSameOrigin(request) ? await getUser(request, context) : null;
  if (user && user.language !== language) {
    await setUserLanguage(getDatabase(context), user.id, language);
  }
  return redirect(path, { status: 303, headers });
}
