import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredComponent } from "./deferred-component";

const Greeting = ({ name }: { name: string }) => createElement("p", null, `Hello ${name}`);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("deferredComponent on the server", () => {
  it("renders the component in full once its module has loaded: no fallback, no wait", async () => {
    const Deferred = deferredComponent(async () => Greeting);
    await settle();
    // Had it suspended, the static render would hold the empty fallback instead.
    expect(renderToStaticMarkup(createElement(Deferred, { name: "Ada" }))).toBe("<p>Hello Ada</p>");
  });

  it("starts loading when defined, before any render", async () => {
    let loads = 0;
    deferredComponent(async () => {
      loads += 1;
      return Greeting;
    });
    await settle();
    expect(loads).toBe(1);
  });
});
