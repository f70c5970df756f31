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

  it("keeps a character cut by the boundary of the chunk that ends the head", async () => {
    // The chunk that ends the head may end inside a character of the body: its first bytes wait
    // in the decoder, and must leave before the rest of the body, which passes through as bytes.
    const html =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body>日本語 🙂</body></html>';
    const bytes = new TextEncoder().encode(html);
    const expected = html.replace('<link rel="modulepreload" href="/a.js"/>', "");
    for (let at = 1; at < bytes.length; at++) {
      const input = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, at));
          controller.enqueue(bytes.slice(at));
          controller.close();
        },
      });
      const output = new Uint8Array(await new Response(dropModulePreloads(input)).arrayBuffer());
      // fatal: a byte out of place is an error, not a replacement character
      expect(new TextDecoder("utf-8", { fatal: true }).decode(output), `cut at ${at}`).toBe(
        expected,
      );
    }
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await rewrite(["plain ", "text"])).toBe("plain text");
  });
});
