#!/usr/bin/env node
// The package's command (package.json "bin" in the published manifest): cli.ts answers, this
// file only hands it the arguments and prints. It is the one module that needs Node.
import { runCli } from "./cli";

const { stdout, stderr, exitCode } = runCli(process.argv.slice(2));
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = exitCode;
