import { convert, figureWriter, type UnitTable } from "@unitwise/units";

/**
 * The embedded converter's script (built alone by scripts/build-embed.mjs, budget 30 KB gzip):
 * answers as the visitor types, with the exact engine and the table the page carries, where the
 * form without it asks the server. It keeps the link back to the full page on the same question.
 */

const LOCALE = "en-US";

function start() {
  const form = document.querySelector<HTMLFormElement>("form[data-embed]");
  const tableText = document.getElementById("embed-table")?.textContent;
  const output = document.getElementById("embed-result");
  const formula = document.getElementById("embed-formula");
  const link = document.getElementById("embed-full-page") as HTMLAnchorElement | null;
  if (!form || !tableText || !output || !formula || !link) return;
  const table = JSON.parse(tableText) as UnitTable;
  const written = figureWriter(table, LOCALE);
  const symbol = (id: string) => table.units.find((unit) => unit.id === id)?.symbol ?? id;
  const field = (name: string) =>
    (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";

  const answer = () => {
    const value = field("value").trim();
    const from = field("from");
    const to = field("to");
    const conversion = convert(table, value, from, to);
    if (conversion.status === "ok") {
      output.textContent = `${value} ${symbol(from)} = ${written.number(conversion.result)} ${symbol(to)}`;
      formula.textContent = `Formula: ${written.text(conversion.formula)}`;
    } else {
      output.textContent =
        conversion.status === "error"
          ? conversion.message
          : value === ""
            ? "Enter a value to convert"
            : `${JSON.stringify(value.slice(0, 40))} is not a number`;
      formula.textContent = "";
    }
    const back = new URL(link.href);
    back.searchParams.set("value", value);
    back.searchParams.set("from", from);
    back.searchParams.set("to", to);
    link.href = back.toString();
  };

  form.addEventListener("input", answer);
  form.addEventListener("change", answer);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    answer();
  });
}

start();
