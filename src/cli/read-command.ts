/**
 * `sudoku read FILE…`: reads Sudoku boards from pictures, in one process, and prints one result per file —
 * NDJSON with `--format json` (the public shape below), or a few lines of text. Also the picture step of
 * `solve --image` and `check --image`: an unsure read is shown with its doubtful cells and never solved.
 */
import { open } from "node:fs/promises";
import { cellName, formatBoard } from "../core/board.js";
import { MAX_BYTES } from "../core/vision/picture/decode.js";
import type { ImageRead } from "../core/vision/read.js";
import { readPicture } from "../core/vision/shipped.js";
import type { Catalogue } from "../messages/index.js";
import { canConfirmRead, listDoubts, readFailureText } from "../present/read-presentation.js";
import { type CliIo, EXIT, writeLine } from "./io.js";

/** One line of `sudoku read --format json`. */
export interface ReadJson {
  file: string;
  status: "read" | "unsure" | "no-board" | "error";
  /** The printed digits, 81 characters, `.` blank. */
  puzzle: string | null;
  /** The handwritten (player) digits, 81 characters, `.` blank. */
  handwritten: string | null;
  /** The doubtful cells, `r3c7` style. */
  doubtful: string[];
  ms: number | null;
  error: string | null;
}

const dotted = (board: Uint8Array): string => formatBoard(board, "line").replace(/0/g, ".");

/**
 * A file's bytes, at most `limit + 1` of them: a regular file larger than `limit` is not read at all (its
 * size is returned instead), and a stream without end (a pipe, `/dev/zero`) stops one byte past `limit`.
 */
async function readAtMost(file: string, limit: number): Promise<Buffer | { size: number }> {
  const handle = await open(file, "r");
  try {
    const stat = await handle.stat();
    if (stat.isFile() && stat.size > limit) return { size: stat.size };
    const chunks: Buffer[] = [];
    let total = 0;
    while (total <= limit) {
      const chunk = Buffer.alloc(Math.min(1 << 20, limit + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

/**
 * Reads one file: the picture's read, or a message when the file cannot be opened. A file over the
 * reader's byte limit is refused by its size, unread, and a stream is read no further than the limit.
 * @example const read = await readPictureFile("board.png", DEFAULT_MESSAGES);
 */
export async function readPictureFile(
  file: string,
  m: Catalogue,
): Promise<ImageRead | { status: "unreadable"; message: string }> {
  let bytes: Buffer | { size: number };
  try {
    bytes = await readAtMost(file, MAX_BYTES);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code ? m.cli.fileProblem(code) : (error as Error).message;
    return { status: "unreadable", message: m.picture.unreadableFile(file, reason) };
  }
  if (!Buffer.isBuffer(bytes))
    return {
      status: "error",
      problem: { kind: "too-many-bytes", bytes: bytes.size, maxBytes: MAX_BYTES },
      ms: 0,
    };
  return readPicture(bytes);
}

/** The sentence for a read that produced no board. */
export function failureText(
  read: ImageRead | { status: "unreadable"; message: string },
  m: Catalogue,
): string | null {
  if (read.status === "unreadable") return read.message;
  return readFailureText(read, m);
}

function toJson(
  file: string,
  read: ImageRead | { status: "unreadable"; message: string },
  m: Catalogue,
): ReadJson {
  const error = failureText(read, m);
  if (read.status === "read" || read.status === "unsure") {
    return {
      file,
      status: read.status,
      puzzle: dotted(read.puzzle),
      handwritten: dotted(read.handwritten),
      doubtful: read.doubtful.map(cellName),
      ms: read.ms,
      error: null,
    };
  }
  return {
    file,
    status: read.status === "unreadable" ? "error" : read.status,
    puzzle: null,
    handwritten: null,
    doubtful: [],
    ms: read.status === "unreadable" ? null : read.ms,
    error,
  };
}

/** The lines people read for one picture: what was read, the grid, the doubtful cells. */
export function describeRead(
  read: Extract<ImageRead, { status: "read" | "unsure" }>,
  m: Catalogue,
): string[] {
  const printed = read.puzzle.filter((d) => d !== 0).length;
  const handwritten = read.handwritten.filter((d) => d !== 0).length;
  const lines = [
    m.picture.read(printed, handwritten, m.duration(read.ms), read.source),
    formatBoard(read.grid, "grid"),
  ];
  const doubts = listDoubts(read, m);
  if (doubts.cells !== null) lines.push(m.picture.doubtful(doubts.cells, doubts.cellCount));
  if (doubts.kinds !== null) lines.push(m.picture.notSureWhichKind(doubts.kinds, doubts.kindCount));
  return lines;
}

/**
 * Reads every file and prints one result each. Exit status: 0 when every picture was read with
 * confidence, 1 when some were unsure or held no board, 2 when a file could not be read or was no picture.
 */
export async function readFiles(
  files: readonly string[],
  format: "text" | "json",
  m: Catalogue,
  io: CliIo,
): Promise<number> {
  let status: number = EXIT.ok;
  for (const file of files) {
    const read = await readPictureFile(file, m);
    if (read.status === "unreadable" || read.status === "error") status = EXIT.invalid;
    else if (read.status !== "read" && status === EXIT.ok) status = EXIT.unsolved;
    if (format === "json") {
      await writeLine(io.stdout, JSON.stringify(toJson(file, read, m)));
      continue;
    }
    const failure = failureText(read, m);
    if (failure !== null || (read.status !== "read" && read.status !== "unsure")) {
      await writeLine(io.stdout, `${file}: ${failure}`);
      continue;
    }
    await writeLine(io.stdout, `${file}: ${describeRead(read, m).join("\n")}`);
  }
  return status;
}

/**
 * The picture step of `solve --image` and `check --image`: the board text to go on with (the printed
 * digits as the puzzle, everything read as the attempt), or undefined after explaining on stderr why not
 * (no picture, no board, or a read that is not sure and must be confirmed by a person).
 *
 * @param asRead - `--as-read`: the person compared an unsure read with the picture and vouches for it; it
 *   goes on when its printed digits make one puzzle (canConfirmRead, the rule of the bot's "Solve as read")
 */
export async function boardsFromPicture(
  file: string,
  m: Catalogue,
  io: CliIo,
  asRead = false,
): Promise<{ puzzle: string; attempt: string } | undefined> {
  const read = await readPictureFile(file, m);
  const failure = failureText(read, m);
  if (failure !== null || (read.status !== "read" && read.status !== "unsure")) {
    await writeLine(io.stderr, failure ?? m.picture.noGrid);
    return undefined;
  }
  await writeLine(io.stderr, describeRead(read, m).join("\n"));
  if (read.status === "unsure" && !asRead) {
    await writeLine(io.stderr, m.picture.confirmFirst);
    return undefined;
  }
  if (read.status === "unsure" && !canConfirmRead(read)) {
    await writeLine(io.stderr, m.picture.notAsRead);
    return undefined;
  }
  return { puzzle: formatBoard(read.puzzle, "line"), attempt: formatBoard(read.grid, "line") };
}
