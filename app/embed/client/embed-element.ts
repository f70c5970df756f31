/**
 * `<unitwise-converter converter="length-converter" from="foot" to="meter" theme="dark">` for a
 * host page: one script (/embed.js, a classic script so it knows where it came from) that puts
 * the embedded converter's iframe in each such element. The iframe does the rest.
 */

const scriptSource = (document.currentScript as HTMLScriptElement | null)?.src ?? "";
const siteOrigin = scriptSource ? new URL(scriptSource).origin : location.origin;

const DEFAULT_HEIGHT = 240;

class UnitWiseConverter extends HTMLElement {
  connectedCallback() {
    if (this.querySelector("iframe")) return;
    const converter = this.getAttribute("converter") ?? "length-converter";
    const from = this.getAttribute("from");
    const to = this.getAttribute("to");
    const pair = from && to ? `/${encodeURIComponent(from)}-to-${encodeURIComponent(to)}` : "";
    const src = new URL(`/embed/${encodeURIComponent(converter)}${pair}`, siteOrigin);
    const theme = this.getAttribute("theme");
    if (theme) src.searchParams.set("theme", theme);
    const frame = document.createElement("iframe");
    frame.src = src.toString();
    frame.title = this.getAttribute("title") ?? "Unit converter by UnitWise";
    frame.loading = "lazy";
    frame.style.cssText = `width:100%;max-width:${this.getAttribute("width") ?? "560"}px;height:${Number(this.getAttribute("height")) || DEFAULT_HEIGHT}px;border:0`;
    this.appendChild(frame);
  }
}

if (!customElements.get("unitwise-converter")) {
  customElements.define("unitwise-converter", UnitWiseConverter);
}

export {};
