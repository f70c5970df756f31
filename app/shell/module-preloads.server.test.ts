import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./module-preloads.server";

const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head>';
const body =
  '<body><p>&lt;link rel="modulepreload" is text here</p>' +
  '<link rel="modulepreload" href="/assets/late.js"/></body></html>';

async function rewrite(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(dropModulePreloads(input)).text();
}

describe("dropModulePreloads", () => {
  const expected =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/assets/root.css"/></head>' +
    body;

  it("removes the module preloads of the head, and only those", async () => {
    expect(await rewrite([head + body])).toBe(expected);
  });

  it("finds preloads and the end of the head cut by any chunk boundary", async () => {
    const whole = head + body;
    for (let at = 1; at < whole.length; at++) {
      expect(await rewrite([whole.slice(0, at), whole.slice(at)])).toBe(expected);
    }
  });

  it("keeps multi-byte characters cut between chunks", async () => {
    const html = "<html><head><title>Â°C → °F</title></head><body>µ</body></html>";
    const bytes = new TextEncoder().encode(html);
    const input = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await new Response(dropModulePreloads(input)).text()).toBe(html);
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await rewrite(["plain ", "text"])).toBe("plain text");
  });
});
