import { data } from "react-router";
import type { Route } from "./+types/bare-page";
import { serverTimingEnabled } from "~/pipeline/server-timing.server";
import { cloudflareContext } from "~/server-context";

/**
 * The benchmarks' yardstick (docs/benchmarks.md): a React Router page served by this server with
 * nothing of the site's in it (no header, footer, widget or banner: `handle.bare`, read by
 * app/shell/bare-document.tsx), so a page's cost can be said as a multiple of React Router's own
 * on the same host in the same run. It exists only while measuring (`SERVER_TIMING` on);
 * otherwise it is a 404 like any unknown path.
 */
export const handle = { bare: true };

export function loader({ context }: Route.LoaderArgs) {
  if (!serverTimingEnabled(context.get(cloudflareContext).env)) throw data(null, { status: 404 });
  return { words: "A React Router page, hydrated, with nothing else." };
}

export const meta: Route.MetaFunction = () => [
  { title: "Bare page | UnitWise" },
  { name: "robots", content: "noindex" },
];

export default function BarePage({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <h1>Bare page</h1>
      <p>{loaderData.words}</p>
    </main>
  );
}
