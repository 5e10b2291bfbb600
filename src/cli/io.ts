/** The streams the CLI talks through, injected so tests can run it in-process. */
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

export interface CliIo {
  readonly stdin: Readable & { isTTY?: boolean };
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Writes a file (the PNG); injected so tests can capture it without touching disk if they wish. */
  readonly writeFile: (path: string, data: Buffer) => Promise<void>;
}

/** The most a single board read from stdin may be; more is certainly not one board. */
const MAX_STDIN_BYTES = 1 << 20;

/** Reads all of stdin as text (up to 1 MiB; the rest is dropped and the parser reports the length). */
export async function readAll(stdin: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const buf = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    if (size < MAX_STDIN_BYTES) chunks.push(buf);
    size += buf.length;
  }
  return Buffer.concat(chunks).toString("utf8").slice(0, MAX_STDIN_BYTES);
}

/** Yields stdin line by line (for --batch), without holding the whole input in memory. */
export function readLines(stdin: Readable): AsyncIterable<string> {
  return createInterface({ input: stdin, crlfDelay: Number.POSITIVE_INFINITY });
}

/** Writes to a stream and waits when it asks us to (so a huge --batch run does not buffer everything). */
export function writeChunk(out: Writable, text: string): Promise<void> | undefined {
  if (out.write(text)) return undefined;
  return new Promise((resolve) => out.once("drain", resolve));
}

/** "label: text" for one line; "label:" above the lines when the text is a list of several. */
export const labelled = (label: string, text: string): string =>
  text.includes("\n") ? `${label}:\n${text}` : `${label}: ${text}`;

/** Writes the picture and says so on stderr; false (with the reason on stderr) when the file cannot be written. */
export async function writePicture(io: CliIo, path: string, png: Buffer): Promise<boolean> {
  try {
    await io.writeFile(path, png);
    io.stderr.write(`wrote ${path} (${png.length} bytes)\n`);
    return true;
  } catch (error) {
    io.stderr.write(`could not write ${path}: ${(error as Error).message}\n`);
    return false;
  }
}
