/**
 * Test helpers for the logical solver: boards from lines, hand-made candidate positions, shared-set samples,
 * and the soundness check of a step against a puzzle's solution.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Board } from "../../../src/core/board.js";
import { cellsOfUnit } from "../../../src/core/board.js";
import { ALL_DIGITS } from "../../../src/core/logic/grid.js";
import type { Position, Step } from "../../../src/core/logic/types.js";
import { digitToBit } from "../../../src/core/solver.js";
import { DATA_DIR } from "../../support/data.js";

/** The shared puzzle sets (../shared/data beside the checkout, or SUDOKU_DATA_DIR; see test/support/data.ts). */
export { DATA_DIR, HAVE_DATA } from "../../support/data.js";

/** A board from an 81-character line (`.` or `0` for a blank). */
export const boardFromLine = (line: string): Board =>
  Uint8Array.from(line.trim(), (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0));

/** Every `stride`-th puzzle of a shared set, up to `count` of them (deterministic sample). */
export function samplePuzzles(file: string, count: number, stride: number): string[] {
  const lines = readFileSync(path.join(DATA_DIR, file), "utf8")
    .split("\n")
    .filter((l) => l.trim().length >= 81);
  const out: string[] = [];
  for (let i = 0; i < lines.length && out.length < count; i += stride) out.push(lines[i].trim());
  return out;
}

/** A position with every cell blank and every digit a candidate everywhere (to carve patterns into). */
export function openPosition(): Position {
  return {
    values: new Uint8Array(81),
    candidates: new Uint16Array(81).fill(ALL_DIGITS),
    givens: new Uint8Array(81),
  };
}

/** Cell index from a person's name, `r3c7` → 24. */
export const at = (name: string): number => {
  const m = /^r(\d)c(\d)$/.exec(name);
  if (!m) throw new Error(`bad cell name ${name}`);
  return (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
};

/** Remove `digits` from the candidates of `cells` (names or indexes). */
export function removeCandidates(
  position: Position,
  cells: readonly (string | number)[],
  digits: readonly number[],
) {
  const mask = digits.reduce((m, d) => m | digitToBit(d), 0);
  for (const c of cells) position.candidates[typeof c === "string" ? at(c) : c] &= ~mask;
}

/** Set the candidates of a cell to exactly `digits`. */
export function setCandidates(position: Position, cell: string, digits: readonly number[]) {
  position.candidates[at(cell)] = digits.reduce((m, d) => m | digitToBit(d), 0);
}

/** Keep `digit` in the given cells of a unit only: remove it from the unit's other cells. */
export function confineDigit(
  position: Position,
  kind: "row" | "column" | "box",
  index1: number,
  digit: number,
  keep: readonly string[],
) {
  const keepSet = new Set(keep.map(at));
  removeCandidates(
    position,
    cellsOfUnit(kind, index1 - 1).filter((c) => !keepSet.has(c)),
    [digit],
  );
}

/** The eliminations of a step as `r1c2-3` strings, sorted. */
export const eliminationNames = (step: Step | undefined): string[] =>
  (step?.eliminations ?? [])
    .flatMap((e) => e.digits.map((d) => `r${Math.floor(e.cell / 9) + 1}c${(e.cell % 9) + 1}-${d}`))
    .sort();

/**
 * Assert a step is sound against the solution: each placement is the solution's digit, no eliminated digit is
 * the solution's, and the step changes something in the position it was found in.
 */
export function expectSound(step: Step, solution: Board, position: Position, context: string) {
  for (const { cell, digit } of step.placements) {
    expect(digit, `${context}: ${step.technique} places ${digit} in cell ${cell}`).toBe(solution[cell]);
  }
  let changes = 0;
  for (const { cell, digits } of step.eliminations) {
    for (const d of digits) {
      expect(d, `${context}: ${step.technique} eliminates the solution's ${d} from cell ${cell}`).not.toBe(
        solution[cell],
      );
      if (position.candidates[cell] & digitToBit(d)) changes++;
    }
  }
  for (const { cell } of step.placements) if (position.values[cell] === 0) changes++;
  expect(changes, `${context}: ${step.technique} changes nothing`).toBeGreaterThan(0);
}
