/** Runs the CLI in-process with real streams and collects what it prints and writes (for the hint and grade tests). */
import { PassThrough, Readable } from "node:stream";
import { runCli } from "../../src/cli/run.js";

export async function runInProcess(argv: string[], stdin = "") {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on("data", (c: Buffer) => out.push(c));
  stderr.on("data", (c: Buffer) => err.push(c));
  const files = new Map<string, Buffer>();
  const status = await runCli(argv, {
    stdin: Readable.from([stdin]),
    stdout,
    stderr,
    writeFile: async (path, data) => {
      files.set(path, data);
    },
  });
  return { status, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString(), files };
}
