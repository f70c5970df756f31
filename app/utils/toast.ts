/**
 * Toasts (docs/product.md#toasts-and-notices): a module-level store that any component can push to
 * with `toast(…)` and that <Toaster /> reads through useSyncExternalStore. It holds no timers: the
 * Toaster counts each toast's duration, so it can pause while the visitor hovers, focuses or swipes
 * it.
 */

/** At most this many toasts are on screen; a new one replaces the oldest. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How far (px) a toast must be swiped right to be dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

type ToastVariant = "default" | "error";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** milliseconds before it closes by itself; Infinity keeps it until dismissed */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastOptions, "description">> {
  id: string;
  description?: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function setToasts(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id and a function that dismisses it. */
export function toast({
  title,
  description,
  variant = "default",
  duration = TOAST_DURATION_MS,
}: ToastOptions): { id: string; dismiss: () => void } {
  const id = `toast-${++counter}`;
  setToasts([{ id, title, description, variant, duration }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  const next = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) setToasts(next);
}

/** The toasts on screen, newest first. The same array until something changes. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

const noToasts: readonly Toast[] = [];

/** Nothing is toasted during server rendering. */
export function getServerToasts(): readonly Toast[] {
  return noToasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
