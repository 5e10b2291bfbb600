/**
 * Full House: a unit with one blank cell left; that cell takes the one digit the unit is missing.
 * (HoDoKu "Full House", SudokuWiki counts it among the naked singles.)
 *
 * Glossary: as in types.ts.
 */
import { bitToDigit } from "../../solver.js";
import { UNITS, unitRef } from "../grid.js";
import { finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

function* fullHouseSteps(position: Position): Generator<Step> {
  for (let u = 0; u < 27; u++) {
    let blank = -1;
    let blanks = 0;
    for (const c of UNITS[u]) {
      if (position.values[c] === 0) {
        blanks++;
        blank = c;
      }
    }
    const mask = blank >= 0 ? position.candidates[blank] : 0;
    // A single candidate: otherwise the position is broken and a full house would not be sound.
    if (blanks !== 1 || mask === 0 || (mask & (mask - 1)) !== 0) continue;
    const digit = bitToDigit(mask);
    yield makeStep(
      "full-house",
      { placements: [{ cell: blank, digit }] },
      { cells: [blank], units: [unitRef(u)], digits: [digit], candidates: [{ cell: blank, digit }] },
    );
  }
}

/** Full House (easy, HoDoKu score 4). */
export const fullHouse: Technique = {
  id: "full-house",
  name: "Full House",
  level: "easy",
  score: 4,
  ...finders(fullHouseSteps),
};
