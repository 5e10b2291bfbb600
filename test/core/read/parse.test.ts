import { describe, expect, it } from "vitest";
import { type Board, formatBoard } from "../../../src/core/board.js";
import {
  type BoardProblem,
  duplicateCells,
  MAX_INPUT_LENGTH,
  type ParseResult,
  parseBoard,
  parseBoards,
} from "../../../src/core/read/index.js";
import { describeProblem } from "../../../src/present/problem-text.js";
import { pastes } from "./cases/pastes.js";

/** The example puzzle (unique solution), in the canonical line form. */
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
/** Its solution. */
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** The board of a result as one canonical line, or the problems as text, so a failure shows what went wrong. */
function show(result: ParseResult | undefined): string {
  if (result === undefined) return "NO RESULT";
  if (result.ok) return formatBoard(result.board);
  return `FAILED: ${result.problems.map((p) => describeProblem(p)).join("; ")}`;
}

/** A board from its canonical line form, built without the parser. */
function boardOf(line: string): Board {
  return Uint8Array.from(line, (c) => (c === "." ? 0 : Number(c)));
}

/** The line form with one cell (0-based) changed to `digit`. */
function withCell(line: string, cell: number, digit: number): string {
  return `${line.slice(0, cell)}${digit}${line.slice(cell + 1)}`;
}

describe("parseBoard on real pastes", () => {
  it.each(pastes)("reads %s", (_name, text) => {
    expect(show(parseBoard(text))).toBe(PUZZLE);
  });

  it("reads a complete grid", () => {
    expect(show(parseBoard(SOLUTION))).toBe(SOLUTION);
  });
});

/** The problems of a result, each as its user-facing text. */
function problemsOf(result: ParseResult | undefined): string[] {
  if (result === undefined) return ["NO RESULT"];
  return result.ok ? [`OK ${formatBoard(result.board)}`] : result.problems.map((p) => describeProblem(p));
}

describe("parseBoard problems", () => {
  it("reports empty input for nothing but whitespace", () => {
    const result = parseBoard("  \n\t \r\n ");
    expect(result).toEqual({ ok: false, problems: [{ kind: "empty-input" }] });
    expect(problemsOf(result)).toEqual(["the text is empty: paste a Sudoku board"]);
  });

  it("refuses text longer than the limit without reading it", () => {
    const text = `${PUZZLE}\n${"lorem ipsum ".repeat(600)}`;
    const result = parseBoard(text);
    expect(result).toEqual({ ok: false, problems: [{ kind: "too-long", length: text.length, max: 6000 }] });
    expect(problemsOf(result)).toEqual([
      `the text is too long (${text.length} characters, the limit is 6000)`,
    ]);
  });

  it("reads text exactly as long as the limit", () => {
    const text = `${PUZZLE}${" ".repeat(MAX_INPUT_LENGTH - PUZZLE.length)}`;
    expect(show(parseBoard(text))).toBe(PUZZLE);
  });

  it("reports no board in chatter", () => {
    const result = parseBoard("can someone help me with today's sudoku? I'm stuck on row 3 since 10:30");
    expect(result).toEqual({ ok: false, problems: [{ kind: "no-board" }] });
    expect(problemsOf(result)).toEqual(["no Sudoku board found in this text"]);
  });

  it("reports no board for a short run of digits", () => {
    expect(parseBoard("530070000")).toEqual({ ok: false, problems: [{ kind: "no-board" }] });
  });

  it("reports 80 cells on one line", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7",
    );
    expect(result).toEqual({ ok: false, problems: [{ kind: "wrong-length", found: 80, expected: 81 }] });
    expect(problemsOf(result)).toEqual(["found 80 cells, a board has 81"]);
  });

  it("reports 82 cells on one line", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..799",
    );
    expect(problemsOf(result)).toEqual(["found 82 cells, a board has 81"]);
  });

  it("reports a grid with a row missing as 72 cells", () => {
    const result = parseBoard(`53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5`);
    expect(problemsOf(result)).toEqual(["found 72 cells, a board has 81"]);
  });

  it("reports a run of 80 marks inside a chatty one-line message", () => {
    const result = parseBoard(
      "pls solve 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7 thanks",
    );
    expect(problemsOf(result)).toEqual(["found 80 cells, a board has 81"]);
  });

  it("reports a 9-line grid whose row 3 has 8 cells", () => {
    const result = parseBoard(`530070000
600195000
09800060
800060003
400803001
700020006
060000280
000419005
000080079`);
    expect(result).toEqual({ ok: false, problems: [{ kind: "bad-row", row: 3, found: 8 }] });
    expect(problemsOf(result)).toEqual(["row 3 has 8 cells, a row has 9"]);
  });

  it("reports every wrong row of a spaced grid, even when the cells add up to 81", () => {
    const result = parseBoard(`5 3 . . 7 . . . .
6 . . 1 9 5 . .
. 9 8 . . . . 6 .
8 . . . 6 . . . 3
4 . . 8 . 3 . . 1 .
7 . . . 2 . . . 6
. 6 . . . . 2 8 .
. . . 4 1 9 . . 5
. . . . 8 . . 7 9`);
    expect(problemsOf(result)).toEqual(["row 2 has 8 cells, a row has 9", "row 5 has 10 cells, a row has 9"]);
  });

  it("numbers bad rows from the grid, not from a header line of digits above it", () => {
    const result = parseBoard(`2024-05-01
530070000
600195000
098000060
800060003
40080300
700020006
060000280
000419005
000080079`);
    expect(problemsOf(result)).toEqual(["row 5 has 8 cells, a row has 9"]);
  });

  it("reports a stray letter inside the grid with its line and column", () => {
    const result = parseBoard(`Here:
5 3 . . 7 . . . .
6 . . 1 9 5 . . .
. 9 8 . . . . 6 .
8 . . . 6 . . . 3
4 . . 8 . 3 . . 1
7 . . . 2 . . a 6
. 6 . . . . 2 8 .
. . . 4 1 9 . . 5
. . . . 8 . . 7 9`);
    expect(result).toEqual({ ok: false, problems: [{ kind: "bad-char", char: "a", line: 7, column: 15 }] });
    expect(problemsOf(result)).toEqual(['unexpected character "a" at line 7, column 15']);
  });

  it("reports a grid double-spaced by Discord whose row 9 has 8 cells", () => {
    const result = parseBoard(
      "530070000\n\n600195000\n\n098000060\n\n800060003\n\n400803001\n\n700020006\n\n060000280\n\n000419005\n\n00008007",
    );
    expect(problemsOf(result)).toEqual(["row 9 has 8 cells, a row has 9"]);
  });

  it("reports a stray letter inside a row written without spaces", () => {
    const result = parseBoard(`53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...4l9..5
....8..79`);
    expect(problemsOf(result)).toEqual(['unexpected character "l" at line 8, column 5']);
  });

  it("reports a letter added to a row as a stray, not as a row of 10 cells", () => {
    const result = parseBoard(`5 3 . . 7 . . . .
6 . . 1 9 5 . . .
. 9 8 . . . . 6 .
8 . . . 6 . . . 3
4 . . 8 . 3 . . 1 k
7 . . . 2 . . . 6
. 6 . . . . 2 8 .
. . . 4 1 9 . . 5
. . . . 8 . . 7 9`);
    expect(problemsOf(result)).toEqual(['unexpected character "k" at line 5, column 19']);
  });

  it("reports a letter stuck to a number in a code array", () => {
    const text =
      "[[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],[8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],[0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9a]]";
    expect(problemsOf(parseBoard(text))).toEqual(['unexpected character "a" at line 1, column 180']);
  });

  it("does not stitch a board together out of two pasted boards when one of them is broken", () => {
    const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";
    const brokenFirstRow = grid(PUZZLE).replace("53..7....", "53..7...");
    expect(parseBoard(`${brokenFirstRow}\n${grid(SOLUTION)}`).ok).toBe(false);
    const brokenLastRow = grid(SOLUTION).replace("345286179", "34528617");
    expect(parseBoard(`${grid(PUZZLE)}\n${brokenLastRow}`).ok).toBe(false);
  });

  it("does not drop an extra row of 9 cells below a grid", () => {
    const grid = PUZZLE.match(/.{9}/g)?.join("\n") ?? "";
    expect(problemsOf(parseBoard(`${grid}\n123456789`))).toEqual(["found 90 cells, a board has 81"]);
  });

  it("reports a stray character in an 81-character line", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7!",
    );
    expect(problemsOf(result)).toEqual(['unexpected character "!" at line 1, column 81']);
  });

  it("counts columns in characters of the original text, not in UTF-16 units", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..\u{1F600}9",
    );
    expect(result).toEqual({
      ok: false,
      problems: [{ kind: "bad-char", char: "\u{1F600}", line: 1, column: 80 }],
    });
  });

  it("names an invisible stray character by its code point", () => {
    const result = parseBoard(
      "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..\u200b9",
    );
    expect(problemsOf(result)).toEqual(["unexpected character U+200B at line 1, column 80"]);
  });

  it("reports two 5s in row 1 (and box 1) and keeps the board", () => {
    const text = "53..75...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const result = parseBoard(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : result.board && formatBoard(result.board)).toBe(text);
    expect(problemsOf(result)).toEqual([
      "row 1 has two 5s (columns 1 and 6)",
      "column 6 has two 5s (rows 1 and 2)",
      "box 2 (top-middle) has two 5s (r1c6 and r2c6)",
    ]);
  });

  it("reports two 8s in column 4", () => {
    const result = parseBoard(withCell(PUZZLE, 3, 8));
    expect(result.ok ? [] : result.problems).toEqual([
      { kind: "duplicate", unit: "column", index: 3, digit: 8, cells: [3, 39] } satisfies BoardProblem,
    ]);
    expect(problemsOf(result)).toEqual(["column 4 has two 8s (rows 1 and 5)"]);
  });

  it("reports two 8s in the middle box", () => {
    const result = parseBoard(withCell(PUZZLE, 50, 8));
    expect(problemsOf(result)).toEqual(["box 5 (middle) has two 8s (r5c4 and r6c6)"]);
  });

  it("reports three 5s in a row", () => {
    const result = parseBoard(
      "53..7.5.56..1.9....98....6.8...6...34..8.3..17...2...6.6....28....4.9..5....8..79",
    );
    expect(problemsOf(result)[0]).toBe("row 1 has three 5s (columns 1, 7 and 9)");
  });

  it("accepts repeated digits when duplicates are allowed", () => {
    const text = "53..75...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    expect(show(parseBoard(text, { allowDuplicates: true }))).toBe(text);
  });
});

describe("round trip through formatBoard", () => {
  const boards = [
    PUZZLE,
    SOLUTION,
    ".".repeat(81),
    "1........".padEnd(81, "."),
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
  ];
  it.each(boards)("parses both canonical forms of %s back to the same board", (line) => {
    const board = boardOf(line);
    for (const form of ["line", "grid"] as const) {
      const result = parseBoard(formatBoard(board, form), { allowDuplicates: true });
      expect(show(result), form).toBe(line);
    }
  });
});

describe("parseBoards", () => {
  it("returns a puzzle and an attempt from one message, in order", () => {
    const results = parseBoards(`here's the puzzle:
\`\`\`
${formatBoard(boardOf(PUZZLE), "grid")}
\`\`\`
and my attempt:
\`\`\`
${formatBoard(boardOf(SOLUTION), "grid")}
\`\`\``);
    expect(results.map(show)).toEqual([PUZZLE, SOLUTION]);
  });

  it("returns two 9-line boards separated only by a blank line", () => {
    const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";
    expect(parseBoards(`${grid(PUZZLE)}\n\n${grid(SOLUTION)}`).map(show)).toEqual([PUZZLE, SOLUTION]);
  });

  it("returns two boards given on one line", () => {
    expect(parseBoards(`${PUZZLE} ${SOLUTION}`).map(show)).toEqual([PUZZLE, SOLUTION]);
    expect(parseBoards(`${PUZZLE}${SOLUTION}`).map(show)).toEqual([PUZZLE, SOLUTION]);
  });

  it("returns the good puzzle and the problem of a broken attempt", () => {
    const grid = (line: string) => line.match(/.{9}/g)?.join("\n") ?? "";
    const broken = grid(SOLUTION).replace("859761423", "85976142");
    expect(parseBoards(`${grid(PUZZLE)}\n\n${broken}`).map(show)).toEqual([
      PUZZLE,
      "FAILED: row 4 has 8 cells, a row has 9",
    ]);
  });

  it("returns an empty array for chatter and for empty text", () => {
    expect(parseBoards("no boards here, just 1 or 2 numbers")).toEqual([]);
    expect(parseBoards("   ")).toEqual([]);
  });

  it("returns one too-long failure for text over the limit", () => {
    expect(parseBoards("5".repeat(6001))).toEqual([
      { ok: false, problems: [{ kind: "too-long", length: 6001, max: 6000 }] },
    ]);
  });
});

describe("parseBoard on input from untyped callers", () => {
  it("returns a failure, not an exception, for non-string input", () => {
    expect(parseBoard(undefined as unknown as string).ok).toBe(false);
    expect(parseBoards(null as unknown as string)).toEqual([]);
  });
});

describe("duplicateCells", () => {
  it("collects each cell of every repeated-digit problem once, in order, ignoring other problems", () => {
    const result = parseBoard(`5.5${".".repeat(78)}`);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // Row 1 and box 1 both name r1c1 and r1c3.
    expect(result.problems.filter((p) => p.kind === "duplicate")).toHaveLength(2);
    expect(duplicateCells(result.problems)).toEqual([0, 2]);
    expect(duplicateCells([{ kind: "no-board" }])).toEqual([]);
  });
});
