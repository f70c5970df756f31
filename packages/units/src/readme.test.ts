import { expect, it } from "vitest";
import readme from "../README.md?raw";
import * as catalogue from "./catalogue";
import * as engine from "./index";

/** What `import … from "<specifier>"` gives the README's examples. */
const PACKAGE: Record<string, object> = {
  "@unitwise/units": engine,
  "@unitwise/units/catalogue": catalogue,
};

/** The README's ```ts blocks that import the package: its examples. */
const examples = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)]
  .map((match) => match[1] ?? "")
  .filter((code) => code.includes('from "@unitwise/units'));

/**
 * Runs an example as JavaScript (the examples carry no types), its imports read from the
 * package's entries, and returns what each console.log printed.
 */
function run(code: string): string[] {
  const printed: string[] = [];
  const body = code.replace(
    /import \{([^}]*)\} from "([^"]+)";/g,
    (_, names: string, specifier: string) =>
      `const {${names}} = modules[${JSON.stringify(specifier)}];`,
  );
  const console = { log: (...values: unknown[]) => printed.push(values.map(String).join(" ")) };
  new Function("modules", "console", body)(PACKAGE, console);
  return printed;
}

it("has examples", () => {
  expect(examples.length).toBeGreaterThanOrEqual(3);
});

it.each(examples.map((code, i) => [i + 1, code] as const))(
  "example %i prints what its comments say",
  (_, code) => {
    const expected = [...code.matchAll(/\/\/ → (.*)$/gm)].map((match) => match[1]);
    expect(expected.length).toBeGreaterThan(0);
    expect(run(code)).toEqual(expected);
  },
);
