/**
 * 2-String Kite: a conjugate pair in a row and one in a column, one end of each in the same box. One of the two other ends holds the digit, so cells seeing both lose it.
 *
 * Glossary: as in types.ts and strong-links.ts (where the search for the whole family lives).
 */
import { finders } from "../step.js";
import type { Technique } from "../types.js";
import { strongLinkSteps } from "./strong-links.js";

/** 2-String Kite (hard, HoDoKu score 150). */
export const twoStringKite: Technique = {
  id: "two-string-kite",
  name: "2-String Kite",
  level: "hard",
  score: 150,
  ...finders(strongLinkSteps("two-string-kite")),
};
