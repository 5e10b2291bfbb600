/**
 * What a real-app screenshot will show, decided before the app is driven: the puzzle (givens), the
 * player's moves (entries typed in, one of them a deliberate error, and pencil marks), and the labels
 * that follow from them. Labels come only from this plan, never from reading the picture.
 *
 * Glossary: a *given* is a digit of the puzzle; an *entry* is a digit the player typed into an empty
 * cell (right or wrong); a *pencil mark* is a small candidate digit, and a cell holding only pencil
 * marks counts as empty. Cells are numbered 0..80 row by row.
 */
import { fnv1a } from "../../bench/read/read-split.js";

/** One thing the player does to an empty cell. */
export interface Move {
  cell: number;
  kind: "entry" | "pencil";
  /** The digit typed (entry), or the pencil-mark digits in the order typed. */
  digits: number[];
}

/** How many moves of each kind a shot gets. */
export interface MoveCounts {
  /** Right entries (digits of the solution). */
  right: number;
  /** Wrong entries, each one clashing with a given in its row, column or box (apps colour those). */
  wrong: number;
  /** Cells given two to four pencil marks. */
  pencils: number;
}

/** The labels of a shot: 81 characters each, `.` blank. `full` is every digit visible. */
export interface Labels {
  givens: string;
  entries: string;
  full: string;
}

/** Whether a shot belongs to the tuning half or the held-out half of the set. */
export type ShotSplit = "tune" | "held-out";

const rowOf = (cell: number): number => Math.floor(cell / 9);
const colOf = (cell: number): number => cell % 9;
const boxOf = (cell: number): number => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);
const sees = (a: number, b: number): boolean =>
  a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));

/**
 * Plans the player's moves on a puzzle.
 * @param puzzle 81 characters, `.` blank; @param solution its 81-digit solution.
 * @returns the moves in the order they are made (entries first, then pencil marks); every cell is used
 *   at most once and only empty cells are touched.
 */
export function planMoves(
  puzzle: string,
  solution: string,
  counts: MoveCounts,
  random: () => number,
): Move[] {
  const empty: number[] = [];
  for (let i = 0; i < 81; i++) if (puzzle[i] === ".") empty.push(i);
  for (let i = empty.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [empty[i], empty[j]] = [empty[j], empty[i]];
  }
  const moves: Move[] = [];
  let next = 0;
  for (let k = 0; k < counts.right && next < empty.length; k++) {
    const cell = empty[next++];
    moves.push({ cell, kind: "entry", digits: [Number(solution[cell])] });
  }
  for (let k = 0; k < counts.wrong; k++) {
    // A wrong digit that a given in the same row, column or box already holds, so the app shows a clash.
    while (next < empty.length) {
      const cell = empty[next++];
      const clashing = [
        ...new Set([...puzzle].flatMap((ch, i) => (ch !== "." && sees(cell, i) ? [Number(ch)] : []))),
      ]
        .filter((d) => d !== Number(solution[cell]))
        .sort((a, b) => a - b);
      if (clashing.length === 0) continue;
      moves.push({ cell, kind: "entry", digits: [clashing[Math.floor(random() * clashing.length)]] });
      break;
    }
  }
  for (let k = 0; k < counts.pencils && next < empty.length; k++) {
    const cell = empty[next++];
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(() => random() < 0.35).slice(0, 4);
    while (digits.length < 2) {
      const d = 1 + Math.floor(random() * 9);
      if (!digits.includes(d)) digits.push(d);
    }
    moves.push({ cell, kind: "pencil", digits: digits.sort((a, b) => a - b) });
  }
  return moves;
}

/** The labels that a puzzle and the player's moves give: pencil marks leave a cell empty. */
export function labelsOf(puzzle: string, moves: readonly Move[]): Labels {
  const entries = Array.from({ length: 81 }, () => ".");
  for (const move of moves) if (move.kind === "entry") entries[move.cell] = String(move.digits[0]);
  const full = [...puzzle].map((ch, i) => (ch === "." ? entries[i] : ch)).join("");
  return { givens: puzzle, entries: entries.join(""), full };
}

/**
 * The documented split rule: a shot is held out when the FNV-1a hash of its file name is odd.
 * Half the pictures tune the reader, the other half score it and are never tuned on.
 */
export function splitOf(fileName: string): ShotSplit {
  return fnv1a(fileName) % 2 === 1 ? "held-out" : "tune";
}
