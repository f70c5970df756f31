// `npm run admin:grant -- <username>` / `npm run admin:revoke -- <username>`: gives or takes the
// admin role of an existing account. Local D1 (the one `npm start` uses) by default; `--remote`
// for the deployed database, `--persist-to <dir>` for another local state. There is no default
// admin: this is the only way to get one.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { option, requireModernNode } from "./run.mjs";

requireModernNode();
const run = promisify(execFile);

const [action, username] = process.argv.slice(2).filter((arg, i, all) => {
  if (arg.startsWith("--")) return false;
  return all[i - 1] !== "--persist-to";
});
const remote = process.argv.includes("--remote");
const persistTo = option("persist-to");

if ((action !== "grant" && action !== "revoke") || !username) {
  console.error("Usage: npm run admin:grant -- <username> [--remote] [--persist-to <dir>]");
  console.error("       npm run admin:revoke -- <username> [--remote] [--persist-to <dir>]");
  process.exit(1);
}
// The username rule of the sign-up form. It also keeps the SQL below free of quotes; the
// literal is escaped all the same, since `wrangler d1 execute` takes no bound parameters.
if (!/^[A-Za-z0-9_-]{3,32}$/.test(username)) {
  console.error(`"${username}" is not a valid username (3–32 letters, digits, '_' or '-').`);
  process.exit(1);
}
const literal = `'${username.replaceAll("'", "''")}'`;
const flag = action === "grant" ? 1 : 0;
// `username` is COLLATE NOCASE: the match ignores letter case, as sign-in does.
const sql =
  `UPDATE users SET is_admin = ${flag} WHERE username = ${literal};` +
  ` SELECT username, is_admin FROM users WHERE username = ${literal};`;

const args = ["d1", "execute", "DB", remote ? "--remote" : "--local", "--json", "--command", sql];
if (persistTo && !remote) args.push("--persist-to", persistTo);

let output;
try {
  ({ stdout: output } = await run("wrangler", args, {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    maxBuffer: 10 * 1024 * 1024,
  }));
} catch (error) {
  const failure = /** @type {{ stderr?: string; stdout?: string; message: string }} */ (error);
  console.error(
    `wrangler d1 execute failed:\n${failure.stderr || failure.stdout || failure.message}`,
  );
  process.exit(1);
}

/** @type {Array<{ results?: Array<{ username?: unknown; is_admin?: unknown }> }>} */
const statements = JSON.parse(output);
const user = statements
  .flatMap((statement) => statement.results ?? [])
  .find((row) => typeof row.username === "string");
if (!user) {
  console.error(`No account named "${username}" in the ${remote ? "remote" : "local"} database.`);
  process.exit(1);
}
console.log(
  action === "grant"
    ? `${user.username} is now an admin (${remote ? "remote" : "local"} database).`
    : `${user.username} is no longer an admin (${remote ? "remote" : "local"} database).`,
);
