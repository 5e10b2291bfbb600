import { PassThrough, Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/run.js";
import { parseBoard } from "../../src/core/read/index.js";
import { solve } from "../../src/core/solve/index.js";
import { isSolutionOf } from "../../src/core/validate.js";

/** Runs the CLI in-process; resolves with its status, stdout and stderr. */
async function run(argv: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on("data", (c: Buffer) => out.push(c));
  stderr.on("data", (c: Buffer) => err.push(c));
  const status = await runCli(argv, {
    stdin: Readable.from([""]),
    stdout,
    stderr,
    writeFile: async () => {},
  });
  return { status, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() };
}

const board = (line: string) => {
  const read = parseBoard(line);
  if (!read.ok) throw new Error(`not a board: ${line}`);
  return read.board;
};

describe("sudoku generate", () => {
  it("prints the seed's puzzle as one 81-character line", async () => {
    const r = await run(["generate", "--level", "easy", "--seed", "42"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      "...75..1..1...8..4.....47.23.5.4..8..7.....9..4..9.6.18.64.....7..8...4..3..26...\n",
    );
  });

  it("prints one JSON object per puzzle, seeds S, S+1…, each puzzle unique with its solution", async () => {
    const r = await run(["generate", "--level", "medium", "--count", "2", "--seed", "7", "--format", "json"]);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.seed)).toEqual([7, 8]);
    for (const l of lines) {
      expect(Object.keys(l)).toEqual(["puzzle", "solution", "level", "score", "seed"]);
      expect(l.level).toBe("medium");
      expect(l.puzzle).toMatch(/^[1-9.]{81}$/);
      expect(solve(board(l.puzzle)).status).toBe("unique");
      expect(isSolutionOf(board(l.puzzle), board(l.solution))).toBe(true);
    }
  });

  it("refuses unknown levels, symmetries and counts with exit status 2 and a sentence", async () => {
    const level = await run(["generate", "--level", "impossible"]);
    expect(level.status).toBe(2);
    expect(level.stderr).toContain("--level must be one of easy, medium, hard, expert, extreme");
    const symmetry = await run(["generate", "--symmetry", "spiral"]);
    expect(symmetry.stderr).toContain("--symmetry must be one of rotational, none");
    const count = await run(["generate", "--count", "0"]);
    expect(count.stderr).toContain("--count must be a whole number from 1 to 1000");
    const ko = await run(["generate", "--count", "x", "--lang", "ko"]);
    expect(ko.stderr).toContain("--count은(는) 1부터 1000까지의 정수여야 합니다");
  });
});
