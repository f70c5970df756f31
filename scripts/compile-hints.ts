import type { Plugin, Rolldown } from "vite";

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function
 * of a file that starts with it is compiled while the file streams in, on a background thread,
 * instead of on the main thread the first time it is called (decision 094).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Below this a chunk has little to compile, and the hint's bytes count against tight budgets. */
const MIN_HINTED_BYTES = 16 * 1024;

/**
 * The client chunks whose functions nearly all run before a page is interactive: the client
 * entry (React DOM's hydration) and the large chunks it imports statically (React, React Router
 * and the page frame's shared code). Route chunks and chunks loaded on first use are left to V8's
 * own choice: much of their code waits for a visitor's action.
 */
export function chunksCalledOnLoad(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === "chunk",
  );
  const entry = chunks.find((chunk) => chunk.facadeModuleId?.endsWith("/app/entry.client.tsx"));
  if (!entry) return [];
  const imported = new Set(entry.imports);
  return [
    entry,
    ...chunks.filter(
      (chunk) => imported.has(chunk.fileName) && chunk.code.length >= MIN_HINTED_BYTES,
    ),
  ];
}

/** Puts the compile hint first in the chunks every page runs at load (client build only). */
export function compileHints(): Plugin {
  return {
    name: "unitwise:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const chunk of chunksCalledOnLoad(bundle)) {
        if (chunk.code.startsWith(COMPILE_HINT)) continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // The source map, when there is one, moves down by the line the hint takes.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}
