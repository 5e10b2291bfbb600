/**
 * Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4). For one digit, n rows (the base sets) whose candidates
 * for it all lie in the same n columns (the cover sets): the digit's n places in those rows take up those
 * columns, so it goes from every other cell of those columns. The same with rows and columns swapped.
 *
 * Glossary: as in types.ts; "line" is a row or a column; "base" and "cover" as in HoDoKu's fish terms.
 */
import { digitToBit } from "../../solver.js";
import { countDigits, subsets, unitRef } from "../grid.js";
import { eliminationsOf, finders, makeStep } from "../step.js";
import type { Position, Step, Technique, TechniqueId } from "../types.js";

/** The cell at position `k` of line `line` (0..8 rows, 9..17 columns). */
const cellOfLine = (line: number, k: number): number => (line < 9 ? line * 9 + k : k * 9 + (line - 9));

/** Steps of basic fish of `size` lines. */
function fishSteps(size: number, technique: TechniqueId) {
  return function* steps(position: Position): Generator<Step> {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = digitToBit(digit);
      for (const baseRows of [true, false]) {
        const first = baseRows ? 0 : 9;
        // where[i]: bit k set when line first+i has the digit as a candidate at position k.
        const lines: number[] = [];
        const where: number[] = [];
        for (let i = 0; i < 9; i++) {
          let mask = 0;
          let placed = false;
          for (let k = 0; k < 9; k++) {
            const c = cellOfLine(first + i, k);
            if (position.values[c] === digit) placed = true;
            else if (position.candidates[c] & bit) mask |= 1 << k;
          }
          const n = countDigits(mask);
          if (!placed && n >= 2 && n <= size) {
            lines.push(first + i);
            where.push(mask);
          }
        }
        if (lines.length < size) continue;
        for (const chosen of subsets([...lines.keys()], size)) {
          let cover = 0;
          for (const i of chosen) cover |= where[i];
          if (countDigits(cover) !== size) continue;
          const base = chosen.map((i) => lines[i]);
          const coverLines: number[] = [];
          for (let k = 0; k < 9; k++) if ((cover >> k) & 1) coverLines.push((baseRows ? 9 : 0) + k);
          const others: number[] = [];
          for (const line of coverLines)
            for (let k = 0; k < 9; k++)
              if (!base.includes(baseRows ? k : 9 + k)) others.push(cellOfLine(line, k));
          const eliminations = eliminationsOf(position, others, bit);
          if (eliminations.length === 0) continue;
          const cells: number[] = [];
          for (const line of base)
            for (let k = 0; k < 9; k++) {
              const c = cellOfLine(line, k);
              if (position.values[c] === 0 && position.candidates[c] & bit) cells.push(c);
            }
          cells.sort((a, b) => a - b);
          yield makeStep(
            technique,
            { eliminations },
            {
              cells,
              digits: [digit],
              units: [...base, ...coverLines].map(unitRef),
              candidates: cells.map((cell) => ({ cell, digit })),
            },
          );
        }
      }
    }
  };
}

/** X-Wing (hard, HoDoKu score 140). */
export const xWing: Technique = {
  id: "x-wing",
  name: "X-Wing",
  level: "hard",
  score: 140,
  ...finders(fishSteps(2, "x-wing")),
};

/** Swordfish (hard, HoDoKu score 150). */
export const swordfish: Technique = {
  id: "swordfish",
  name: "Swordfish",
  level: "hard",
  score: 150,
  ...finders(fishSteps(3, "swordfish")),
};

/** Jellyfish (hard, HoDoKu score 160). */
export const jellyfish: Technique = {
  id: "jellyfish",
  name: "Jellyfish",
  level: "hard",
  score: 160,
  ...finders(fishSteps(4, "jellyfish")),
};
