import { answerQuery, converters, getTable } from "./catalogue";
import type { Conversion } from "./convert";
import { DEFAULT_PRECISION, isValidPrecision, MAX_PRECISION, MIN_PRECISION } from "./format";
import { Rational } from "./rational";

/**
 * The package's command, `unitwise-units "5 ft 3 in to cm"`, as a function of its arguments:
 * it returns what to print and the exit code, so tests run it without a process and bin.ts only
 * wires it to Node. Everything is answered from the catalogue in the package: no network.
 */
export interface CliOutcome {
  stdout: string;
  stderr: string;
  /** 0 answered, 1 a query it can't answer, 2 a usage mistake (an unknown option) */
  exitCode: 0 | 1 | 2;
}

const USAGE = `Usage: unitwise-units [options] <query>

Answers a conversion or a calculation with units exactly, offline:
  unitwise-units "5 ft 3 in to cm"      5 ft 3 in = 160.02 cm
  unitwise-units 100 F to C             100 °F = 37.7777777777778 °C
  unitwise-units "3 kWh/100km to J/m"   3 kWh/100 km = 108 J/m

"=" marks an exact answer, "≈" one rounded to the precision.

Options:
  -p, --precision <n>   significant digits of the answer, ${MIN_PRECISION} to ${MAX_PRECISION} (default ${DEFAULT_PRECISION})
  --converters          list the converters: key and name
  --units <converter>   list a converter's units: id, symbol and name
  -h, --help            print this help
`;

const answered = (stdout: string): CliOutcome => ({ stdout, stderr: "", exitCode: 0 });
const refused = (message: string, exitCode: 1 | 2 = 1): CliOutcome => ({
  stdout: "",
  stderr: `unitwise-units: ${message}\n`,
  exitCode,
});

export function runCli(args: readonly string[]): CliOutcome {
  const words: string[] = [];
  let precision = DEFAULT_PRECISION;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    // "-40 C to F" is a query: an option starts with a letter after its dashes.
    if (!/^--?[a-z]/i.test(arg)) {
      words.push(arg);
      continue;
    }
    switch (arg) {
      case "-h":
      case "--help":
        return answered(USAGE);
      case "--converters":
        return answered(listConverters());
      case "--units":
        return listUnits(args[i + 1]);
      case "-p":
      case "--precision": {
        const digits = Number(args[++i]);
        if (!isValidPrecision(digits)) {
          return refused(
            `--precision takes a whole number from ${MIN_PRECISION} to ${MAX_PRECISION}`,
            2,
          );
        }
        precision = digits;
        break;
      }
      default:
        return refused(`unknown option ${arg} (see --help)`, 2);
    }
  }
  const query = words.join(" ").trim();
  if (query === "") return { ...refused('give a query, e.g. "5 ft 3 in to cm"'), stdout: USAGE };

  const answer = answerQuery(query, { precision });
  switch (answer.status) {
    case "ok":
      return answered(
        `${answer.question} ${isExact(answer.conversion) ? "=" : "≈"} ${answer.answer}\n`,
      );
    case "calculated": {
      const { question, answer: result, exact } = answer.calculation;
      return answered(`${question} ${exact ? "=" : "≈"} ${result}\n`);
    }
    case "error":
      return refused(answer.message);
    case "empty":
      return refused(`"${query}" holds no query`);
  }
}

/** Whether the displayed result is the exact one (text results, such as "FF", always are). */
function isExact(conversion: Conversion & { status: "ok" }): boolean {
  if (!conversion.exact) return true;
  try {
    return Rational.parse(conversion.result).equals(conversion.exact);
  } catch {
    return true;
  }
}

function listConverters(): string {
  return converters.map((c) => `${c.key}\t${c.name}\n`).join("");
}

function listUnits(key: string | undefined): CliOutcome {
  if (key === undefined) return refused("--units takes a converter key (see --converters)", 2);
  const table = getTable(key);
  if (!table) return refused(`no converter "${key}" (see --converters)`);
  return answered(table.units.map((u) => `${u.id}\t${u.symbol}\t${u.name}\n`).join(""));
}
