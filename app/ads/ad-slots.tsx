import { useLocation } from "react-router";
import type { AdPlacement, ShownAdSlot } from "~/models/ad-slot";
import { cn } from "~/utils/cn";
import { useRootData } from "~/utils/root-data";
import { pageTakesAds, reservedBox } from "./placement";

/** What the root loader hands the pages of the ads (null: no publisher id, so no ads). */
export interface AdsOnPages {
  client: string;
  slots: ShownAdSlot[];
}

/** The enabled slots this page shows at `placement` (none where ads are off or not taken). */
function usePlacedSlots(placement: AdPlacement): { client: string; here: ShownAdSlot[] } {
  const ads = useRootData<{ ads?: AdsOnPages | null }>()?.ads;
  const { pathname } = useLocation();
  if (!ads || !pageTakesAds(pathname)) return { client: "", here: [] };
  return { client: ads.client, here: ads.slots.filter((slot) => slot.placement === placement) };
}

/**
 * Whether the page has sidebar slots: its layout then keeps their column from the first byte
 * (app.css `data-ad-sidebar`), as the slots themselves come last in the streamed HTML.
 */
export function useAdSidebar(): true | undefined {
  return usePlacedSlots("sidebar").here.length > 0 || undefined;
}

/**
 * The enabled slots of `placement` on this page (docs/decisions/048-ad-slots.md): each an
 * `<ins class="adsbygoogle">` in a box of its reserved size. The boxes are drawn only once the
 * visitor allowed marketing (app.css, the `ads-on` class), and AdSense fills them only then
 * (shell/third-party-scripts.tsx). Nothing is rendered where ads are off or the page takes none.
 */
export function AdSlots({ placement, className }: { placement: AdPlacement; className?: string }) {
  const { client, here } = usePlacedSlots(placement);
  if (here.length === 0) return null;
  return (
    <div className={cn("ad-placement", className)} data-placement={placement}>
      {here.map((slot) => {
        const box = reservedBox(slot.size, slot.format);
        return (
          <div key={slot.id} className="ad-slot" data-ad-slot-id={slot.id}>
            <p className="ad-label">Advertisement</p>
            <ins
              className="adsbygoogle"
              style={{
                display: "block",
                width: box.width ?? "100%",
                maxWidth: "100%",
                height: box.height,
                margin: "0 auto",
                overflow: "hidden",
              }}
              data-ad-client={client}
              data-ad-slot={slot.slot}
              data-ad-format={box.adFormat ?? undefined}
            />
          </div>
        );
      })}
    </div>
  );
}
