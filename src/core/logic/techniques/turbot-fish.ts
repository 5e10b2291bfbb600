/**
 * Turbot Fish: two conjugate pairs of one digit, at least one of them in a box, joined by two ends that see each other. One of the two other ends holds the digit, so cells seeing both lose it.
 *
 * Glossary: as in types.ts and strong-links.ts (where the search for the whole family lives).
 */
import { finders } from "../step.js";
import type { Technique } from "../types.js";
import { strongLinkSteps } from "./strong-links.js";

/** Turbot Fish (hard, HoDoKu score 120). */
export const turbotFish: Technique = {
  id: "turbot-fish",
  name: "Turbot Fish",
  level: "hard",
  score: 120,
  ...finders(strongLinkSteps("turbot-fish")),
};
