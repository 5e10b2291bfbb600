/**
 * Naked Single: a blank cell with one candidate left takes that digit.
 *
 * Glossary: as in types.ts.
 */
import { bitToDigit } from "../../solver.js";
import { finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

function* nakedSingleSteps(position: Position): Generator<Step> {
  for (let cell = 0; cell < 81; cell++) {
    const mask = position.candidates[cell];
    if (position.values[cell] !== 0 || mask === 0 || (mask & (mask - 1)) !== 0) continue;
    const digit = bitToDigit(mask);
    yield makeStep(
      "naked-single",
      { placements: [{ cell, digit }] },
      { cells: [cell], digits: [digit], candidates: [{ cell, digit }] },
    );
  }
}

/** Naked Single (easy, HoDoKu score 4). */
export const nakedSingle: Technique = {
  id: "naked-single",
  name: "Naked Single",
  level: "easy",
  score: 4,
  ...finders(nakedSingleSteps),
};
