import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { restoreScrollScript, SCROLL_POSITIONS_KEY } from "./restore-scroll-script";

/**
 * React Router's scroll restoration (each page of the history opens where it was left, a new
 * one at the top), with a lighter inline script than its <ScrollRestoration>'s: on a first visit
 * it names the history entry and does not read the saved positions, which cannot hold a name
 * just made (decision 095). The script's text stays out of the client bundle: it ran before
 * hydration.
 */
export function ScrollRestoration({ nonce }: { nonce: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreScrollScript : "" }}
    />
  );
}
