/**
 * The streams the CLI talks through, injected so tests can run it in-process, and the writes and reads that
 * survive closed pipes: a reader that quits early (`| head -c1`) or a closed stdin (`<&-`) ends the run
 * quietly with its documented exit status, never with a stack trace.
 */
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type { Catalogue } from "../messages/index.js";

/** Exit statuses shared by every sub-command. */
export const EXIT = { ok: 0, unsolved: 1, invalid: 2 } as const;

export interface CliIo {
  readonly stdin: Readable & { isTTY?: boolean };
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Writes a file (the PNG); injected so tests can capture it without touching disk if they wish. */
  readonly writeFile: (path: string, data: Buffer) => Promise<void>;
}

/** The most a single board read from stdin may be; more is certainly not one board. */
const MAX_STDIN_BYTES = 1 << 20;

/** Why stdin could not be read: it is closed, or not a stream we can read. */
export class StdinUnavailable extends Error {
  override readonly name = "StdinUnavailable" as const;
}

/**
 * Reads all of stdin as text (up to 1 MiB; the rest is dropped and the reader reports the length).
 *
 * @throws StdinUnavailable when stdin is closed or cannot be read (EBADF, EINVAL…): an expected situation the
 *   caller turns into a sentence.
 */
export async function readAll(stdin: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stdin) {
      const buf = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
      if (size < MAX_STDIN_BYTES) chunks.push(buf);
      size += buf.length;
    }
  } catch (error) {
    throw new StdinUnavailable(`stdin: ${(error as Error).message}`, { cause: error });
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, MAX_STDIN_BYTES);
}

/** Yields stdin line by line (for --batch), without holding the whole input in memory. */
export function readLines(stdin: Readable): AsyncIterable<string> {
  return createInterface({ input: stdin, crlfDelay: Number.POSITIVE_INFINITY });
}

/** True once a stream's reader went away (EPIPE and friends): further writes are dropped, quietly. */
export function isClosed(out: Writable): boolean {
  return (
    out.destroyed ||
    out.writableEnded ||
    (out as Writable & { closedByReader?: boolean }).closedByReader === true
  );
}

/**
 * Marks a stream closed when its reader goes away, instead of letting the error crash the process:
 * `sudoku solve --batch | head -c1` stops quietly. Idempotent.
 */
export function guardPipe(out: Writable): void {
  const flagged = out as Writable & { closedByReader?: boolean; pipeGuarded?: boolean };
  if (flagged.pipeGuarded) return;
  flagged.pipeGuarded = true;
  // EPIPE is the usual one; any write error on an output stream means nothing more can be said there.
  out.on("error", () => {
    flagged.closedByReader = true;
  });
}

/**
 * Writes to a stream and waits when it asks us to (so a huge --batch run does not buffer everything).
 * Resolves at once when the reader has gone away, so a writer loop can check {@link isClosed} and stop.
 */
export function writeChunk(out: Writable, text: string): Promise<void> | undefined {
  guardPipe(out);
  if (isClosed(out)) return undefined;
  if (out.write(text)) return undefined;
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      out.off("error", done);
      resolve();
    };
    out.once("drain", done);
    out.once("close", done);
    out.once("error", done);
  });
}

/** Writes one line (a newline is added); see {@link writeChunk}. */
export async function writeLine(out: Writable, text: string): Promise<void> {
  await writeChunk(out, `${text}\n`);
}

/** Writes the picture and says so on stderr; false (with the reason on stderr) when the file cannot be written. */
export async function writePicture(io: CliIo, m: Catalogue, path: string, png: Buffer): Promise<boolean> {
  try {
    await io.writeFile(path, png);
    await writeLine(io.stderr, m.cli.wrote(path, png.length));
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    await writeLine(
      io.stderr,
      m.cli.couldNotWrite(path, code ? m.cli.fileProblem(code) : (error as Error).message),
    );
    return false;
  }
}
