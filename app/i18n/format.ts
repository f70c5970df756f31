/**
 * Messages in a small subset of ICU MessageFormat, enough for an interface and what translators
 * know from other projects (docs/decisions/080-languages.md):
 *
 *   "Convert {from} to {to}"
 *   "{count, plural, =0 {No results} one {# result} other {# results}}"
 *
 * `{name}` is replaced by a parameter; `{n, plural, …}` picks a branch by `=value`, then by the
 * language's plural category (Intl.PluralRules), else `other`, and `#` in it is the number as
 * the language writes it. Nothing else is special: there is no escaping, and plurals do not
 * nest. `messageShape` (used by the tests) checks a message keeps to this.
 */
export type MessageParams = Record<string, string | number>;

interface Part {
  text?: string;
  name?: string;
  plural?: { name: string; branches: Map<string, Part[]> };
}

const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*(?:\{\w+\}[^{}]*)*\})+)\s*\}/g;
const BRANCH = /\s*(=?\w+)\s*\{([^{}]*(?:\{\w+\}[^{}]*)*)\}/g;
const rules = new Map<string, Intl.PluralRules>();

/** The message with its plurals chosen and its placeholders filled (kept small: it ships). */
export function formatMessage(message: string, params: MessageParams = {}, tag = "en"): string {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
  return fill(
    message.replace(PLURAL, (_whole, name: string, body: string) => {
      const value = Number(params[name]);
      let select = rules.get(tag);
      if (!select) rules.set(tag, (select = new Intl.PluralRules(tag)));
      const branches = new Map([...body.matchAll(BRANCH)].map((m) => [m[1], m[2] ?? ""]));
      const branch =
        branches.get(`=${value}`) ?? branches.get(select.select(value)) ?? branches.get("other");
      return (branch ?? "").replace(/#/g, value.toLocaleString(tag));
    }),
  );
}

/** The placeholders and plural arguments a message uses, and its plural branches' keys. */
export function messageShape(message: string): { names: string[]; branches: string[][] } {
  const names = new Set<string>();
  const branches: string[][] = [];
  const walk = (parts: Part[]) => {
    for (const part of parts) {
      if (part.name && part.name !== "#") names.add(part.name);
      if (part.plural) {
        names.add(part.plural.name);
        branches.push([...part.plural.branches.keys()]);
        for (const branch of part.plural.branches.values()) walk(branch);
      }
    }
  };
  walk(parse(message, { at: 0 }, false));
  return { names: [...names].sort(), branches };
}

function parse(source: string, cursor: { at: number }, inBranch: boolean): Part[] {
  const parts: Part[] = [];
  let text = "";
  while (cursor.at < source.length) {
    const char = source[cursor.at];
    if (char === "}" && inBranch) break;
    if (char === "#" && inBranch) {
      if (text) parts.push({ text });
      text = "";
      parts.push({ name: "#" });
      cursor.at++;
    } else if (char === "{") {
      if (text) parts.push({ text });
      text = "";
      const argument = parseArgument(source, cursor);
      if (inBranch && argument.plural) throw new SyntaxError(`Plurals cannot nest: ${source}`);
      parts.push(argument);
    } else {
      text += char;
      cursor.at++;
    }
  }
  if (text) parts.push({ text });
  return parts;
}

function parseArgument(source: string, cursor: { at: number }): Part {
  const close = source.indexOf("}", cursor.at);
  const comma = source.indexOf(",", cursor.at);
  if (comma === -1 || (close !== -1 && close < comma)) {
    if (close === -1) throw new SyntaxError(`Unclosed "{" in message: ${source}`);
    const name = source.slice(cursor.at + 1, close).trim();
    if (!/^\w+$/.test(name)) throw new SyntaxError(`Bad placeholder "{${name}}" in: ${source}`);
    cursor.at = close + 1;
    return { name };
  }
  const name = source.slice(cursor.at + 1, comma).trim();
  const typeEnd = source.indexOf(",", comma + 1);
  const type = source.slice(comma + 1, typeEnd).trim();
  if (type !== "plural" || !/^\w+$/.test(name)) {
    throw new SyntaxError(`Only {name} and {name, plural, …} are supported: ${source}`);
  }
  cursor.at = typeEnd + 1;
  const branches = new Map<string, Part[]>();
  for (;;) {
    while (/\s/.test(source[cursor.at] ?? "")) cursor.at++;
    if (source[cursor.at] === "}") {
      cursor.at++;
      break;
    }
    const open = source.indexOf("{", cursor.at);
    if (open === -1) throw new SyntaxError(`Unclosed plural in message: ${source}`);
    const key = source.slice(cursor.at, open).trim();
    cursor.at = open + 1;
    branches.set(key, parse(source, cursor, true));
    if (source[cursor.at] !== "}") throw new SyntaxError(`Unclosed branch "${key}" in: ${source}`);
    cursor.at++;
  }
  if (!branches.has("other")) throw new SyntaxError(`A plural needs "other": ${source}`);
  return { plural: { name, branches } };
}
