#!/usr/bin/env node
/** The `sudoku` executable: wires the real process streams into runCli. */
import { writeFile } from "node:fs/promises";
import { runCli } from "./run.js";

const status = await runCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  writeFile: (path, data) => writeFile(path, data),
});
process.exitCode = status;
