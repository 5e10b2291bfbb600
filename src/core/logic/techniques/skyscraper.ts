/**
 * Skyscraper: two parallel conjugate pairs of one digit (in two rows, or two columns) with one end of each in the same column (row). One of the two other ends holds the digit, so cells seeing both lose it.
 *
 * Glossary: as in types.ts and strong-links.ts (where the search for the whole family lives).
 */
import { finders } from "../step.js";
import type { Technique } from "../types.js";
import { strongLinkSteps } from "./strong-links.js";

/** Skyscraper (hard, HoDoKu score 130). */
export const skyscraper: Technique = {
  id: "skyscraper",
  name: "Skyscraper",
  level: "hard",
  score: 130,
  ...finders(strongLinkSteps("skyscraper")),
};
