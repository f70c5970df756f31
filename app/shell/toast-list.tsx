import { useT } from "~/i18n/localization";
import { X } from "~/components/icons";
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from "react";
import { cn } from "~/utils/cn";
import { dismissToast, TOAST_SWIPE_THRESHOLD_PX, type Toast } from "~/utils/toast";

/** Pixels a pointer must travel sideways before a press becomes a swipe (and not a click). */
const SWIPE_START_PX = 5;

/**
 * The toasts themselves (docs/product.md#toasts-and-notices), loaded with the first toast
 * (toaster.tsx keeps the region they appear in): one at a time, F8 moves focus to the region and
 * Escape there dismisses the toast; a toast waits while it is hovered, focused or being swiped.
 */
export default function ToastList({
  toasts,
  region,
}: {
  toasts: readonly Toast[];
  region: RefObject<HTMLElement | null>;
}) {
  const returnFocus = useRef<HTMLElement | null>(null);
  const [focusWithin, setFocusWithin] = useState(false);
  const hasToasts = toasts.length > 0;

  // Native listeners on the document: they also see focus leaving a toast as it is removed,
  // which React's onBlur on the region does not report. Attached in a layout effect, like the
  // keys below, so they are in place as soon as the first toast is on screen.
  useLayoutEffect(() => {
    const within = (target: EventTarget | null) =>
      target instanceof Node && (region.current?.contains(target) ?? false);
    const onFocusIn = (event: FocusEvent) => setFocusWithin(within(event.target));
    const onFocusOut = (event: FocusEvent) => setFocusWithin(within(event.relatedTarget));
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, [region]);

  // Gives focus back to where F8 took it from, or else just leaves the region: focus must not be
  // lost inside a removed toast, nor hold the next toast open from an empty region.
  function releaseFocus() {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !region.current?.contains(focused)) return;
    const back = returnFocus.current;
    returnFocus.current = null;
    if (back?.isConnected && back !== document.body) back.focus();
    else focused.blur();
  }

  function dismiss(id: string) {
    releaseFocus();
    dismissToast(id);
  }
  const dismissNewest = useEffectEvent(() => {
    if (toasts[0]) dismiss(toasts[0].id);
  });

  // A layout effect: F8 and Escape must work from the moment a toast is on screen, not only
  // after the browser's next paint, when a passive effect would run.
  useLayoutEffect(() => {
    const element = region.current;
    function onKeyDown(event: KeyboardEvent) {
      if ((event.key === "F8" || event.code === "F8") && hasToasts && element) {
        event.preventDefault();
        if (!element.contains(document.activeElement)) {
          returnFocus.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }
        element.focus();
      }
    }
    function onRegionKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && hasToasts) {
        event.preventDefault();
        dismissNewest();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    element?.addEventListener("keydown", onRegionKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      element?.removeEventListener("keydown", onRegionKeyDown);
    };
  }, [hasToasts, region]);

  return toasts.map((item) => (
    <ToastItem
      key={item.id}
      toast={item}
      paused={focusWithin}
      onDismiss={() => dismiss(item.id)}
      onRemove={releaseFocus}
    />
  ));
}

interface Swipe {
  pointerId: number;
  startX: number;
  startY: number;
  started: boolean;
}

function ToastItem({
  toast,
  paused,
  onDismiss,
  onRemove,
}: {
  toast: Toast;
  paused: boolean;
  onDismiss: () => void;
  /** called just before the toast leaves the page while holding focus (a newer one replaced it) */
  onRemove: () => void;
}) {
  const t = useT("shell");
  const node = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipe = useRef<Swipe | null>(null);
  const remaining = useRef(toast.duration);
  const swiping = offset > 0;
  const waiting = paused || hovered || swiping;
  const expire = useEffectEvent(onDismiss);
  const remove = useEffectEvent(onRemove);

  // A layout cleanup runs while the toast is still in the document, so focus can be moved first.
  useLayoutEffect(() => {
    const element = node.current;
    return () => {
      if (element?.contains(document.activeElement)) remove();
    };
  }, []);

  // Counts down the toast's duration, pausing while the visitor is dealing with it.
  useEffect(() => {
    if (waiting || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(expire, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [waiting]);

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    swipe.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      started: false,
    };
  }

  function onPointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    if (!current.started) {
      const dy = event.clientY - current.startY;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_START_PX) return;
      // Only a rightward swipe dismisses; anything else is a scroll or a text selection.
      if (dx <= 0 || Math.abs(dy) > Math.abs(dx)) {
        swipe.current = null;
        return;
      }
      current.started = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(Math.max(0, dx));
  }

  function onPointerEnd(event: ReactPointerEvent<HTMLDivElement>) {
    const current = swipe.current;
    if (!current || current.pointerId !== event.pointerId) return;
    swipe.current = null;
    if (!current.started) return;
    const dx = event.clientX - current.startX;
    if (event.type === "pointerup" && dx >= TOAST_SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  }

  return (
    <div
      ref={node}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={
        swiping
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      className={cn(
        "pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
        "motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0",
        swiping ? "cursor-grabbing select-none" : "transition-[translate,transform,opacity]",
        toast.variant === "error"
          ? "border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && (
          <p
            className={cn(
              "mt-1 text-sm",
              toast.variant === "error"
                ? "text-red-800 dark:text-red-200"
                : "text-slate-600 dark:text-slate-300",
            )}
          >
            {toast.description}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t("closeNotification")}
        className={cn(
          "absolute top-2 right-2 rounded-md p-1",
          toast.variant === "error"
            ? "text-red-700 hover:bg-red-100 dark:text-red-300 dark:hover:bg-red-900"
            : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100",
        )}
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
