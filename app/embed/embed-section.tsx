import { controlClass } from "~/components/ui/control-class";
import { pairSlug } from "~/pair-page/pair-slug";
import { EMBED_ELEMENT_SCRIPT_PATH } from "./embed-paths";

/**
 * "Embed this converter" on a converter page (docs/decisions/079-embeds.md): the iframe's code in
 * three sizes, the `<unitwise-converter>` variant, and a preview that loads only when the
 * visitor opens the section. Rendered to HTML on the server with the page's other sections: no
 * script, so the converter page's JS budget does not move.
 */

const SIZES = [
  { name: "Compact", width: "320", height: "360", note: "for a sidebar or a phone" },
  { name: "Wide", width: "560", height: "240", note: "for an article's column" },
  { name: "Full width", width: "100%", height: "240", note: "as wide as its container" },
] as const;

export interface EmbedTarget {
  /** the site's origin, "https://unitwise.app" */
  origin: string;
  slug: string;
  name: string;
  from: string;
  to: string;
}

function embedUrl({ origin, slug, from, to }: EmbedTarget): string {
  return `${origin}/embed/${slug}/${pairSlug(from, to)}`;
}

/** The iframe's code; a width in per cent is a style (the attribute takes pixels only). */
function iframeCode(target: EmbedTarget, width: string, height: string): string {
  const size = width.endsWith("%")
    ? `style="width:${width};height:${height}px;border:0"`
    : `width="${width}" height="${height}" style="border:0"`;
  return `<iframe src="${embedUrl(target)}" title="${target.name} by UnitWise" ${size} loading="lazy"></iframe>`;
}

function elementCode(target: EmbedTarget): string {
  return `<script src="${target.origin}${EMBED_ELEMENT_SCRIPT_PATH}" async></script>\n<unitwise-converter converter="${target.slug}" from="${target.from}" to="${target.to}"></unitwise-converter>`;
}

const codeClass = `${controlClass} w-full font-mono text-xs`;
const labelClass = "block text-sm font-medium text-slate-900 dark:text-slate-100";

export function EmbedSection({ target }: { target: EmbedTarget }) {
  return (
    <section aria-labelledby="embed-converter" className="mt-10">
      <h2
        id="embed-converter"
        className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white"
      >
        Embed this converter
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Put the {target.name} on your own site: paste the code into your page. It converts with the
        same exact engine, works without JavaScript, follows your page&apos;s light or dark colours
        (add <code>?theme=light</code> or <code>?theme=dark</code> to the address to fix them), and
        sets no cookies and shows no ads.
      </p>
      <details className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
          Show the code and a preview
        </summary>
        <div className="mt-4 grid gap-4">
          {SIZES.map((size, index) => (
            <div key={size.name} className="space-y-1.5">
              <label htmlFor={`embed-code-${index}`} className={labelClass}>
                {size.name}: {size.width === "100%" ? "100%" : `${size.width} px`} × {size.height}{" "}
                px, {size.note}
              </label>
              <textarea
                id={`embed-code-${index}`}
                readOnly
                rows={3}
                className={codeClass}
                defaultValue={iframeCode(target, size.width, size.height)}
              />
            </div>
          ))}
          <div className="space-y-1.5">
            <label htmlFor="embed-code-element" className={labelClass}>
              Or as an element, from one script
            </label>
            <textarea
              id="embed-code-element"
              readOnly
              rows={3}
              className={codeClass}
              defaultValue={elementCode(target)}
            />
          </div>
          <div>
            <p className={labelClass}>Preview</p>
            <iframe
              src={embedUrl(target).slice(target.origin.length)}
              title={`Preview: the embedded ${target.name}`}
              loading="lazy"
              height="240"
              className="mt-1.5 w-full rounded-lg border border-slate-200 dark:border-slate-700"
            />
          </div>
        </div>
      </details>
    </section>
  );
}
