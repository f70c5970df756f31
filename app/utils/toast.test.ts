import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToToasts,
  toast,
  TOAST_DURATION_MS,
} from "./toast";

afterEach(() => dismissToast());

describe("toast store", () => {
  it("adds a toast with the default variant and a 5000 ms duration", () => {
    const { id } = toast({ title: "Copied!", description: "Code snippet copied to clipboard" });
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(getToasts()).toEqual([
      {
        id,
        title: "Copied!",
        description: "Code snippet copied to clipboard",
        variant: "default",
        duration: 5000,
      },
    ]);
  });

  it("shows at most one toast: the newest replaces the one on screen", () => {
    toast({ title: "First" });
    const second = toast({ title: "Second", variant: "error", duration: 1000 });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      id: second.id,
      title: "Second",
      variant: "error",
      duration: 1000,
    });
  });

  it("gives every toast a distinct id", () => {
    const a = toast({ title: "A" });
    const b = toast({ title: "B" });
    expect(a.id).not.toBe(b.id);
  });

  it("dismisses by id, through the returned handle, or all at once", () => {
    const first = toast({ title: "A" });
    dismissToast("some-other-id");
    expect(getToasts()).toHaveLength(1);
    first.dismiss();
    expect(getToasts()).toEqual([]);

    toast({ title: "B" });
    dismissToast();
    expect(getToasts()).toEqual([]);
  });

  it("notifies subscribers on change only, until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const { id } = toast({ title: "A" });
    expect(listener).toHaveBeenCalledTimes(1);
    dismissToast("not-there");
    expect(listener).toHaveBeenCalledTimes(1);
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: "B" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the snapshot stable between changes, as useSyncExternalStore requires", () => {
    toast({ title: "A" });
    const snapshot = getToasts();
    expect(getToasts()).toBe(snapshot);
    dismissToast("not-there");
    expect(getToasts()).toBe(snapshot);
    expect(getServerToasts()).toBe(getServerToasts());
    expect(getServerToasts()).toEqual([]);
  });
});
