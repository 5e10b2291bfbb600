#!/usr/bin/env node
/**
 * The `sudoku` executable: wires the real process streams into runCli. A closed stdout or stderr (the reader
 * quit, as `| head -c1` does) ends the run quietly with its exit status; nothing here prints a stack trace
 * for something the person did.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { messagesFor } from "../messages/index.js";
import { guardPipe } from "./io.js";
import { languageFromEnvironment, runCli } from "./run.js";

/** The package's version, from the package.json above this module (src/cli/ or dist/src/cli/). */
function packageVersion(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === "sudoku-bot") return pkg.version;
    } catch {
      // no package.json here: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** process.stdin, or an empty stream when it cannot even be opened (a closed descriptor on some systems). */
function openStdin(): Readable & { isTTY?: boolean } {
  try {
    return process.stdin;
  } catch {
    return Readable.from([]);
  }
}

guardPipe(process.stdout);
guardPipe(process.stderr);
const version = packageVersion();
const status = await runCli(
  process.argv.slice(2),
  {
    stdin: openStdin(),
    stdout: process.stdout,
    stderr: process.stderr,
    writeFile: (path, data) => writeFile(path, data),
  },
  // Without --lang the CLI speaks the language of the terminal's locale (LC_ALL, LC_MESSAGES, LANG).
  {
    messages: messagesFor(languageFromEnvironment(process.env)),
    ...(version === undefined ? {} : { version }),
  },
);
process.exitCode = status;
