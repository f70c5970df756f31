import { createElement, lazy, Suspense, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferred, loadDeferredComponents } from "./deferred";

function Greeting({ name }: { name: string }) {
  return createElement("p", null, `Hello, ${name}`);
}

/** Synchronous rendering: what suspends shows its boundary's fallback, "…". */
const render = (Component: ComponentType<{ name: string }>) =>
  renderToStaticMarkup(
    createElement(Suspense, { fallback: "…" }, createElement(Component, { name: "Ada" })),
  );

// A chunk arrives a task later, as a dynamic import does.
const chunk = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { default: Greeting };
};

describe("a deferred component", () => {
  it("suspends until its code is loaded, and loads it once", async () => {
    let loads = 0;
    const Deferred = deferred(() => {
      loads += 1;
      return chunk();
    });
    expect(render(Deferred)).toBe("…");
    await loadDeferredComponents();
    await loadDeferredComponents();
    expect(loads).toBe(1);
  });

  it("renders in place once loaded, where React.lazy would still suspend", async () => {
    const Deferred = deferred(chunk);
    const Lazy = lazy(chunk);
    await loadDeferredComponents();
    expect(render(Deferred)).toBe("<p>Hello, Ada</p>");
    // React.lazy suspends on its first render whatever has loaded: a server would stream the
    // content later, out of place (decision 049).
    expect(render(Lazy)).toBe("…");
  });
});
