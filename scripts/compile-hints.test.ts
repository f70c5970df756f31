import { describe, expect, it } from "vitest";
import type { Rolldown } from "vite";
import { chunksCalledOnLoad, COMPILE_HINT, compileHints } from "./compile-hints.ts";

function chunk(
  fileName: string,
  bytes: number,
  options: { facade?: string; imports?: string[]; map?: boolean } = {},
): Rolldown.OutputChunk {
  return {
    type: "chunk",
    fileName,
    facadeModuleId: options.facade ?? null,
    imports: options.imports ?? [],
    code: "x".repeat(bytes),
    map: options.map ? { mappings: "AAAA;AACA" } : null,
  } as unknown as Rolldown.OutputChunk;
}

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

const big = 20 * 1024;

describe("chunksCalledOnLoad", () => {
  it("takes the client entry and the large chunks it imports, not routes or small chunks", () => {
    const bundle = bundleOf(
      chunk("assets/entry.client.js", big, {
        facade: "/repo/app/entry.client.tsx",
        imports: ["assets/shell.js", "assets/runtime.js"],
      }),
      chunk("assets/shell.js", big),
      chunk("assets/runtime.js", 400),
      chunk("assets/converter.js", big, { facade: "/repo/app/routes/converter.tsx" }),
      chunk("assets/search-dialog.js", big),
    );
    expect(chunksCalledOnLoad(bundle).map((c) => c.fileName)).toEqual([
      "assets/entry.client.js",
      "assets/shell.js",
    ]);
  });

  it("hints nothing in a bundle without the client entry (the server build)", () => {
    expect(chunksCalledOnLoad(bundleOf(chunk("index.js", big, { facade: "/w/app.ts" })))).toEqual(
      [],
    );
  });
});

describe("compileHints", () => {
  it("puts the hint first once, and moves the source map down a line", () => {
    const entry = chunk("assets/entry.client.js", big, {
      facade: "/repo/app/entry.client.tsx",
      map: true,
    });
    const plugin = compileHints();
    const generate = plugin.generateBundle as (o: unknown, b: Rolldown.OutputBundle) => void;
    generate.call(null, {}, bundleOf(entry));
    generate.call(null, {}, bundleOf(entry));
    expect(entry.code.startsWith(`${COMPILE_HINT}xxx`)).toBe(true);
    expect(entry.code.length).toBe(big + COMPILE_HINT.length);
    expect(entry.map?.mappings).toBe(";AAAA;AACA");
  });
});
