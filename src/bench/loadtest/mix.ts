/**
 * The load test's request mix: interactions people really send (boards in several shapes, the hardest puzzles,
 * several-solution and impossible boards, text that is no board, checks of finished and half-done grids, message
 * menus, hints and their "Next step" button, new puzzles), each with what a right answer looks like (judged in
 * judge.ts from what Discord would show). A share of requests comes without the Attach Files permission, so the
 * bot answers with a text grid, and that grid is checked cell by cell with the independent validator.
 *
 * Glossary: a request is one interaction the load test sends; its expectation says which answers are right.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIInteraction } from "discord.js";
import { DEFAULT_APP_PERMISSIONS } from "../../../test/support/fake-discord/payloads.js";
import type { FakeDiscord } from "../../../test/support/fake-discord.js";
import { type Board, formatBoard } from "../../core/board.js";
import { encodeHintState } from "../../core/logic/hint-state.js";
import { solve } from "../../core/solver.js";
import { isSolutionOf } from "../../core/validate.js";
import { parsePuzzleLines } from "../shared/sets.js";
import type { Expectation } from "./judge.js";

export type { Expectation } from "./judge.js";

/** One request of the mix. */
export interface MixRequest {
  /** A short label for the report, e.g. "solve/hardest". */
  label: string;
  payload: APIInteraction;
  expect: Expectation;
}

/** Puzzles the mix draws from, read once from ../shared/data. */
export interface MixData {
  unique: Board[];
  hardest: Board[];
  several: Board[];
  /** Unique puzzles with their solutions, for checks. */
  solved: { puzzle: Board; solution: Board }[];
  /** Pictures of boards to attach (test/fixtures/pictures: our own renders, see src/tools/draw-picture-fixtures.ts). */
  pictures: { puzzle: Buffer; attempt: Buffer };
}

/** The puzzle drawn in the picture fixtures (the same line as src/tools/draw-picture-fixtures.ts). */
export const PICTURED_PUZZLE: Board = Uint8Array.from(
  "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
  Number,
);

/** The board the issue names: 17 givens whose search stalls a solver without a budget. */
export const STALLING_BOARD =
  ".....8.................2........7............9....45.....1..............47....28.";

/** No repeated digit, but r1c9 needs a 9 and box 3 already holds one: no solution. */
const NO_SOLUTION = `12345678.${"........9"}${".".repeat(63)}`;

/**
 * Reads the sets the mix uses (a few hundred puzzles each, evenly spaced) and the pictures it attaches.
 *
 * @param dataDir - the shared puzzle sets (../shared/data)
 * @param picturesDir - the picture fixtures (test/fixtures/pictures)
 */
export function loadMixData(dataDir: string, picturesDir: string): MixData {
  const read = (file: string, count: number): Board[] => {
    const { boards } = parsePuzzleLines(readFileSync(path.join(dataDir, file), "utf8"), file);
    const step = Math.max(1, Math.floor(boards.length / count));
    return boards.filter((_, i) => i % step === 0).slice(0, count);
  };
  const unique = [...read("random_minimal.txt", 200), ...read("17_clue.txt", 200)];
  const solved = read("kaggle_like.txt", 50).map((puzzle) => {
    const result = solve(puzzle, { limit: 1 });
    if (!("solution" in result) || !isSolutionOf(puzzle, result.solution))
      throw new Error("mix: unsolvable check puzzle");
    return { puzzle, solution: result.solution };
  });
  return {
    unique,
    hardest: read("forum_hardest_1106.txt", 200),
    several: read("serg_benchmark.txt", 200),
    solved,
    pictures: {
      // The puzzle printed, light theme: reads as the puzzle. The attempt: the same with six rows filled in in
      // colour, as a JPEG: read as printed digits plus handwritten ones, which check finds on track.
      puzzle: readFileSync(path.join(picturesDir, "puzzle.png")),
      attempt: readFileSync(path.join(picturesDir, "attempt.jpg")),
    },
  };
}

/** The shapes people paste a board in. */
const SHAPES: readonly ((board: Board) => string)[] = [
  (b) => formatBoard(b, "line"),
  (b) => formatBoard(b, "line").replaceAll(".", "0"),
  (b) => nineLines(b).join("\n"),
  // A desktop client's 9-line paste: newlines turned into spaces.
  (b) => nineLines(b).join(" "),
  (b) => `can someone solve this?\n\`\`\`\n${ruledGrid(b)}\n\`\`\`\nthanks`,
  (b) =>
    `[${nineLines(b)
      .map((row) => `[${Array.from(row, (c) => (c === "." ? "0" : c)).join(", ")}]`)
      .join(", ")}]`,
];

function nineLines(board: Board): string[] {
  const line = formatBoard(board, "line");
  return Array.from({ length: 9 }, (_, r) => line.slice(r * 9, r * 9 + 9));
}

function ruledGrid(board: Board): string {
  const rows = nineLines(board).map((row) =>
    [0, 3, 6].map((c) => Array.from(row.slice(c, c + 3)).join(" ")).join(" | "),
  );
  return [
    ...rows.slice(0, 3),
    "------+-------+------",
    ...rows.slice(3, 6),
    "------+-------+------",
    ...rows.slice(6),
  ].join("\n");
}

/** A board string with some cells replaced. */
const withCells = (line: string, changes: Record<number, string>): string =>
  Array.from(line, (ch, i) => changes[i] ?? ch).join("");

/** Picks requests in a fixed, seeded order so two runs send the same mix. */
export class Mix {
  private n = 0;

  constructor(
    private readonly fake: FakeDiscord,
    private readonly data: MixData,
  ) {}

  /**
   * The next request of the mix: cycles through 20 kinds of request; in every second cycle a hint, a "Next step"
   * press, a new puzzle, and a picture to solve and one to check take the place of five solves (so each is one
   * request in 40).
   */
  next(): MixRequest {
    const n = this.n++;
    const pick = <T>(list: readonly T[]): T => list[(n * 7919) % list.length] as T;
    const shape = pick(SHAPES);
    // Every fifth solve in a channel where the bot may not attach files: a text grid that is checked cell by cell.
    const noAttach = n % 5 === 0;
    const place = noAttach
      ? { appPermissions: (BigInt(DEFAULT_APP_PERMISSIONS) & ~(1n << 15n)).toString() }
      : { guildId: pick(this.fake.guildIds) };
    const play = n % 40 >= 20;
    if (play && n % 20 === 0) return this.hint(pick(this.data.unique), 0, place);
    if (play && n % 20 === 1) return this.hint(pick(this.data.unique), 1, place);
    if (play && n % 20 === 3) return this.picture("solve", place);
    if (play && n % 20 === 4) return this.picture("check", place);
    if (play && n % 20 === 18)
      return this.newPuzzle(LEVELS_ASKED[((n / 40) % LEVELS_ASKED.length) | 0] ?? "easy");
    switch (n % 20) {
      case 0:
      case 1:
      case 2:
      case 3:
      case 4:
      case 5: {
        const puzzle = pick(this.data.unique);
        return this.solve("solve/unique", shape(puzzle), place, { kind: "solution", puzzle, several: false });
      }
      case 6:
      case 7: {
        const puzzle = pick(this.data.hardest);
        return this.solve("solve/hardest", shape(puzzle), place, {
          kind: "solution",
          puzzle,
          several: false,
        });
      }
      case 8:
      case 9: {
        const puzzle = pick(this.data.several);
        return this.solve("solve/several", shape(puzzle), place, { kind: "solution", puzzle, several: true });
      }
      case 10:
        return this.solve("solve/none", NO_SOLUTION, place, { kind: "no-solution" });
      case 11:
        return this.solve("solve/invalid", pick(INVALID_TEXTS), place, { kind: "unreadable" });
      case 12: {
        const puzzle = pick(this.data.unique);
        const payload = this.fake.messageContextMenu({
          name: "Solve Sudoku",
          content: shape(puzzle),
          ...place,
        });
        return { label: "menu/solve", payload, expect: { kind: "solution", puzzle, several: false } };
      }
      case 13:
      case 14:
        return this.check("check/correct", n, "correct");
      case 15:
        return this.check("check/wrong", n, "wrong");
      case 16:
        return this.check("check/on-track", n, "on-track");
      case 17: {
        const puzzle = pick(this.data.hardest);
        return this.solve("solve/hardest", formatBoard(puzzle, "line"), place, {
          kind: "solution",
          puzzle,
          several: false,
        });
      }
      default: {
        const puzzle = pick(this.data.unique);
        return this.solve("solve/unique", formatBoard(puzzle, "line"), place, {
          kind: "solution",
          puzzle,
          several: false,
        });
      }
    }
  }

  /** A `/sudoku solve board:<text>` request. */
  solve(label: string, text: string, place: object, expect: Expectation): MixRequest {
    const payload = this.fake.chatInput({
      name: "sudoku",
      subcommand: "solve",
      options: [{ name: "board", type: 3, value: text }],
      ...place,
    });
    return { label, payload, expect };
  }

  /**
   * A hint about `puzzle`: `/sudoku hint board:<puzzle>` (shown 0 steps), or a press of the "Next step" button
   * under the first hint (shown 1), the button's custom id built as the bot builds it.
   */
  private hint(puzzle: Board, shown: 0 | 1, place: object): MixRequest {
    const expect: Expectation = { kind: "hint", puzzle, nextSteps: shown + 1 };
    if (shown === 0) {
      const payload = this.fake.chatInput({
        name: "sudoku",
        subcommand: "hint",
        options: [{ name: "board", type: 3, value: formatBoard(puzzle, "line") }],
        ...place,
      });
      return { label: "hint/command", payload, expect };
    }
    const customId = `sudoku:hn:${encodeHintState({ puzzle, board: puzzle, steps: 1 })}`;
    const message = { id: "1", channel_id: "2", content: "", components: [] } as never;
    return { label: "hint/next-step", payload: this.fake.button({ customId, message, ...place }), expect };
  }

  /**
   * `/sudoku solve image:` with the puzzle's picture, or `/sudoku check image:` with the attempt's, attached on
   * the fake's loopback CDN (a new attachment each time, so every request downloads its file).
   */
  private picture(mode: "solve" | "check", place: object): MixRequest {
    const { puzzle, attempt } = this.data.pictures;
    const attachment =
      mode === "solve"
        ? this.fake.addAttachment({ name: "puzzle.png", contentType: "image/png", data: puzzle })
        : this.fake.addAttachment({ name: "attempt.jpg", contentType: "image/jpeg", data: attempt });
    const payload = this.fake.chatInput({
      name: "sudoku",
      subcommand: mode,
      options: [{ name: "image", type: 11, value: attachment.id }],
      attachments: [attachment],
      ...place,
    });
    const expect: Expectation =
      mode === "solve"
        ? { kind: "solution", puzzle: PICTURED_PUZZLE, several: false }
        : { kind: "verdict", verdict: "on-track" };
    return { label: `picture/${mode}`, payload, expect };
  }

  /** `/sudoku new level:<level>`. */
  private newPuzzle(level: string): MixRequest {
    const payload = this.fake.chatInput({
      name: "sudoku",
      subcommand: "new",
      options: [{ name: "level", type: 3, value: level }],
    });
    return { label: `new/${level}`, payload, expect: { kind: "new-puzzle" } };
  }

  private check(label: string, n: number, verdict: "correct" | "wrong" | "on-track"): MixRequest {
    const { puzzle, solution } = this.data.solved[n % this.data.solved.length] as MixData["solved"][number];
    const solutionLine = formatBoard(solution, "line");
    const puzzleLine = formatBoard(puzzle, "line");
    // Two cells the solver filled, holding different digits: swapped, they make a complete grid with two wrong.
    const filled = [...solution.keys()].filter((cell) => puzzle[cell] === 0);
    const a = filled[0] as number;
    const b = filled.find((cell) => solution[cell] !== solution[a]) as number;
    const attempt =
      verdict === "correct"
        ? solutionLine
        : verdict === "wrong"
          ? withCells(solutionLine, { [a]: solutionLine[b] as string, [b]: solutionLine[a] as string })
          : withCells(puzzleLine, { [a]: solutionLine[a] as string });
    const payload = this.fake.chatInput({
      name: "sudoku",
      subcommand: "check",
      options: [
        { name: "board", type: 3, value: attempt },
        { name: "puzzle", type: 3, value: puzzleLine },
      ],
    });
    return { label, payload, expect: { kind: "verdict", verdict } };
  }
}

/** The levels `/sudoku new` asks for in turn: the quick ones people ask for most (bench:generate medians 0.1-0.2 s). */
const LEVELS_ASKED = ["easy", "medium", "easy", "hard"] as const;

/** Text that holds no readable board, each for a different reason. */
const INVALID_TEXTS = [
  "hello bot, can you help?",
  "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7",
  "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005",
  "let board = [[5,3,0],[6,0,0]];",
];
