/**
 * The shared vocabulary of the logical solver: positions with candidates, steps, techniques.
 *
 * Glossary (as in solver.ts, plus):
 * - position: the givens plus the entries so far, with the candidates left in every blank cell.
 * - candidate: a digit a blank cell may still hold; `candidates[cell]` has bit `1 << (digit - 1)` for it.
 * - step: one deduction a person can make: placements (cell = digit) and/or eliminations (cell −digits),
 *   with the pattern (cells, units, links) that justifies it.
 * - technique: a named way of finding steps (HoDoKu's and SudokuWiki's names), tried easiest first.
 * - strong link: two candidates of which at least one is true; weak link: at most one is true.
 *
 * Representation: cells are 0..80 row-major as in board.ts; digits are 1..9; a candidate set is a 9-bit
 * mask, digit d ↔ bit `1 << (d - 1)`.
 */
import type { UnitKind } from "../board.js";

/** A position: the values placed so far and the candidates of every blank cell. Mutable by `applyStep`. */
export interface Position {
  /** 81 cells, 0 = blank, 1..9 = placed (given or entry). */
  readonly values: Uint8Array;
  /** 81 candidate masks; 0 for a placed cell. */
  readonly candidates: Uint16Array;
  /** Which cells were givens of the puzzle (for drawing; techniques treat givens and entries alike). */
  readonly givens: Uint8Array;
}

/** A digit placed in a cell. */
export interface Placement {
  readonly cell: number;
  readonly digit: number;
}

/** Digits removed from a cell's candidates (ascending). */
export interface Elimination {
  readonly cell: number;
  readonly digits: readonly number[];
}

/** A unit named by kind and 0-based index. */
export interface UnitRef {
  readonly kind: UnitKind;
  readonly index: number;
}

/** One candidate of one cell (a node of a chain). */
export interface CandidateRef {
  readonly cell: number;
  readonly digit: number;
}

/** A link between two candidates in a chain or colouring: `strong` (one of them is true) or `weak`. */
export interface Link {
  readonly from: CandidateRef;
  readonly to: CandidateRef;
  readonly kind: "strong" | "weak";
}

/** What justifies a step, to draw and to explain. Every field may be empty. */
export interface Pattern {
  /** The cells that form the pattern (the pair, the wing, the fish's base cells…). */
  readonly cells: readonly number[];
  /** The candidates the pattern is built from (drawn highlighted). */
  readonly candidates: readonly CandidateRef[];
  /** Units that matter (the house of a hidden single, the fish's base and cover sets…). */
  readonly units: readonly UnitRef[];
  /** Chain or colouring links, in order. */
  readonly links: readonly Link[];
  /** Digits the technique is about (the fish digit, the pair's digits…). */
  readonly digits: readonly number[];
}

/** The technique identifiers, in HoDoKu/SudokuWiki naming (kebab-case of the English name). */
export type TechniqueId =
  | "full-house"
  | "naked-single"
  | "hidden-single"
  | "locked-candidates-pointing"
  | "locked-candidates-claiming"
  | "naked-pair"
  | "naked-triple"
  | "naked-quad"
  | "hidden-pair"
  | "hidden-triple"
  | "hidden-quad"
  | "x-wing"
  | "swordfish"
  | "jellyfish"
  | "skyscraper"
  | "two-string-kite"
  | "turbot-fish"
  | "xy-wing"
  | "xyz-wing"
  | "w-wing"
  | "simple-colors"
  | "unique-rectangle-1"
  | "unique-rectangle-2"
  | "unique-rectangle-3"
  | "unique-rectangle-4"
  | "bug-plus-1"
  | "x-chain"
  | "xy-chain"
  | "aic"
  | "als-xz"
  | "forcing-chain"
  | "trial";

/** One deduction. At least one placement or elimination; every one of them must be true of the solution. */
export interface Step {
  readonly technique: TechniqueId;
  readonly placements: readonly Placement[];
  readonly eliminations: readonly Elimination[];
  readonly pattern: Pattern;
}

/**
 * A technique's finder: the first step of this technique in the position, or `undefined` when it does not
 * apply. Pure: it never changes the position. Deterministic: the same position gives the same step.
 */
export type FindStep = (position: Position) => Step | undefined;

/** The difficulty levels, easiest first. */
export type Level = "easy" | "medium" | "hard" | "expert" | "extreme";
export const LEVELS: readonly Level[] = ["easy", "medium", "hard", "expert", "extreme"];

/** A technique as the logical solver knows it. */
export interface Technique {
  readonly id: TechniqueId;
  /** The English name as HoDoKu and SudokuWiki write it, e.g. "2-String Kite", "Locked Candidates Type 1 (Pointing)". */
  readonly name: string;
  /** The level a puzzle needs at least when this technique is used. */
  readonly level: Level;
  /** Score added per use (in the spirit of HoDoKu's scores). */
  readonly score: number;
  readonly find: FindStep;
  /**
   * Every step of this technique in the position, each distinct effect once (optional; the runner falls back
   * to `find`). The grade applies all of them together, so that it does not depend on the order in which cells
   * or digits are scanned: the same puzzle relabelled or transposed then grades the same. Must be exhaustive.
   */
  readonly findAll?: (position: Position) => Step[];
}
