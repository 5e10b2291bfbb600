/**
 * The cases `npm run bench:read` scores: photos listed in a `labels.tsv` (the shared training photos,
 * or any directory of the same format), synthetic screenshots, and pictures that must be refused.
 *
 * labels.tsv: a header line, then one row per picture, tab-separated. Columns by name:
 * - `file` (required): the picture's file name in that directory;
 * - `puzzle`: the printed digits (81 chars, `.` blank) of a picture with no handwriting, or
 * - `givens` and `full`: the printed digits, and every digit visible (printed and handwritten);
 *   an empty `givens` means "not known" (only `full` is scored);
 * - a `puzzle` or `full` of `-` means the picture is not a 9×9 Sudoku and must be refused;
 * - `split` (optional): `tune` or `held-out`, which then decides the validation split instead of the
 *   file-name hash of read-split.ts (the real app screenshots of test/fixtures/app-screens use it).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { solve } from "../../core/solver.js";
import { parsePuzzleLines } from "../shared/sets.js";
import type { Degradation } from "./read-degrade.js";
import {
  type Fold,
  inFold,
  isCalibration,
  isHeldOut,
  isHeldOutScreen,
  parseFold,
  sheetOf,
} from "./read-split.js";
import { drawNotSudoku, drawScreenshot } from "./screens.js";

/** What a case's picture shows. `refuse`: not a 9×9 Sudoku. */
export type Expected = { kind: "board"; givens: string | null; full: string } | { kind: "refuse" };

/** One picture to read. */
export interface ReadCase {
  set: string;
  name: string;
  load: () => Buffer;
  expected: Expected;
  /** Make the picture worse this way before reading it (read-degrade.ts). */
  degrade?: Degradation;
  /** Never saved again by `--reencode` (the dataset's photos: JPEGs already). */
  asTaken?: boolean;
}

/**
 * Which photos of a labelled directory to take. `calibration` is the part of `training` the digit model
 * never trained on; a {@link Fold} the part of `training` a model trained with `--fold K/N` never saw,
 * or for a sheet fold the non-validation photos of the sheets a `--fold K/N --by-sheet` model never saw
 * (read-split.ts).
 */
export type Split = "validation" | "training" | "calibration" | "all" | Fold;

const NAMED_SPLITS = ["validation", "training", "calibration", "all"] as const;

/** The `--split` prefix of a file-name fold and of a sheet fold. */
const FOLD_PREFIXES = [
  ["fold:", false],
  ["sheet-fold:", true],
] as const;

/**
 * Parses `bench:read`'s `--split` value: a named split, `fold:K/N` or `sheet-fold:K/N`.
 * @returns the split, or why not
 * @example parseSplit("fold:1/4") // { ok: true, split: { index: 1, count: 4 } }
 * @example parseSplit("sheet-fold:1/4") // { ok: true, split: { index: 1, count: 4, bySheet: true } }
 */
export function parseSplit(text: string): { ok: true; split: Split } | { ok: false; error: string } {
  const named = NAMED_SPLITS.find((s) => s === text);
  if (named !== undefined) return { ok: true, split: named };
  const prefix = FOLD_PREFIXES.find(([p]) => text.startsWith(p));
  const error = `--split is ${NAMED_SPLITS.join(", ")}, fold:K/N or sheet-fold:K/N, not "${text}"`;
  if (prefix === undefined) return { ok: false, error };
  const fold = parseFold(text.slice(prefix[0].length));
  if (typeof fold === "string") return { ok: false, error: fold };
  return { ok: true, split: prefix[1] ? { ...fold, bySheet: true } : fold };
}

/** A split's name as `--split` writes it, for row names. */
export const splitName = (split: Split): string =>
  typeof split === "string"
    ? split
    : `${split.bySheet === true ? "sheet-fold" : "fold"}:${split.index}/${split.count}`;

const BOARD = /^[1-9.]{81}$/;

/**
 * Reads a directory's labels.tsv into cases.
 * @param sheets each file name's sheet key (read-split.ts sheetKeys of the newspaper labels), for a sheet
 * fold; a file it does not name is its own sheet (read-split.ts sheetOf)
 * @returns the cases, or an error message naming the bad line.
 */
export function labelledCases(
  dir: string,
  set: string,
  split: Split,
  sheets: ReadonlyMap<string, string> = new Map(),
): ReadCase[] | string {
  const file = path.join(dir, "labels.tsv");
  if (!existsSync(file)) return `${file}: no labels.tsv`;
  const [header, ...rows] = readFileSync(file, "utf8")
    .replace(/\r/g, "")
    .split("\n")
    .filter((l) => l.trim() !== "");
  const columns = header.split("\t");
  const at = (name: string): number => columns.indexOf(name);
  if (at("file") < 0 || (at("puzzle") < 0 && at("full") < 0))
    return `${file}: needs columns file and puzzle, or file, givens and full`;
  const cases: ReadCase[] = [];
  for (const [k, row] of rows.entries()) {
    const cells = row.split("\t");
    const name = cells[at("file")];
    const heldOut = at("split") >= 0 ? cells[at("split")] === "held-out" : isHeldOut(name);
    if (split === "validation" && !heldOut) continue;
    if (split === "training" && heldOut) continue;
    if (split === "calibration" && (heldOut || !isCalibration(name))) continue;
    const full = at("full") >= 0 ? cells[at("full")] : cells[at("puzzle")];
    const givens = at("full") >= 0 ? (cells[at("givens")] ?? "") : cells[at("puzzle")];
    const sheet = sheetOf(sheets, name, givens, full);
    if (typeof split === "object" && (heldOut || !inFold(name, split, sheet))) continue;
    let expected: Expected;
    if (full === "-") expected = { kind: "refuse" };
    else if (BOARD.test(full) && (givens === "" || BOARD.test(givens)))
      expected = { kind: "board", givens: givens === "" ? null : givens, full };
    else return `${file} line ${k + 2}: a board must be 81 characters of 1-9 and .`;
    const picture = path.join(dir, name);
    cases.push({ set, name, load: () => readFileSync(picture), expected });
  }
  return cases;
}

/**
 * `count` synthetic screenshots of puzzles from the shared kaggle_like set, in two sets (the tuning half
 * and the held-out half, see read-split.ts), and the refusal pictures. From seed `from` on when it is not
 * 0, all in one set named with their seeds (those seeds are never the default's held-out half).
 * @example syntheticCases(dataDir, 200, 3000) // seeds 3000-3199, in the set "screenshots (synthetic, seeds 3000-3199)"
 */
export function syntheticCases(dataDir: string, count: number, from = 0): ReadCase[] {
  const text = readFileSync(path.join(dataDir, "kaggle_like.txt"), "utf8");
  const { boards } = parsePuzzleLines(text, "kaggle_like.txt");
  const cases: ReadCase[] = [];
  for (let i = from; i < from + count && (from > 0 || i < boards.length); i++) {
    const puzzle = boards[(i * 37) % boards.length];
    const solved = solve(puzzle);
    if (solved.status !== "unique") continue;
    const shot = drawScreenshot(i, puzzle, solved.solution);
    cases.push({
      set:
        from > 0
          ? `screenshots (synthetic, seeds ${from}-${from + count - 1})`
          : `screenshots (synthetic, ${isHeldOutScreen(i) ? "held-out: odd seeds" : "tune: even seeds"})`,
      name: shot.name,
      load: () => shot.png,
      expected: { kind: "board", givens: shot.givens, full: shot.full },
    });
  }
  cases.push(...notSudokuCases());
  return cases;
}

/**
 * The refusal pictures (screens.ts drawNotSudoku), drawn as a screen shows them, or made worse as a photo
 * of them would be (read-degrade.ts), in a row of that name.
 */
export function notSudokuCases(degrade?: Degradation): ReadCase[] {
  return drawNotSudoku().map((picture) => ({
    set: degrade === undefined ? "not Sudoku (synthetic)" : `not Sudoku (synthetic), ${degrade}`,
    name: picture.name,
    load: () => picture.png,
    expected: { kind: "refuse" },
    ...(degrade === undefined ? {} : { degrade }),
  }));
}
