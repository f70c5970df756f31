import { useEffect, useState } from "react";
import { KEPT_CHANGE_EVENT, keptSnapshot } from "./keys";
import { loadStore } from "./load-store";
import { useT } from "~/i18n/localization";

interface Props {
  converter: string;
  from?: string;
  to?: string;
  /** what is starred, for the button's name: "Length Converter", "meter to foot" */
  label: string;
  userId: string | null;
}

/**
 * Stars a converter or a unit pair (docs/decisions/052-what-visitors-keep.md). It needs the
 * browser's storage, so it shows once the page runs scripts; whether it is on is read from the
 * stored copy as text, and the store loads on the first press.
 */
export function FavouriteStar({ converter, from, to, label, userId }: Props) {
  const [on, setOn] = useState<boolean | null>(null);
  const t = useT("shell");
  useEffect(() => {
    const read = () => {
      let starred = false;
      try {
        const kept = JSON.parse(keptSnapshot() || "{}") as { favourites?: Props[] };
        starred = !!kept.favourites?.some(
          (item) => item.converter === converter && item.from === from && item.to === to,
        );
      } catch {
        // An unreadable copy holds no favourites.
      }
      setOn(starred);
    };
    read();
    window.addEventListener(KEPT_CHANGE_EVENT, read);
    return () => window.removeEventListener(KEPT_CHANGE_EVENT, read);
  }, [converter, from, to]);
  // The button's place is kept while it cannot be shown yet: nothing moves when it appears.
  if (on === null) return <span aria-hidden="true" className="inline-block h-10 w-10 shrink-0" />;
  return (
    <button
      type="button"
      aria-pressed={on}
      title={t(on ? "favouriteRemove" : "favouriteAdd", { label })}
      onClick={() =>
        void loadStore().then((store) => store.toggleFavourite({ converter, from, to }, userId))
      }
      className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-xl text-amber-600 hover:bg-slate-100 dark:text-amber-400 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
      <span className="sr-only">{t("favouriteName", { label })}</span>
    </button>
  );
}
