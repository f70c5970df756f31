import { controlClass } from "~/components/ui/control-class";
import { pairSlug } from "~/pair-page/pair-slug";
import { EMBED_ELEMENT_SCRIPT_PATH } from "./embed-paths";
import type { Translate } from "~/i18n/localization";
import { rich } from "~/i18n/rich";

/**
 * "Embed this converter" on a converter page (docs/decisions/079-embeds.md): the iframe's code in
 * three sizes, the `<unitwise-converter>` variant, and a preview that loads only when the
 * visitor opens the section. Rendered to HTML on the server with the page's other sections: no
 * script, so the converter page's JS budget does not move.
 */

const SIZES = [
  { name: "embedCompact", width: "320", height: "360", note: "embedCompactNote" },
  { name: "embedWide", width: "560", height: "240", note: "embedWideNote" },
  { name: "embedFull", width: "100%", height: "240", note: "embedFullNote" },
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

export function EmbedSection({
  target,
  t,
}: {
  target: EmbedTarget;
  /** the converter page's copy, in its language (decision 080) */
  t: Translate<"converter-copy">;
}) {
  return (
    <section aria-labelledby="embed-converter" className="mt-10">
      <h2
        id="embed-converter"
        className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white"
      >
        {t("embedHeading")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {rich(t("embedText", { converter: target.name }), {
          code: (text) => <code>{text}</code>,
        })}
      </p>
      <details className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">
          {t("embedShow")}
        </summary>
        <div className="mt-4 grid gap-4">
          {SIZES.map((size, index) => (
            <div key={size.name} className="space-y-1.5">
              <label htmlFor={`embed-code-${index}`} className={labelClass}>
                {t("embedSize", {
                  name: t(size.name),
                  width: size.width === "100%" ? "100%" : `${size.width} px`,
                  height: size.height,
                  note: t(size.note),
                })}
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
              {t("embedElement")}
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
            <p className={labelClass}>{t("embedPreview")}</p>
            <iframe
              src={embedUrl(target).slice(target.origin.length)}
              title={t("embedPreviewTitle", { converter: target.name })}
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
