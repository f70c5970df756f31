import { describe, expect, it } from "vitest";
import { moveModulePreloads } from "./module-preloads.server";

const preloads =
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>';
const head =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  preloads +
  '<link rel="stylesheet" href="/assets/root.css"/></head>';
const markup =
  '<body><p>&lt;link rel="modulepreload" is text here</p><p>Â°C → °F</p>' +
  '<script nonce="n">window.context = {};</script>';
const moduleScript =
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root.js";</script>' +
  '<script nonce="n">stream.enqueue("日本語 🙂");</script></body></html>';

const bytesOf = (text: string) => new TextEncoder().encode(text);

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function rewrite(chunks: Uint8Array[]): Promise<string> {
  const output = new Uint8Array(
    await new Response(moveModulePreloads(streamOf(chunks))).arrayBuffer(),
  );
  // fatal: a byte out of place is an error, not a replacement character
  return new TextDecoder("utf-8", { fatal: true }).decode(output);
}

describe("moveModulePreloads", () => {
  const whole = head + markup + moduleScript;
  const headAfter =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/assets/root.css"/>';
  // What the script adds once the page has painted: the same modules, with the page's nonce.
  const PRELOAD_SCRIPT =
    /^<script type="module" nonce="n">const n=document\.querySelector\("script\[nonce\]"\)\?\.nonce\?\?"";requestAnimationFrame\(.*for\(const h of \["\/assets\/entry\.client\.js","\/assets\/root\.js"\]\).*l\.rel="modulepreload";l\.href=h;l\.nonce=n;.*<\/script>$/;

  it("moves the head's module preloads to a script at the end of the head", async () => {
    const output = await rewrite([bytesOf(whole)]);
    const rest = "</head>" + markup + moduleScript;
    expect(output.startsWith(headAfter)).toBe(true);
    expect(output.endsWith(rest)).toBe(true);
    expect(output.slice(headAfter.length, -rest.length)).toMatch(PRELOAD_SCRIPT);
  });

  it("finds the preloads and the end of the head cut by any boundary", async () => {
    const expected = await rewrite([bytesOf(whole)]);
    const bytes = bytesOf(whole);
    for (let at = 1; at < bytes.length; at++) {
      expect(await rewrite([bytes.slice(0, at), bytes.slice(at)]), `cut at ${at}`).toBe(expected);
    }
    // and when the stream comes a byte at a time
    expect(await rewrite([...bytes].map((byte) => new Uint8Array([byte])))).toBe(expected);
  });

  it("passes a page without preloads through, and drops preloads with no end of the head", async () => {
    const plain = "<html><head><title>°C</title></head><body>µ</body></html>";
    expect(await rewrite([bytesOf(plain)])).toBe(plain);
    expect(await rewrite([bytesOf(`<html><head>${preloads}<title>°C`)])).toBe(
      "<html><head><title>°C",
    );
    expect(await rewrite([bytesOf("plain "), bytesOf("text")])).toBe("plain text");
  });
});
