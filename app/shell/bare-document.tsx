import type { ReactNode } from "react";
import { Links, Meta, Scripts, type UIMatch } from "react-router";

/**
 * Whether the page is a bare one (app/routes/bare-page.tsx): its route's `handle` asks for it
 * (`bare: true`), and its loader answered.
 */
export function isBarePage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as { bare?: boolean } | undefined;
    return handle?.bare === true && match.data != null;
  });
}

/**
 * The document of a bare page: the head's tags, the route's markup and React Router's scripts,
 * with the stylesheet every page loads; none of the site's frame.
 */
export function BareDocument({ nonce, children }: { nonce: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
