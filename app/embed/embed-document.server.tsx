import { renderStaticMarkup } from "~/utils/static-markup.server";
import { jsonLd } from "~/utils/json-ld";
import { SITE_NAME } from "~/utils/site-name";
import type { EmbedView } from "./embed-request.server";
import { EMBED_SCRIPT_PATH } from "./embed-paths";
import { unitOptionLabel } from "~/converter-page/unit-options-html.server";

/**
 * An embedded converter as a whole HTML document (docs/decisions/079-embeds.md): no header,
 * footer, cookie banner, ads or analytics; its own few styles inline, so it asks nothing of the
 * site's stylesheet; a GET form the server answers, which the embed script (one small file, the
 * exact engine and nothing else) then answers as the visitor types.
 */

/** The styles, light first; `auto` follows the host page's colour scheme. */
const STYLES = `
:root{color-scheme:light;--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#cbd5e1;--field:#fff;--accent:#1d4ed8;--answer:#eff6ff}
:root[data-theme=dark]{color-scheme:dark;--bg:#0f172a;--fg:#f1f5f9;--muted:#cbd5e1;--line:#475569;--field:#1e293b;--accent:#93c5fd;--answer:#172554}
@media (prefers-color-scheme:dark){:root[data-theme=auto]{color-scheme:dark;--bg:#0f172a;--fg:#f1f5f9;--muted:#cbd5e1;--line:#475569;--field:#1e293b;--accent:#93c5fd;--answer:#172554}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:12px 14px;max-width:720px}
h1{font-size:16px;margin:0 0 8px}
form{display:grid;gap:8px;grid-template-columns:1fr}
@media (min-width:480px){form{grid-template-columns:1fr 1fr 1fr auto;align-items:end}}
.field{display:grid;gap:2px}
label{font-size:13px;color:var(--muted)}
input,select,button{font:inherit;color:var(--fg);background:var(--field);border:1px solid var(--line);border-radius:6px;padding:6px 8px;min-height:36px;width:100%}
button{background:var(--accent);color:var(--bg);border-color:var(--accent);font-weight:600;cursor:pointer}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.answer{margin:10px 0 0;padding:8px 10px;border-radius:6px;background:var(--answer)}
.answer output{display:block;font-size:20px;font-weight:700;overflow-wrap:anywhere}
.answer p{margin:2px 0 0;font-size:13px;color:var(--muted)}
.credit{margin:8px 0 0;font-size:13px}
a{color:var(--accent)}
`;

function Answer({ view }: { view: EmbedView }) {
  const { result, state, table } = view;
  const symbol = (id: string) => table.units.find((unit) => unit.id === id)?.symbol ?? id;
  const text =
    result.kind === "ok"
      ? `${state.value} ${symbol(state.from)} = ${result.text} ${symbol(state.to)}`
      : result.kind === "error"
        ? result.message
        : "Enter a value to convert";
  return (
    <div className="answer">
      <output id="embed-result" htmlFor="embed-value embed-from embed-to" aria-live="polite">
        {text}
      </output>
      <p id="embed-formula">{result.kind === "ok" ? `Formula: ${result.formula}` : ""}</p>
    </div>
  );
}

function UnitSelect({
  id,
  name,
  label,
  selected,
  view,
}: {
  id: string;
  name: string;
  label: string;
  selected: string;
  view: EmbedView;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={selected}>
        {view.table.units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {unitOptionLabel(unit)}
          </option>
        ))}
      </select>
    </div>
  );
}

function EmbedBody({ view, origin, nonce }: { view: EmbedView; origin: string; nonce: string }) {
  const { converter, state } = view;
  return (
    <main>
      <h1>{converter.name}</h1>
      <form method="get" action={`/embed/${converter.slug}`} data-embed={converter.slug}>
        <div className="field">
          <label htmlFor="embed-value">Value</label>
          <input
            id="embed-value"
            name="value"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={state.value}
            maxLength={500}
          />
        </div>
        <UnitSelect id="embed-from" name="from" label="From" selected={state.from} view={view} />
        <UnitSelect id="embed-to" name="to" label="To" selected={state.to} view={view} />
        {view.theme !== "auto" && <input type="hidden" name="theme" value={view.theme} />}
        {view.table.ingredient && (
          <input type="hidden" name="ingredient" value={view.table.ingredient.id} />
        )}
        <button type="submit">Convert</button>
      </form>
      <Answer view={view} />
      <p className="credit">
        <a id="embed-full-page" href={`${origin}${view.fullPage}`} target="_blank" rel="noopener">
          {converter.name} on {SITE_NAME}
        </a>
      </p>
      <script
        type="application/json"
        id="embed-table"
        dangerouslySetInnerHTML={{ __html: jsonLd(view.table) }}
      />
      <script type="module" src={EMBED_SCRIPT_PATH} nonce={nonce} />
    </main>
  );
}

/** The embed's HTML document. `origin` is the site's, for the link back. */
export async function embedDocument(
  view: EmbedView,
  origin: string,
  nonce: string,
): Promise<string> {
  const body = await renderStaticMarkup(<EmbedBody view={view} origin={origin} nonce={nonce} />);
  const title = `${view.converter.name} | ${SITE_NAME}`;
  return `<!DOCTYPE html><html lang="en" data-theme="${view.theme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)}</title><meta name="robots" content="noindex, follow"><link rel="canonical" href="${escapeText(`${origin}/${view.converter.slug}`)}"><style>${STYLES}</style></head><body>${body}</body></html>`;
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
