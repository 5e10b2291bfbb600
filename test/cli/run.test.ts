import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PassThrough, Readable, Writable } from "node:stream";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { buildSolveReply } from "../../src/bot/solve/reply.js";
import { optionProblem, runCli } from "../../src/cli/run.js";
import { reportSolve } from "../../src/core/answer/solve-report.js";
import type { Board } from "../../src/core/board.js";
import { parseBoard } from "../../src/core/read/index.js";
import { layoutFor } from "../../src/core/render/index.js";
import { isSolutionOf } from "../../src/core/validate.js";
import { en } from "../../src/messages/en.js";
import { decodePng } from "../support/png.js";
import { runInProcess } from "./run-cli.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// The empty board has (very) many solutions:
const EMPTY = ".".repeat(81);
// Consistent givens (no repeats) yet no solution: r1c9 can hold nothing (1-8 in row 1, 9 in column 9).
const IMPOSSIBLE = `12345678.${"........9"}${".".repeat(63)}`;
const TWO_FIVES = `5.5${".".repeat(78)}`;

const toBoard = (line: string): Board => Uint8Array.from(line, (ch) => (ch === "." ? 0 : Number(ch)));

const run = runInProcess;

describe("sudoku solve --format json", () => {
  it("reports a unique solution with exit status 0", async () => {
    const r = await run(["solve", PUZZLE, "--format", "json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      status: "unique",
      puzzle: PUZZLE,
      solution: SOLUTION,
      error: null,
    });
  });

  it("reports one of several solutions with exit status 0", async () => {
    const r = await run(["solve", EMPTY, "--format", "json"]);
    const json = JSON.parse(r.stdout);
    expect(r.status).toBe(0);
    expect(json.status).toBe("multiple");
    expect(isSolutionOf(toBoard(EMPTY), toBoard(json.solution))).toBe(true);
  });

  it("reports no solution with exit status 1", async () => {
    const r = await run(["solve", IMPOSSIBLE, "--format", "json"]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ status: "none", puzzle: IMPOSSIBLE, solution: null, error: null });
  });

  it("reports conflicting givens as invalid with exit status 2 and says where", async () => {
    const r = await run(["solve", TWO_FIVES, "--format", "json"]);
    const json = JSON.parse(r.stdout);
    expect(r.status).toBe(2);
    expect(json.status).toBe("invalid");
    expect(json.solution).toBeNull();
    expect(json.error).toContain("row 1 has two 5s (columns 1 and 3)");
  });

  it("reports a short board as invalid with the count of cells", async () => {
    const r = await run(["solve", PUZZLE.slice(1), "--format", "json"]);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "invalid", puzzle: null, solution: null });
    expect(JSON.parse(r.stdout).error).toContain("found 80 cells, a board has 81");
  });
});

describe("sudoku solve (text forms)", () => {
  it("reads a 9-line board from stdin and prints the solution grid", async () => {
    const nineLines = PUZZLE.match(/.{9}/g)?.join("\n") ?? "";
    const r = await run(["solve"], nineLines);
    expect(r.status).toBe(0);
    expect(r.stdout.replace(/[^1-9]/g, "")).toBe(SOLUTION);
    expect(r.stderr).toMatch(
      /^Unique solution · Easy \(Naked Single\) · 30 givens · solved in (<0\.1|\d+(\.\d)?) ms/,
    );
  });

  it("prints the 81-digit line with --format line", async () => {
    const r = await run(["solve", PUZZLE, "--format", "line"]);
    expect(r.stdout).toBe(`${SOLUTION}\n`);
  });

  it("writes a PNG with --out", async () => {
    const r = await run(["solve", PUZZLE, "--out", "solved.png"]);
    const png = r.files.get("solved.png");
    expect(png).toBeDefined();
    const image = decodePng(png as Buffer);
    expect(image.width).toBeGreaterThan(300);
    expect(r.stderr).toContain(`wrote solved.png (${png?.length} bytes)`);
  });

  it("rejects an unknown format and an unknown command with exit status 2", async () => {
    expect((await run(["solve", PUZZLE, "--format", "xml"])).status).toBe(2);
    const r = await run(["frobnicate"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown command "frobnicate"');
  });
});

describe("sudoku pictures", () => {
  it("draws the same picture, caption and legend included, as the bot for the same board", async () => {
    const r = await run(["solve", EMPTY, "--out", "several.png"]);
    const bot = buildSolveReply(reportSolve(parseBoard(EMPTY)));
    const png = r.files.get("several.png") as Buffer;
    expect(decodePng(png).height).toBe(layoutFor({ caption: "any" }).height);
    expect(png.equals(bot.files[0]?.data as Buffer)).toBe(true);
  });

  it("gives a check picture the bot's legend strip", async () => {
    const swapped = `${SOLUTION.slice(0, 2)}${SOLUTION[3]}${SOLUTION[2]}${SOLUTION.slice(4)}`;
    const r = await run(["check", swapped, "--puzzle", PUZZLE, "--out", "check.png"]);
    expect(r.status).toBe(1);
    expect(decodePng(r.files.get("check.png") as Buffer).height).toBe(layoutFor({ caption: "any" }).height);
  });
});

describe("sudoku arguments that look like options", () => {
  const dashFirst = `-${PUZZLE.slice(1)}`; // r1c1 left blank, written as "-"

  it("reads a board whose first cell is a - blank, with or without --", async () => {
    for (const argv of [
      ["solve", `-${PUZZLE.slice(1)}`],
      ["solve", "--", dashFirst],
      ["solve", "--format", "line", dashFirst],
    ]) {
      const r = await run(argv);
      expect(r.status, argv.join(" ")).toBe(0);
      expect(r.stdout.replace(/[^1-9]/g, "")).toBe(SOLUTION);
    }
  });

  it("reads a board given line by line, ruled lines and all", async () => {
    const lines = [
      "5 3 . | . 7 . | . . .",
      "6 . . | 1 9 5 | . . .",
      ". 9 8 | . . . | . 6 .",
      "------+-------+------",
      "8 . . | . 6 . | . . 3",
      "4 . . | 8 . 3 | . . 1",
      "7 . . | . 2 . | . . 6",
      "------+-------+------",
      ". 6 . | . . . | 2 8 .",
      ". . . | 4 1 9 | . . 5",
      ". . . | . 8 . | . 7 9",
    ];
    const r = await run(["solve", ...lines, "--format", "line"]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${SOLUTION}\n`);
  });

  it("takes an option's value even when it starts with -", async () => {
    const r = await run(["check", SOLUTION, "--puzzle", dashFirst]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Correct/);
  });

  it("still refuses an unknown option, with the usage", async () => {
    const r = await run(["solve", "--frobnicate"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("--frobnicate");
    expect(r.stderr).toContain("Usage:");
  });
});

describe("optionProblem", () => {
  it("names an unknown option, a value option left without its value, and a yes/no option given one", () => {
    expect(optionProblem(["solve", "--frobnicate"], en)).toBe("unknown option --frobnicate");
    expect(optionProblem(["solve", "-q"], en)).toBe("unknown option -q");
    expect(optionProblem(["solve", PUZZLE, "--out"], en)).toBe("--out needs a value");
    expect(optionProblem(["check", PUZZLE, "--reveal=yes"], en)).toBe("--reveal takes no value");
    expect(optionProblem(["solve", "--colour=red"], en)).toBe("unknown option --colour");
  });

  it("lets through what the command line accepts", () => {
    for (const argv of [
      ["solve", PUZZLE, "--out", "solved.png", "--format=line", "--lang", "ko"],
      ["check", SOLUTION, "--puzzle", `-${PUZZLE.slice(1)}`, "--reveal"],
      ["solve", `-${PUZZLE.slice(1)}`],
      ["solve", "--", "--frobnicate"],
      ["solve", PUZZLE, "-osolved.png"],
      ["-hv"],
      ["solve", "------+-------+------"],
    ]) {
      expect(optionProblem(argv, en)).toBeUndefined();
    }
  });

  it("gives the same answer as the run: the mistake, then the usage", async () => {
    const r = await run(["solve", PUZZLE, "--out"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^--out needs a value\n\nUsage:/);
  });
});

describe("sudoku with closed streams", () => {
  it("says stdin could not be read, with exit status 2, when reading it fails", async () => {
    const failing = () =>
      new Readable({
        read() {
          this.destroy(Object.assign(new Error("EBADF: bad file descriptor, read"), { code: "EBADF" }));
        },
      });
    for (const argv of [["solve"], ["solve", "--batch"], ["check"]]) {
      const stdin = failing();
      const err: Buffer[] = [];
      const stderr = new PassThrough().on("data", (c: Buffer) => err.push(c));
      const status = await runCli(argv, {
        stdin,
        stdout: new PassThrough(),
        stderr,
        writeFile: async () => {},
      });
      expect(status, argv.join(" ")).toBe(2);
      expect(Buffer.concat(err).toString()).toContain("stdin is closed");
    }
  });

  it("stops quietly when stdout's reader has gone (EPIPE)", async () => {
    const stdout = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
      },
    });
    const input = Array.from({ length: 2000 }, () => PUZZLE).join("\n");
    const status = await runCli(["solve", "--batch"], {
      stdin: Readable.from([input]),
      stdout,
      stderr: new PassThrough(),
      writeFile: async () => {},
    });
    expect(status).toBe(0);
  });
});

describe("sudoku solve --batch", () => {
  it("answers one line per puzzle: solution, multiple, none, invalid", async () => {
    const input = [PUZZLE, "", EMPTY, IMPOSSIBLE, "not a board"].join("\n");
    const r = await run(["solve", "--batch"], input);
    const lines = r.stdout.trimEnd().split("\n");
    expect(r.status).toBe(0);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(SOLUTION);
    expect(lines[1]).toMatch(/^[1-9]{81} multiple$/);
    expect(isSolutionOf(toBoard(EMPTY), toBoard((lines[1] as string).slice(0, 81)))).toBe(true);
    expect(lines.slice(2)).toEqual(["none", "invalid"]);
  });
});

describe("the installed sudoku executable", () => {
  const bin = resolve(import.meta.dirname, "../../dist/src/cli/main.js");
  const exec = promisify(execFile);

  it.skipIf(!existsSync(bin))("exits 0, 1 and 2 for solved, impossible and invalid boards", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sudoku-cli-"));
    const status = async (board: string) =>
      exec(process.execPath, [bin, "solve", board, "--out", join(dir, "out.png")]).then(
        () => 0,
        (error: { code: number }) => error.code,
      );
    expect(await status(PUZZLE)).toBe(0);
    expect(await status(IMPOSSIBLE)).toBe(1);
    expect(await status("hello")).toBe(2);
    const png = await readFile(join(dir, "out.png"));
    expect(png.subarray(1, 4).toString()).toBe("PNG");
  });

  /** Runs a shell line with the built CLI as $SUDOKU; resolves with its exit status and what it wrote. */
  const shell = (line: string) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((done) => {
      execFile(
        "sh",
        ["-c", line],
        { env: { ...process.env, LC_ALL: "C.UTF-8", SUDOKU: `"${process.execPath}" "${bin}"` } },
        (error, stdout, stderr) =>
          done({ status: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  it.skipIf(!existsSync(bin))(
    "answers a closed stdin with a sentence and status 2, no stack trace",
    async () => {
      const r = await shell("eval $SUDOKU solve <&-");
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^I couldn't read a Sudoku board|stdin is closed/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    },
  );

  it.skipIf(!existsSync(bin))("stops quietly when the reader of --batch goes away (| head -c1)", async () => {
    const r = await shell(
      `i=0; while [ $i -lt 3000 ]; do echo ${PUZZLE}; i=$((i+1)); done | eval $SUDOKU solve --batch 2>err.txt | head -c1; cat err.txt; rm -f err.txt`,
    );
    expect(r.stdout).toBe(`${SOLUTION[0]}`);
    expect(r.stdout + r.stderr).not.toMatch(/Error|\n\s+at /);
  });

  it.skipIf(!existsSync(bin))("prints its version", async () => {
    const r = await shell("eval $SUDOKU --version");
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("sudoku check --format json", () => {
  const swapGivens = `35${SOLUTION.slice(2)}`; // r1c1 and r1c2 are givens 5 and 3
  const partial = `${PUZZLE.slice(0, 2)}4${PUZZLE.slice(3)}`; // r1c3 = 4, as in the solution
  const wrongPartial = `${PUZZLE.slice(0, 2)}1${PUZZLE.slice(3)}`; // r1c3 = 1 repeats nothing but is wrong

  it("says correct with exit status 0 for the solution", async () => {
    const r = await run(["check", SOLUTION, "--puzzle", PUZZLE, "--format", "json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      status: "correct",
      complete: true,
      wrong: [],
      wrongCount: 0,
      changedGivens: [],
      error: null,
    });
  });

  it("lists exactly the changed givens as wrong with exit status 1", async () => {
    const r = await run(["check", swapGivens, "--puzzle", PUZZLE, "--format", "json"]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "wrong", wrong: ["r1c1", "r1c2"] });
    expect(JSON.parse(r.stdout).changedGivens).toEqual(["r1c1", "r1c2"]);
  });

  it("says on-track for a partial attempt that agrees with the solution", async () => {
    const r = await run(["check", partial, "--puzzle", PUZZLE, "--format", "json"]);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "on-track", complete: false, wrong: [] });
  });

  it("says dead-end and counts the wrong entry in JSON, from two boards on stdin", async () => {
    const r = await run(["check", "--format", "json"], `puzzle:\n${PUZZLE}\n\nmine:\n${wrongPartial}\n`);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "dead-end", wrong: [], wrongCount: 1 });
  });

  it("names a partial attempt's wrong entry in JSON only with --reveal, as in the text", async () => {
    const r = await run(["check", wrongPartial, "--puzzle", PUZZLE, "--format", "json", "--reveal"]);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "dead-end", wrong: ["r1c3"], wrongCount: 1 });
    expect(r.stderr).toContain("Wrong: r1c3.");
  });

  it("keeps a partial attempt's wrong cells out of the text unless --reveal", async () => {
    const hidden = await run(["check", wrongPartial, "--puzzle", PUZZLE]);
    expect(hidden.stdout).toContain("1 of your 1 entry disagrees with the solution.");
    expect(hidden.stdout).toContain("To see which cells, run the check again with --reveal.");
    expect(hidden.stdout).not.toContain("r1c3");
    const shown = await run(["check", wrongPartial, "--puzzle", PUZZLE, "--reveal"]);
    expect(shown.stdout).toContain("Wrong: r1c3.");
  });

  it("says which input is invalid with exit status 2", async () => {
    const r = await run(["check", SOLUTION, "--puzzle", TWO_FIVES, "--format", "json"]);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: "invalid", wrong: [] });
    expect(JSON.parse(r.stdout).error).toBe(
      "The original puzzle breaks the rules, so I can't check against it:\n" +
        "- row 1 has two 5s (columns 1 and 3)\n- box 1 (top-left) has two 5s (r1c1 and r1c3)",
    );
  });
});
