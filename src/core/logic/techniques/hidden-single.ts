/**
 * Hidden Single: a digit that has one place left in a unit goes there, whatever else the cell could hold.
 *
 * Glossary: as in types.ts. Boxes are scanned first, then rows, then columns (the order people look in).
 */
import { digitToBit } from "../../solver.js";
import { UNITS, unitRef } from "../grid.js";
import { finders, makeStep } from "../step.js";
import type { Position, Step, Technique } from "../types.js";

const SCAN_ORDER = [
  18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
];

function* hiddenSingleSteps(position: Position): Generator<Step> {
  for (const u of SCAN_ORDER) {
    for (let digit = 1; digit <= 9; digit++) {
      const bit = digitToBit(digit);
      let place = -1;
      let count = 0;
      for (const c of UNITS[u]) {
        if (position.values[c] === digit)
          count = 9; // already placed in this unit
        else if (position.candidates[c] & bit) {
          count++;
          place = c;
        }
      }
      if (count !== 1) continue;
      yield makeStep(
        "hidden-single",
        { placements: [{ cell: place, digit }] },
        { cells: [place], units: [unitRef(u)], digits: [digit], candidates: [{ cell: place, digit }] },
      );
    }
  }
}

/** Hidden Single (easy, HoDoKu score 14). */
export const hiddenSingle: Technique = {
  id: "hidden-single",
  name: "Hidden Single",
  level: "easy",
  score: 14,
  ...finders(hiddenSingleSteps),
};
