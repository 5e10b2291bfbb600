/**
 * Unique Rectangles, types 1 to 4 (HoDoKu "Uniqueness Test 1-4", SudokuWiki "Unique Rectangles").
 *
 * Glossary (as in types.ts, plus):
 * - rectangle: four blank cells at the corners of two rows and two columns, lying in exactly two boxes.
 * - deadly pattern: a rectangle whose cells could only hold the same two digits a and b: they could then be
 *   swapped, giving two solutions. A puzzle with one solution cannot end that way, so at least one corner must
 *   hold another digit. Every step here relies on the puzzle having one solution: the runner only uses these
 *   techniques when it does.
 * - floor: a corner whose candidates are exactly {a, b}; roof: a corner with {a, b} and more (its extras).
 * - type 1: three floors; the roof loses a and b.
 * - type 2: two floors; the two roofs share a row or column and each has exactly one extra, the same digit c:
 *   one roof holds c, so every cell that sees both roofs loses c.
 * - type 3: two floors; the roofs (sharing a row or column) act as one cell holding their extras; with k other
 *   cells of a unit both roofs are in, they form a naked subset of k + 1 digits in k + 1 "cells", and the rest
 *   of the unit loses those digits.
 * - type 4: two floors; in a unit both roofs are in, one of a and b (say a) has no other place: one roof holds a,
 *   so neither roof can hold b.
 *
 * Method: rectangles in order of their top-left corner, then the other corners; every pair of digits the four
 * corners share. Roads not taken: types 5 and 6, hidden and avoidable rectangles (HoDoKu has them).
 */
import { columnOf, rowOf } from "../../board.js";
import { digitToBit, popcount } from "../../solver.js";
import { commonPeers, digitsOf, UNITS, UNITS_OF_CELL, unitRef } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique, TechniqueId } from "../types.js";

/** One candidate deadly pattern: four corners, the digit pair, its floors and roofs. */
interface Rectangle {
  /** Corners in reading order. */
  readonly cells: readonly number[];
  /** The two digits as a mask. */
  readonly pair: number;
  readonly floors: readonly number[];
  readonly roofs: readonly number[];
}

/** Every rectangle of blank cells in two boxes, with every digit pair its four corners share. */
function* rectangles(position: Position): Generator<Rectangle> {
  const { values, candidates } = position;
  for (let r1 = 0; r1 < 9; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      const sameBand = Math.floor(r1 / 3) === Math.floor(r2 / 3);
      for (let c1 = 0; c1 < 9; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          // two boxes: the rows share a band or the columns share a stack, not both
          if (sameBand === (Math.floor(c1 / 3) === Math.floor(c2 / 3))) continue;
          const a = r1 * 9 + c1;
          const b = r1 * 9 + c2;
          const c = r2 * 9 + c1;
          const d = r2 * 9 + c2;
          if (values[a] !== 0 || values[b] !== 0 || values[c] !== 0 || values[d] !== 0) continue;
          const common = candidates[a] & candidates[b] & candidates[c] & candidates[d];
          if (popcount(common) < 2) continue;
          const cells = [a, b, c, d];
          const digits = digitsOf(common);
          for (let i = 0; i < digits.length; i++) {
            for (let j = i + 1; j < digits.length; j++) {
              const pair = digitToBit(digits[i]) | digitToBit(digits[j]);
              const floors = cells.filter((c) => candidates[c] === pair);
              const roofs = cells.filter((c) => candidates[c] !== pair);
              yield { cells, pair, floors, roofs };
            }
          }
        }
      }
    }
  }
}

/** Whether two cells share a row or a column. */
const inOneLine = (a: number, b: number): boolean => rowOf(a) === rowOf(b) || columnOf(a) === columnOf(b);

/** The units (numbers 0..26) both cells are in. */
const sharedUnits = (a: number, b: number): number[] =>
  UNITS_OF_CELL[a].filter((u) => UNITS_OF_CELL[b].includes(u));

/** The pattern of a rectangle: its corners, the pair's candidates in them, the units named. */
function rectanglePattern(rect: Rectangle, units: number[] = []) {
  const digits = digitsOf(rect.pair);
  return {
    cells: rect.cells,
    candidates: rect.cells.flatMap((cell) => digits.map((digit) => ({ cell, digit }))),
    units: units.map(unitRef),
    digits,
  };
}

function* type1Steps(position: Position): Generator<Step> {
  for (const rect of rectangles(position)) {
    if (rect.floors.length !== 3) continue;
    const eliminations = eliminationsOf(position, rect.roofs, rect.pair);
    yield makeStep("unique-rectangle-1", { eliminations }, rectanglePattern(rect));
  }
}

/** Rectangles with two floors and two roofs in one row or column (the shape of types 2, 3 and 4). */
function* twoRoofRectangles(position: Position): Generator<Rectangle> {
  for (const rect of rectangles(position)) {
    if (rect.floors.length === 2 && inOneLine(rect.roofs[0], rect.roofs[1])) yield rect;
  }
}

function* type2Steps(position: Position): Generator<Step> {
  const { candidates } = position;
  for (const rect of twoRoofRectangles(position)) {
    const [x, y] = rect.roofs;
    const extra = candidates[x] & ~rect.pair;
    if (popcount(extra) !== 1 || (candidates[y] & ~rect.pair) !== extra) continue;
    const eliminations = eliminationsOf(position, commonPeers([x, y]), extra);
    if (eliminations.length === 0) continue;
    yield makeStep("unique-rectangle-2", { eliminations }, rectanglePattern(rect));
  }
}

function* type3Steps(position: Position): Generator<Step> {
  const { values, candidates } = position;
  for (const rect of twoRoofRectangles(position)) {
    const [x, y] = rect.roofs;
    const extras = (candidates[x] | candidates[y]) & ~rect.pair;
    for (const u of sharedUnits(x, y)) {
      const others = UNITS[u].filter((c) => values[c] === 0 && c !== x && c !== y && !rect.cells.includes(c));
      // k other cells whose candidates with the extras make k + 1 digits: a naked subset with the roofs.
      for (const chosen of cellSubsets(others, 3)) {
        let digits = extras;
        for (const c of chosen) digits |= candidates[c];
        if (popcount(digits) !== chosen.length + 1) continue;
        const rest = others.filter((c) => !chosen.includes(c));
        const eliminations = eliminationsOf(position, rest, digits);
        if (eliminations.length === 0) continue;
        const pattern = rectanglePattern(rect, [u]);
        yield makeStep(
          "unique-rectangle-3",
          { eliminations },
          { ...pattern, cells: [...rect.cells, ...chosen], digits: digitsOf(rect.pair | digits) },
        );
      }
    }
  }
}

/** The non-empty subsets of `cells` with at most `max` cells, smallest first. */
function cellSubsets(cells: readonly number[], max: number): number[][] {
  const out: number[][] = [];
  const grow = (start: number, chosen: number[]) => {
    if (chosen.length > 0) out.push(chosen.slice());
    if (chosen.length === max) return;
    for (let i = start; i < cells.length; i++) {
      chosen.push(cells[i]);
      grow(i + 1, chosen);
      chosen.pop();
    }
  };
  grow(0, []);
  return out.sort((a, b) => a.length - b.length);
}

function* type4Steps(position: Position): Generator<Step> {
  const { values, candidates } = position;
  for (const rect of twoRoofRectangles(position)) {
    const [x, y] = rect.roofs;
    const [a, b] = digitsOf(rect.pair);
    for (const u of sharedUnits(x, y)) {
      for (const [locked, other] of [
        [a, b],
        [b, a],
      ]) {
        const bit = digitToBit(locked);
        const elsewhere = UNITS[u].some(
          (c) => c !== x && c !== y && values[c] === 0 && (candidates[c] & bit) !== 0,
        );
        if (elsewhere) continue;
        const eliminations = eliminationsOf(position, [x, y], digitToBit(other));
        yield makeStep("unique-rectangle-4", { eliminations }, rectanglePattern(rect, [u]));
      }
    }
  }
}

/** A uniqueness technique of the given type. */
function uniqueRectangle(
  id: TechniqueId,
  type: number,
  source: (position: Position) => Generator<Step>,
): Technique {
  return { id, name: `Unique Rectangle Type ${type}`, level: "hard", score: 100, ...finders(source) };
}

/** Unique Rectangle Type 1 (hard, HoDoKu score 100; needs a puzzle with one solution). */
export const uniqueRectangle1 = uniqueRectangle("unique-rectangle-1", 1, type1Steps);
/** Unique Rectangle Type 2 (hard, HoDoKu score 100; needs a puzzle with one solution). */
export const uniqueRectangle2 = uniqueRectangle("unique-rectangle-2", 2, type2Steps);
/** Unique Rectangle Type 3 (hard, HoDoKu score 100; needs a puzzle with one solution). */
export const uniqueRectangle3 = uniqueRectangle("unique-rectangle-3", 3, type3Steps);
/** Unique Rectangle Type 4 (hard, HoDoKu score 100; needs a puzzle with one solution). */
export const uniqueRectangle4 = uniqueRectangle("unique-rectangle-4", 4, type4Steps);
