import { lazy, Suspense, useEffect, useState } from "react";
import { Container } from "~/components/ui/container";
import { KEPT_CHANGE_EVENT, keptSnapshot } from "./keys";

// The lists' code loads only for a visitor who keeps something (decision 049).
const KeptLists = lazy(() => import("./kept-lists"));

/**
 * The home page's 'Recent', 'Calculations' and 'Favourites': nothing for a visitor who keeps nothing; otherwise
 * the lists show once the page runs (they live in the browser, which the server cannot read).
 * Their code is loaded then: most visitors keep nothing and download nothing.
 */
export function KeptOnHome({ names }: { names: Readonly<Record<string, string>> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A quick look at the text first: most visitors keep nothing and load nothing.
    const read = () => setShown(/"(history|calculations|favourites)":\[\{/.test(keptSnapshot()));
    read();
    window.addEventListener(KEPT_CHANGE_EVENT, read);
    return () => window.removeEventListener(KEPT_CHANGE_EVENT, read);
  }, []);
  if (!shown) return null;
  return (
    <Container className="pt-10">
      <Suspense fallback={null}>
        <KeptLists names={names} />
      </Suspense>
    </Container>
  );
}
