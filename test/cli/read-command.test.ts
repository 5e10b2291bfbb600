import { existsSync } from "node:fs";
import { mkdtemp, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { boardCells, renderBoard } from "../../src/core/render/index.js";
import { runInProcess } from "./run-cli.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const toBoard = (line: string): Uint8Array => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

const run = (argv: string[]) => runInProcess(argv);
/** A real GNOME Sudoku screenshot (test/fixtures/app-screens-extra, tune): the selected given 5 at r2c3. */
const GNOME_SELECTED = join(
  import.meta.dirname,
  "..",
  "fixtures",
  "app-screens-extra",
  "extra12-gnome-sudoku-light-window-860x720-5.png",
);

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sudoku-read-"));
  // Our own render of a puzzle (a picture of the bot's answer, as someone would screenshot it).
  await writeFile(
    join(dir, "puzzle.png"),
    renderBoard({ cells: boardCells(toBoard(PUZZLE)), theme: "light" }),
  );
  await writeFile(join(dir, "notes.txt"), "53..7....6..195....98....6.8...6...34");
});

describe("sudoku read", () => {
  it("prints one JSON line per file, in order, with the printed digits of a board picture", async () => {
    const r = await run([
      "read",
      join(dir, "puzzle.png"),
      join(dir, "notes.txt"),
      join(dir, "missing.png"),
      "--format",
      "json",
    ]);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.file, l.status])).toEqual([
      [join(dir, "puzzle.png"), lines[0].status],
      [join(dir, "notes.txt"), "error"],
      [join(dir, "missing.png"), "error"],
    ]);
    expect(["read", "unsure"]).toContain(lines[0].status);
    expect(lines[0].puzzle).toBe(PUZZLE);
    expect(lines[0].handwritten).toBe(".".repeat(81));
    expect(lines[1].error).toBe("this file is not a picture (PNG, JPEG or WebP)");
    expect(lines[2].error).toMatch(/^could not read .*missing\.png: no such file or folder \(ENOENT\)$/);
    expect(r.status).toBe(2);
  });

  it("asks apart about a cell whose digit is sure but not whether it is a given (GNOME Sudoku's selected cell)", async () => {
    const r = await run(["read", GNOME_SELECTED]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      "Sure of the digit in r2c3 (5), but not whether it is part of the puzzle or filled in.",
    );
    expect(r.stdout).not.toContain("not sure of");
  });

  it("refuses a file over the byte limit by its size, unread, and reads a stream no further than the limit", async () => {
    const big = join(dir, "big.png");
    await writeFile(big, "");
    await truncate(big, 200 * 1024 * 1024); // sparse: 200 MB stated, nothing written
    const endless = existsSync("/dev/zero") ? ["/dev/zero"] : [];
    const r = await run(["read", big, ...endless, "--format", "json"]);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.status, l.error])).toEqual([
      ["error", "the file is too large (200 MB, the limit is 30 MB)"],
      ...endless.map(() => ["error", "the file is too large (31 MB, the limit is 30 MB)"]),
    ]);
    expect(r.status).toBe(2);
  });

  it("asks for a file when given none", async () => {
    const r = await run(["read"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^no picture given: sudoku read FILE…/);
  });
});

describe("sudoku solve --image", () => {
  it("solves the printed puzzle read from a picture, or shows the read and stops when unsure", async () => {
    const r = await run(["solve", "--image", join(dir, "puzzle.png"), "--format", "line"]);
    expect(r.stderr).toMatch(/read 30 givens and 0 entries from a screenshot/);
    if (r.status === 0)
      expect(r.stdout.trim()).toBe(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
      );
    else expect(r.stderr).toMatch(/Compare the board as read with the picture/);
  });

  it("goes on with an unsure read under --as-read, once the person vouches for it, when its puzzle is one", async () => {
    // GNOME Sudoku's selected cell: unsure of one cell's kind only; the printed digits make one puzzle.
    const file = GNOME_SELECTED;
    const stopped = await run(["solve", "--image", file, "--format", "line"]);
    expect(stopped.status).toBe(2);
    expect(stopped.stdout).toBe("");
    expect(stopped.stderr).toContain("if it is right, run the same command with --as-read");
    const solved = await run(["solve", "--image", file, "--as-read", "--format", "line"]);
    expect(solved.status).toBe(0);
    const solution = solved.stdout.trim();
    expect(solution).toMatch(/^[1-9]{81}$/);
    // The solution keeps every digit read as printed.
    const read = await run(["read", file, "--format", "json"]);
    const puzzle: string = JSON.parse(read.stdout).puzzle;
    expect([...puzzle].every((ch, cell) => ch === "." || ch === solution[cell])).toBe(true);
    // Check takes everything read as the attempt: this player's entries hold two mistakes.
    const checked = await run(["check", "--image", file, "--as-read"]);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toContain("2 of your 28 entries disagree with the solution.");
  });

  it("refuses --as-read when the printed digits as read repeat one, and without --image", async () => {
    const repeated = join(import.meta.dirname, "..", "fixtures", "pictures", "repeated.png");
    const r = await run(["solve", "--image", repeated, "--as-read"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("so --as-read cannot use them: correct the board and pass it as text.");
    const alone = await run(["solve", "--as-read", PUZZLE]);
    expect(alone.status).toBe(2);
    expect(alone.stderr).toMatch(/^--as-read goes with --image \(solve or check\)/);
  });

  it("says why a file that is not a picture cannot be solved", async () => {
    const r = await run(["solve", "--image", join(dir, "notes.txt")]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim()).toBe("this file is not a picture (PNG, JPEG or WebP)");
  });
});
