/**
 * Where the embed scripts are served (built by scripts/build-embed.mjs into public/, which the
 * Worker's static assets serve): the script an embedded converter runs, and the one a host page
 * loads for `<unitwise-converter>`.
 */
export const EMBED_SCRIPT_PATH = "/embed-converter.js";
export const EMBED_ELEMENT_SCRIPT_PATH = "/embed.js";

/** Whether `pathname` is an embedded converter's page: the only pages another site may frame. */
export function isEmbedPath(pathname: string): boolean {
  return pathname.startsWith("/embed/");
}
