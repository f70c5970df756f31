import { describe, expect, it, vi } from "vitest";
import { restoreScrollScript, SCROLL_POSITIONS_KEY } from "./restore-scroll-script";

/** Runs the script against a stand-in history, sessionStorage and scrollTo. */
function run(state: unknown, stored: string | null) {
  const history = { state, replaceState: vi.fn() };
  const sessionStorage = { getItem: vi.fn(() => stored), removeItem: vi.fn() };
  const scrollTo = vi.fn();
  new Function("history", "sessionStorage", "scrollTo", restoreScrollScript)(
    history,
    sessionStorage,
    scrollTo,
  );
  return { history, sessionStorage, scrollTo };
}

describe("restoreScrollScript", () => {
  it("names a new entry and leaves the saved positions unread", () => {
    const { history, sessionStorage, scrollTo } = run(null, JSON.stringify({ abc: 300 }));
    expect(history.replaceState).toHaveBeenCalledWith({ key: expect.stringMatching(/^\w+$/) }, "");
    expect(sessionStorage.getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls an entry seen before to where it was left", () => {
    const { history, sessionStorage, scrollTo } = run({ key: "abc" }, '{"abc":300,"def":10}');
    expect(sessionStorage.getItem).toHaveBeenCalledWith(SCROLL_POSITIONS_KEY);
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it("leaves an entry without a saved position at the top", () => {
    const { scrollTo } = run({ key: "xyz" }, '{"abc":300}');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves the page where it is when the browser refuses storage", () => {
    const refused = () => {
      throw new DOMException("The document is sandboxed", "SecurityError");
    };
    const history = { state: { key: "abc" }, replaceState: vi.fn() };
    const scrollTo = vi.fn();
    const script = new Function("history", "sessionStorage", "scrollTo", restoreScrollScript);
    expect(() =>
      script(history, { getItem: refused, removeItem: refused }, scrollTo),
    ).not.toThrow();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("forgets positions it cannot read", () => {
    const { sessionStorage, scrollTo } = run({ key: "abc" }, "{not json");
    expect(sessionStorage.removeItem).toHaveBeenCalledWith(SCROLL_POSITIONS_KEY);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
