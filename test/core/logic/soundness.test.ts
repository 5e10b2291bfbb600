import { describe, expect, it } from "vitest";
import { applyStep, clonePosition, positionFromBoard } from "../../../src/core/logic/position.js";
import { nextRound, nextStep } from "../../../src/core/logic/solve.js";
import { solve } from "../../../src/core/solver.js";
import { boardFromLine, expectSound, HAVE_DATA, samplePuzzles } from "./support.js";

// A small sample of every shared set with unique puzzles (serg_benchmark's puzzles have several solutions).
const SAMPLES: readonly [file: string, count: number, stride: number][] = [
  ["kaggle_like.txt", 6, 1601],
  ["random_minimal.txt", 8, 1201],
  ["17_clue.txt", 6, 8011],
  ["magictour_top1465.txt", 4, 367],
  ["forum_hardest_1106.txt", 2, 181],
  ["adversarial.txt", 1, 1],
];

describe.skipIf(!HAVE_DATA)("logical solve soundness on the shared sets", () => {
  for (const [file, count, stride] of SAMPLES) {
    it(`every step of every sampled ${file} puzzle is true of its solution (one step at a time and in rounds)`, () => {
      for (const line of samplePuzzles(file, count, stride)) {
        const board = boardFromLine(line);
        const result = solve(board);
        expect(result.status).toBe("unique");
        if (result.status !== "unique") continue;
        for (const rounds of [false, true]) {
          const position = positionFromBoard(board);
          for (let n = 0; n < 500; n++) {
            const found = rounds ? nextRound(position) : [nextStep(position)].filter((s) => s !== undefined);
            if (found.length === 0) break;
            const before = clonePosition(position);
            for (const step of found) {
              expectSound(step, result.solution, before, `${line} step ${n}`);
              applyStep(position, step);
            }
          }
          // Whatever is left is still consistent with the solution.
          for (let c = 0; c < 81; c++) {
            if (position.values[c] !== 0) expect(position.values[c]).toBe(result.solution[c]);
            else expect(position.candidates[c] & (1 << (result.solution[c] - 1))).not.toBe(0);
          }
        }
      }
    });
  }
});
